import type { ComponentProps } from 'react';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { inputClasses } from '../../../components/form/field-styles';
import { FormField } from '../../../components/form/form-field';
import { vacancyOptionLabel } from '../model/vacancy-prefill';

interface VacancyLinkFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** The organisation's open and paused vacancies; undefined while they load. */
  vacancies: readonly EmployerVacancy[] | undefined;
  /** The vacancies could not be read: the opportunity can still be sent without one. */
  failed: boolean;
  error?: string | undefined;
  /** Said once the form has filled itself in from the chosen vacancy. */
  note?: string | undefined;
}

export const vacancyLinkLabel = 'Link to one of your vacancies (optional)';
export const vacancyLinkHint =
  'The professional sees the vacancy’s job title. Choosing one fills in the terms below from it.';
export const vacanciesUnavailable =
  'We could not load your vacancies. You can still send the opportunity without linking one.';

/**
 * The optional vacancy an opportunity is about (docs/product/jobs.md#linking-an-opportunity-to-a-vacancy):
 * nothing at all when the organisation has no open or paused vacancy.
 */
export function VacancyLinkField({ vacancies, failed, error, note, ...select }: VacancyLinkFieldProps) {
  if (failed) return <p className="text-slate-600 text-sm">{vacanciesUnavailable}</p>;
  if (vacancies?.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <FormField label={vacancyLinkLabel} hint={vacancyLinkHint} error={error}>
        {(control) => (
          <select {...control} className={inputClasses} {...select}>
            <option value="">{vacancies === undefined ? 'Loading your vacancies…' : 'No vacancy'}</option>
            {(vacancies ?? []).map((vacancy) => (
              <option key={vacancy.id} value={vacancy.id}>
                {vacancyOptionLabel(vacancy)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* Always in the page, so a screen reader hears the note when it appears. */}
      <p role="status" className="text-slate-700 text-sm empty:hidden">
        {note}
      </p>
    </div>
  );
}
