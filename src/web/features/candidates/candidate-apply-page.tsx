import { CircleAlert, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { jobNotFoundMessage } from '../../../shared/marketplace/vacancy.constants';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { LoadError } from '../../components/ui/load-error';
import { LoadingState } from '../../components/ui/loading-state';
import { isApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useApplyPreview } from './api/get-apply-preview';
import { ApplyForm } from './components/apply-form';
import { JobSummary } from './components/job-summary';
import { isVacancyId } from './model/candidate-route';

const linkClasses = 'text-brand-800 underline';

/** A job that cannot be applied for: the board's own words (closed, or not found), and the way on. */
function Unavailable({ message }: { message: string }) {
  return (
    <Container className="flex max-w-3xl flex-col gap-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">You cannot apply for this job</h1>
      <p className="flex items-start gap-2 text-slate-700" role="note">
        <CircleAlert aria-hidden="true" className="mt-1 size-4 shrink-0" />
        {message}
      </p>
      <p>
        <Link to={paths.platform.candidateApplications} className={linkClasses}>
          My applications
        </Link>{' '}
        ·{' '}
        <Link to={paths.platform.candidate} className={linkClasses}>
          Your dashboard
        </Link>
      </p>
    </Container>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-slate-800">
      {children}
    </div>
  );
}

/** Apply in one step (docs/product/jobs.md#applications): the job, what is shared, a cover note, Apply. */
export function CandidateApplyPage({ vacancyId }: { vacancyId: string }) {
  useDocumentTitle('Apply for a job');
  const known = isVacancyId(vacancyId);
  const preview = useApplyPreview(known ? vacancyId : '');
  const navigate = useNavigate();
  if (!known) return <Unavailable message={jobNotFoundMessage} />;
  if (preview.isPending) return <LoadingState text="Loading the job..." />;
  if (preview.isError) {
    const { error } = preview;
    if (isApiError(error) && (error.status === 404 || error.status === 410))
      return <Unavailable message={error.message} />;
    return (
      <LoadError
        page
        message="Failed to load the job. Please try again."
        onRetry={() => void preview.refetch()}
      />
    );
  }
  const { job, sharedFields, cvIncluded, applicationId, registrationComplete, earlyAccess } = preview.data;

  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <p className="font-semibold text-brand-800">Apply for a job</p>
        <h1 className="break-words font-bold text-3xl text-slate-900 tracking-tight">{job.title}</h1>
        <p className="text-lg text-slate-700">
          {job.organisationName} · {job.postcodeDistrict}
        </p>
      </header>
      <JobSummary job={job} />
      {applicationId ? (
        <Notice>
          <p className="font-semibold">You have applied for this job.</p>
          <LinkButton to={paths.platform.candidateApplications} variant="secondary">
            Follow it in My applications
          </LinkButton>
        </Notice>
      ) : earlyAccess && !earlyAccess.canApplyNow ? (
        <Notice>
          <p className="flex items-start gap-2 font-semibold" role="note">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {earlyAccess.note}
          </p>
          <p>
            Its first days are for Active Job Seekers whose profile unlocks Exclusive opportunity access. You
            can apply from that day.
          </p>
          <LinkButton to={paths.platform.candidate} variant="secondary">
            See your profile benefits
          </LinkButton>
        </Notice>
      ) : !registrationComplete ? (
        <Notice>
          <p>
            Before you apply, please complete your professional profile: your role and where you can work.
          </p>
          <LinkButton to={paths.platform.candidateRegister}>Complete your profile</LinkButton>
        </Notice>
      ) : (
        <>
          {earlyAccess ? (
            <p className="flex items-start gap-2 rounded-md bg-emerald-50 p-3 text-emerald-900" role="note">
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
              {earlyAccess.note}
            </p>
          ) : null}
          <ApplyForm
            vacancyId={job.id}
            organisationName={job.organisationName}
            sharedFields={sharedFields}
            cvIncluded={cvIncluded}
            onApplied={() => {
              notify.success('Application sent', {
                description: `${job.organisationName} can now see what you shared.`,
              });
              void navigate(paths.platform.candidateApplications);
            }}
          />
        </>
      )}
    </Container>
  );
}
