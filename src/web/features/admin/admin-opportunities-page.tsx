import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { inputClasses, labelClasses } from '../../components/form/field-styles';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminPageHeader } from './components/admin-page-header';
import { OpportunityQueue } from './components/opportunity-queue';
import { defaultStatusFilter, statusFilterOf, statusFilterOptions } from './model/opportunity-pipeline';

/** The filter is in the address (?status=), so a reload or a shared link shows the same list. */
export function AdminOpportunitiesPage() {
  useDocumentTitle('Opportunities');
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFilterOf(searchParams.get('status'));
  const choose = (value: string) => {
    const next = statusFilterOf(value);
    setSearchParams(next === defaultStatusFilter ? {} : { status: next }, { replace: true });
  };

  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Opportunities">
        When a professional approves an opportunity, introduce them to the organisation, then follow it to a
        placement. Placing records the success fee for invoicing: 9 % of the salary for a permanent role, 14 %
        for a locum.
      </AdminPageHeader>
      <div className="flex flex-col gap-1.5 sm:max-w-sm">
        <label htmlFor={filterId} className={labelClasses}>
          Status
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => choose(event.target.value)}
          className={inputClasses}
        >
          {statusFilterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <OpportunityQueue status={status} />
    </Container>
  );
}
