import { comparisonRows } from '../content/landing-sections';

export function ComparisonTable() {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">ARRS Place compared with traditional recruitment agencies</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className="p-4 font-semibold">
              What matters
            </th>
            <th scope="col" className="p-4 font-semibold">
              ARRS Place
            </th>
            <th scope="col" className="p-4 font-semibold">
              Traditional agencies
            </th>
          </tr>
        </thead>
        <tbody>
          {comparisonRows.map((row) => (
            <tr key={row.aspect} className="border-slate-200 border-t">
              <th scope="row" className="p-4 font-semibold text-slate-900">
                {row.aspect}
              </th>
              <td className="bg-brand-50 p-4 text-slate-900">{row.arrsPlace}</td>
              <td className="p-4 text-slate-700">{row.agencies}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
