import { applicantsPath } from '../../../shared/marketplace/application.constants';
import type { EmployerVacancy } from '../../../shared/marketplace/vacancy.schemas';
import { paths } from '../../../shared/routing/paths';
import { LinkButton } from '../../components/ui/link-button';
import { formatDateTime, formatDay } from '../../lib/uk-dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVacancy } from './api/get-vacancy';
import { SuggestedProfessionals } from './components/suggested-professionals';
import { VacancyActions } from './components/vacancy-actions';
import { VacancyGuidance } from './components/vacancy-guidance';
import { VacancyPageFrame, vacancyQueryState } from './components/vacancy-page-frame';
import { VacancyStatusBadge } from './components/vacancy-status-badge';
import { useOrganisationAccess } from './hooks/use-organisation-access';
import {
  applicantCountLines,
  closedReasonLabels,
  employmentTypeText,
  experienceText,
  noApplicantsText,
  vacancyEventText,
  vacancyHoursText,
  vacancyPayText,
  workArrangementText,
} from './model/vacancy-display';

export const vacancyLoadErrorMessage = 'Failed to load this vacancy. Please try again.';

/** One vacancy: its facts, the ARRS guidance, its applicants by stage, suggested professionals and its timeline. */
export function EmployerVacancyPage({ id }: { id: string }) {
  const { closedMessage, mayAsk } = useOrganisationAccess();
  const query = useVacancy(id, { enabled: mayAsk });
  useDocumentTitle(query.data ? `Vacancy: ${query.data.title}` : 'Vacancy');
  const state = vacancyQueryState(query, {
    closedMessage,
    loading: 'Loading the vacancy...',
    failed: vacancyLoadErrorMessage,
  });
  const vacancy = query.data;
  return (
    <VacancyPageFrame
      title={vacancy?.title ?? 'Vacancy'}
      intro={vacancy ? <VacancyStatusBadge status={vacancy.status} /> : undefined}
      aside={
        <LinkButton to={paths.platform.employerVacancies} variant="secondary" className="self-start">
          All your vacancies
        </LinkButton>
      }
    >
      {state ?? (vacancy ? <VacancyDetails vacancy={vacancy} /> : null)}
    </VacancyPageFrame>
  );
}

function VacancyDetails({ vacancy }: { vacancy: EmployerVacancy }) {
  const counts = applicantCountLines(vacancy.applicantCounts);
  const experience = experienceText(vacancy);
  const facts: [string, string][] = [
    ['Role', vacancy.roleName],
    ['Employment type', employmentTypeText(vacancy)],
    ['Time', vacancyHoursText(vacancy)],
    ['Pay', vacancyPayText(vacancy.pay)],
    [
      'Place of work',
      `${vacancy.atOrganisationAddress ? "Your organisation's address" : 'Another place'} (${vacancy.postcodeDistrict}), ${workArrangementText(vacancy).toLowerCase()}`,
    ],
    ['Start date', formatDay(vacancy.startDate)],
    ['Closing date', formatDay(vacancy.closingDate)],
    ...(vacancy.registrationBody ? [['Registration', vacancy.registrationBody] as [string, string]] : []),
    ...(experience ? [['Experience', experience] as [string, string]] : []),
    ...(vacancy.skills.length > 0 ? [['Skills', vacancy.skills.join(', ')] as [string, string]] : []),
    ...(vacancy.closedReason
      ? [['Closed because', closedReasonLabels[vacancy.closedReason]] as [string, string]]
      : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <VacancyActions vacancy={vacancy} />
      <section aria-labelledby="vacancy-facts" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="vacancy-facts" className="font-semibold text-lg text-slate-900">
          The job
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {facts.map(([term, text]) => (
            <div key={term} className="contents">
              <dt className="text-slate-600 text-sm">{term}</dt>
              <dd className="break-words text-slate-900">{text}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4">
          <VacancyGuidance roleName={vacancy.roleName} guidance={vacancy.arrsGuidance} />
        </div>
        <h3 className="mt-4 font-medium text-slate-900">Description</h3>
        <p className="mt-1 whitespace-pre-line break-words text-slate-700">{vacancy.description}</p>
      </section>
      <section
        aria-labelledby="vacancy-applicants"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="vacancy-applicants" className="font-semibold text-lg text-slate-900">
          Applicants
        </h2>
        {counts.length === 0 ? (
          <p className="mt-2 text-slate-600">{noApplicantsText}</p>
        ) : (
          <>
            <ul className="mt-2 list-disc pl-5 text-slate-700">
              {counts.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <LinkButton to={applicantsPath(vacancy.id)} variant="secondary" className="mt-3">
              Review the applicants
            </LinkButton>
          </>
        )}
      </section>
      {vacancy.status === 'closed' ? null : <SuggestedProfessionals vacancy={vacancy} />}
      <section aria-labelledby="vacancy-timeline" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="vacancy-timeline" className="font-semibold text-lg text-slate-900">
          Timeline
        </h2>
        <ol className="mt-2 flex flex-col gap-2" aria-label="Timeline">
          {(vacancy.timeline ?? []).map((event) => (
            <li key={`${event.at}-${event.kind}`} className="flex flex-col text-sm sm:flex-row sm:gap-3">
              <time dateTime={event.at} className="shrink-0 text-slate-600">
                {formatDateTime(event.at)}
              </time>
              <span className="text-slate-900">{vacancyEventText(event)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
