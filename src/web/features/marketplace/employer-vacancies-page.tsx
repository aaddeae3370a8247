import { BriefcaseBusiness, Plus } from 'lucide-react';
import { paths } from '../../../shared/routing/paths';
import { LinkButton } from '../../components/ui/link-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVacancies } from './api/get-vacancies';
import { VacancyCard } from './components/vacancy-card';
import { VacancyPageFrame, vacancyQueryState } from './components/vacancy-page-frame';
import { useOrganisationAccess } from './hooks/use-organisation-access';

export const vacanciesLoadErrorMessage = 'Failed to load your vacancies. Please try again.';
export const newVacancyPath = `${paths.platform.employerVacancies}/new`;

function CreateButton({ variant }: { variant?: 'secondary' }) {
  return (
    <LinkButton to={newVacancyPath} variant={variant} className="self-start">
      <Plus aria-hidden="true" className="size-4" />
      Create a vacancy
    </LinkButton>
  );
}

/** The organisation's job adverts, newest first, each with its applicants by stage. */
export function EmployerVacanciesPage() {
  useDocumentTitle('Your vacancies');
  const { closedMessage, mayAsk } = useOrganisationAccess();
  const query = useVacancies({ enabled: mayAsk });
  const state = vacancyQueryState(query, {
    closedMessage,
    loading: 'Loading vacancies...',
    failed: vacanciesLoadErrorMessage,
  });
  const vacancies = query.data?.vacancies ?? [];

  return (
    <VacancyPageFrame
      title="Your vacancies"
      intro="Advertise a job: save it as a draft, open it when it is ready, pause it for a while, and close it once filled."
      aside={vacancies.length > 0 ? <CreateButton variant="secondary" /> : null}
    >
      {state ??
        (vacancies.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-300 border-dashed bg-white px-6 py-12 text-center">
            <BriefcaseBusiness aria-hidden="true" className="size-10 text-slate-400" />
            <h2 className="font-semibold text-lg text-slate-900">You have no vacancies yet</h2>
            <p className="max-w-md text-slate-600">
              Create a vacancy for a role you need to fill: professionals see it once you open it.
            </p>
            <CreateButton />
          </div>
        ) : (
          <ul className="flex flex-col gap-4" aria-label="Vacancies">
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <VacancyCard vacancy={vacancy} />
              </li>
            ))}
          </ul>
        ))}
    </VacancyPageFrame>
  );
}
