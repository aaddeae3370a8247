import { useId } from 'react';
import { Link } from 'react-router';
import { applicantsPath } from '../../../../shared/marketplace/application.constants';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { formatDay } from '../../../lib/uk-dates';
import {
  applicantCountLines,
  employmentTypeText,
  noApplicantsText,
  vacancyHoursText,
  vacancyPath,
  vacancyPayText,
} from '../model/vacancy-display';
import { VacancyActions } from './vacancy-actions';
import { VacancyStatusBadge } from './vacancy-status-badge';

/** One vacancy in the list: what it is, where it stands, who has applied, and what can be done. */
export function VacancyCard({ vacancy }: { vacancy: EmployerVacancy }) {
  const headingId = useId();
  const counts = applicantCountLines(vacancy.applicantCounts);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="break-words font-semibold text-lg text-slate-900">
            <Link to={vacancyPath(vacancy.id)} className="underline-offset-2 hover:underline">
              {vacancy.title}
            </Link>
          </h2>
          <p className="text-slate-600 text-sm">
            {vacancy.roleName} · {employmentTypeText(vacancy)} · {vacancyHoursText(vacancy)}
          </p>
        </div>
        <VacancyStatusBadge status={vacancy.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-slate-600">Pay</dt>
          <dd className="text-slate-900">{vacancyPayText(vacancy.pay)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-600">Closing date</dt>
          <dd className="text-slate-900">{formatDay(vacancy.closingDate)}</dd>
        </div>
      </dl>
      <div className="text-sm">
        <h3 className="font-medium text-slate-900">Applicants</h3>
        {counts.length === 0 ? (
          <p className="text-slate-600">{noApplicantsText}</p>
        ) : (
          <>
            <ul className="list-disc pl-5 text-slate-700">
              {counts.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Link to={applicantsPath(vacancy.id)} className="font-medium text-brand-800 underline">
              Review the applicants<span className="sr-only"> for {vacancy.title}</span>
            </Link>
          </>
        )}
      </div>
      <VacancyActions vacancy={vacancy} />
    </article>
  );
}
