import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { inputClasses, labelClasses } from '../../components/form/field-styles';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminPageHeader } from './components/admin-page-header';
import { ReimbursementTable } from './components/reimbursement-table';
import { editableFinancialYears } from './model/financial-years';

/** Employers see these maxima beside an opportunity as guidance. */
export function AdminReimbursementPage() {
  useDocumentTitle('ARRS reimbursement');
  const yearId = useId();
  const [{ current, years }] = useState(() => editableFinancialYears(new Date()));
  const [financialYear, setFinancialYear] = useState(current);

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="ARRS reimbursement">
        The maximum reimbursable amount a year for each ARRS role. Employers see it beside the pay of an
        opportunity for that role.
      </AdminPageHeader>
      <div className="flex max-w-prose items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong>Guidance only.</strong> These figures are shown to employers as guidance, not as a promise
          of funding. NHS England sets the amounts in its current ARRS guidance (Network Contract DES): check
          each figure against it before you save it.
        </p>
      </div>
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={yearId} className={labelClasses}>
          Financial year
        </label>
        <select
          id={yearId}
          value={financialYear}
          onChange={(event) => setFinancialYear(years.find((year) => year === event.target.value) ?? current)}
          className={inputClasses}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {year === current ? `${year} (current)` : year}
            </option>
          ))}
        </select>
      </div>
      <ReimbursementTable financialYear={financialYear} />
    </Container>
  );
}
