import type { OrganisationIdentity } from '../../../shared/marketplace/organisation.constants';
import { heldChangeRows } from './held-change-rows';

export function HeldChangeTable({
  current,
  proposed,
  caption,
}: {
  current: OrganisationIdentity;
  proposed: OrganisationIdentity;
  caption: string;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-slate-200 border-b text-slate-600">
          <th scope="col" className="w-1/4 py-1.5 pr-3 font-medium">
            Detail
          </th>
          <th scope="col" className="py-1.5 pr-3 font-medium">
            Now (verified)
          </th>
          <th scope="col" className="py-1.5 font-medium">
            Proposed
          </th>
        </tr>
      </thead>
      <tbody>
        {heldChangeRows(current, proposed).map((row) => (
          <tr key={row.label} className="border-slate-100 border-b align-top last:border-b-0">
            <th scope="row" className="py-1.5 pr-3 font-medium text-slate-600">
              {row.label}
            </th>
            <td className="break-words py-1.5 pr-3 text-slate-900">{row.now}</td>
            <td className="break-words py-1.5 font-semibold text-slate-900">{row.proposed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
