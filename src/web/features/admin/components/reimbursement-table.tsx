import { arrsRoles } from '../../../../shared/content/arrs-roles';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { useReimbursementRates } from '../api/get-reimbursement-rates';
import { ReimbursementRateRow } from './reimbursement-rate-row';

export function ReimbursementTable({ financialYear }: { financialYear: string }) {
  const rates = useReimbursementRates(financialYear);
  if (rates.isPending) return <LoadingState text="Loading reimbursement amounts..." />;
  if (rates.isError) {
    return (
      <LoadError
        message="Failed to load the reimbursement amounts. Please try again."
        onRetry={() => void rates.refetch()}
      />
    );
  }
  const byRole = new Map(rates.data.rates.map((rate) => [rate.role, rate]));
  const set = arrsRoles.filter((role) => byRole.has(role.id)).length;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-slate-600 text-sm">
        {set} of {arrsRoles.length} roles have a maximum for {financialYear}.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm">
          <caption className="sr-only">ARRS maximum reimbursable amounts, {financialYear}</caption>
          <thead>
            <tr className="border-slate-300 border-b text-left text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Role
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Current maximum
              </th>
              <th scope="col" className="py-2 font-semibold">
                New maximum (£ a year)
              </th>
            </tr>
          </thead>
          <tbody>
            {arrsRoles.map((role) => {
              const rate = byRole.get(role.id);
              return (
                // A saved amount remounts its row, so the form starts again from what is stored.
                <ReimbursementRateRow
                  key={`${financialYear}:${role.id}:${rate?.updatedAt ?? 'unset'}`}
                  role={role}
                  financialYear={financialYear}
                  rate={rate}
                />
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
