import { Link } from 'react-router';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LoadError } from '../../components/ui/load-error';
import { InlineLoading } from '../../components/ui/loading-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateApplications } from './api/get-applications';
import { CandidateApplicationCard } from './components/candidate-application-card';

/** Every job the candidate applied for, newest first, with its stage and timeline. */
export function CandidateApplicationsPage() {
  useDocumentTitle('My applications');
  const query = useCandidateApplications();
  const applications = query.data?.applications ?? [];
  return (
    <Container className="flex max-w-4xl flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">My applications</h1>
        <p className="text-slate-600">
          Each organisation sees what you shared for the job you applied for, until you withdraw the
          application.{' '}
          <Link to={paths.platform.candidate} className="text-brand-800 underline">
            Back to your dashboard
          </Link>
        </p>
      </header>
      {query.isPending ? (
        <InlineLoading text="Loading your applications..." />
      ) : query.isError ? (
        <LoadError message="Failed to load your applications." onRetry={() => void query.refetch()} />
      ) : applications.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-300 border-dashed p-6">
          <p className="font-semibold text-slate-900">You have not applied for any jobs yet</p>
          <p className="text-slate-700">
            When you apply for a job on the ARRS Place jobs board, it appears here with its stage.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {applications.map((application) => (
            <CandidateApplicationCard key={application.id} application={application} />
          ))}
        </div>
      )}
    </Container>
  );
}
