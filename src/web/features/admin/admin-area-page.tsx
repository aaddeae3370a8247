import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboardCountKey } from '../../../shared/admin/dashboard.schemas';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LoadError } from '../../components/ui/load-error';
import { LoadingState } from '../../components/ui/loading-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AnalyticsHeadline } from './analytics/analytics-headline';
import { useAdminDashboard } from './api/admin-dashboard';
import { AdminPageHeader } from './components/admin-page-header';

interface QueueTile {
  key: AdminDashboardCountKey;
  label: string;
  to: string;
}

const queues: readonly QueueTile[] = [
  { key: 'pendingAccounts', label: 'Accounts awaiting approval', to: paths.platform.adminAccounts },
  { key: 'organisationsToVerify', label: 'Organisations to verify', to: paths.platform.adminOrganisations },
  { key: 'documentsToVerify', label: 'Documents to verify', to: paths.platform.adminDocuments },
  { key: 'newContactSubmissions', label: 'New contact submissions', to: paths.platform.adminSubmissions },
  {
    key: 'newRecruitmentSubmissions',
    label: 'New recruitment submissions',
    to: paths.platform.adminSubmissions,
  },
  { key: 'openReports', label: 'Open content reports', to: paths.platform.adminModeration },
  {
    key: 'opportunitiesAwaitingIntroduction',
    label: 'Opportunities awaiting introduction',
    to: paths.platform.adminOpportunities,
  },
  { key: 'deadLetters', label: 'Undeliverable e-mails', to: paths.platform.adminMail },
];

const lastSevenDays: ReactNode = <AnalyticsHeadline />;

export function AdminAreaPage() {
  useDocumentTitle('Admin dashboard');
  const dashboard = useAdminDashboard();
  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Admin dashboard">
        What is waiting for an administrator, queue by queue.
      </AdminPageHeader>
      <section aria-labelledby="dashboard-queues" className="flex flex-col gap-4">
        <h2 id="dashboard-queues" className="font-semibold text-slate-900 text-xl">
          Queues
        </h2>
        {dashboard.isPending ? (
          <LoadingState text="Loading dashboard..." />
        ) : dashboard.isError ? (
          <LoadError
            message="Failed to load the dashboard. Please try again."
            onRetry={() => void dashboard.refetch()}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {queues.map((queue) => (
              <li key={queue.key}>
                <QueueCount count={dashboard.data[queue.key]} label={queue.label} to={queue.to} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {lastSevenDays ? (
        <section aria-labelledby="dashboard-last-7-days" className="flex flex-col gap-4">
          <h2 id="dashboard-last-7-days" className="font-semibold text-slate-900 text-xl">
            Last 7 days
          </h2>
          {lastSevenDays}
        </section>
      ) : null}
    </Container>
  );
}

function QueueCount({ count, label, to }: { count: number; label: string; to: string }) {
  const body = (
    <>
      <span className="font-bold text-3xl text-slate-900 tabular-nums">{count}</span>
      <span className="font-medium text-slate-700 text-sm">{label}</span>
    </>
  );
  const classes = 'flex h-full min-h-24 flex-col gap-1 rounded-lg border p-4';
  return (
    <Link
      to={to}
      className={`${classes} border-slate-300 hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${count > 0 ? 'border-l-4 border-l-brand-700' : ''}`}
    >
      {body}
    </Link>
  );
}
