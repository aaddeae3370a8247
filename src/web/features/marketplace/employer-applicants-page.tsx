import { vacancyStatusLabels } from '../../../shared/marketplace/vacancy.constants';
import { LinkButton } from '../../components/ui/link-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVacancyApplicants } from './api/get-vacancy-applicants';
import { ApplicantCard } from './components/applicant-card';
import { VacancyPageFrame, vacancyQueryState } from './components/vacancy-page-frame';
import { useOrganisationAccess } from './hooks/use-organisation-access';
import { applicantsInOrder } from './model/applicant-display';
import { vacancyPath } from './model/vacancy-display';

/** A vacancy's applicants, each with exactly what applying shared (docs/product/jobs.md#reviewing-applicants). */
export function EmployerApplicantsPage({ id }: { id: string }) {
  const { closedMessage, mayAsk } = useOrganisationAccess();
  const query = useVacancyApplicants(id, { enabled: mayAsk });
  const vacancy = query.data?.vacancy;
  useDocumentTitle(vacancy ? `Applicants: ${vacancy.title}` : 'Applicants');
  const state = vacancyQueryState(query, {
    closedMessage,
    loading: 'Loading the applicants...',
    failed: 'Failed to load the applicants. Please try again.',
  });
  const applicants = applicantsInOrder(query.data?.applicants ?? []);
  return (
    <VacancyPageFrame
      title={vacancy ? `Applicants: ${vacancy.title}` : 'Applicants'}
      intro={
        vacancy ? (
          <p>
            {vacancyStatusLabels[vacancy.status]} vacancy. Each applicant shares their details with your
            organisation for this job until they withdraw or you decline. Shortlisting is for you only; the
            professional is not told.
          </p>
        ) : undefined
      }
      aside={
        <LinkButton to={vacancyPath(id)} variant="secondary" className="self-start">
          Back to the vacancy
        </LinkButton>
      }
    >
      {state ??
        (applicants.length === 0 ? (
          <div className="rounded-xl border border-slate-300 border-dashed p-6">
            <p className="font-semibold text-slate-900">No applicants yet</p>
            <p className="mt-1 text-slate-700">
              When a professional applies for this job on the jobs board, they appear here with what they
              shared.
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            {applicants.map((applicant) => (
              <ApplicantCard key={applicant.id} applicant={applicant} />
            ))}
          </div>
        ))}
    </VacancyPageFrame>
  );
}
