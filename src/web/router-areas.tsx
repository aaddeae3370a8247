import type { RouteObject } from 'react-router';
import { paths } from '../shared/routing/paths';
import { lazyDashboard } from './lib/lazy-dashboard';
import { lazyPage } from './lib/lazy-page';
import { adminSettingsPath } from './lib/notifications/notification-access';
import { accountSettingsPaths, type PlatformArea, twoFactorEnrolmentPath } from './lib/session/area-access';

const { platform } = paths;

/** What the route tree tells about a gate without loading it (tests read it). */
export interface GateHandle {
  gate: PlatformArea | 'master-admin';
}

function gateRoute(area: PlatformArea, children: RouteObject[]): RouteObject {
  const handle: GateHandle = { gate: area };
  return {
    handle,
    lazy: async () => {
      const { PlatformGate } = await import('./layouts/platform-gate');
      return { element: <PlatformGate area={area} /> };
    },
    children,
  };
}

function feedbackLayout(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('./features/feedback/feedback-survey')).FeedbackLayout }),
    children,
  };
}

function masterAdminRoute(): RouteObject {
  const handle: GateHandle = { gate: 'master-admin' };
  return {
    path: platform.masterAdmin,
    handle,
    lazy: async () => ({ Component: (await import('./layouts/platform-gate')).MasterAdminRedirect }),
  };
}

export function areaRoutes(): RouteObject[] {
  const candidateArea = lazyDashboard(
    () => import('./features/candidates/candidate-area-page'),
    (m) => m.CandidateAreaPage,
  );
  const employerArea = lazyDashboard(
    () => import('./features/marketplace/employer-area-page'),
    (m) => m.EmployerAreaPage,
  );
  const adminArea = lazyDashboard(
    () => import('./features/admin/admin-area-page'),
    (m) => m.AdminAreaPage,
  );
  const accountSettings = lazyDashboard(
    () => import('./features/accounts/account-settings-page'),
    (m) => m.AccountSettingsPage,
  );
  return [
    gateRoute('candidate', [
      {
        lazy: lazyPage(
          () => import('./features/accounts/consent-gate'),
          (m) => m.ConsentGate,
        ),
        children: [
          feedbackLayout([
            { path: platform.candidate, lazy: candidateArea },
            {
              path: platform.candidateRegister,
              lazy: lazyPage(
                () => import('./features/candidates/candidate-register-page'),
                (m) => m.CandidateRegisterPage,
              ),
            },
            {
              path: platform.candidateProfile,
              lazy: lazyDashboard(
                () => import('./features/candidates/candidate-profile-page'),
                (m) => m.CandidateProfilePage,
              ),
            },
            {
              path: platform.candidateOpportunities,
              lazy: lazyDashboard(
                () => import('./features/candidates/candidate-opportunities-page'),
                (m) => m.CandidateOpportunitiesPage,
              ),
            },
            {
              path: platform.candidateDocuments,
              lazy: lazyPage(
                () => import('./features/candidates/candidate-documents-page'),
                (m) => m.CandidateDocumentsPage,
              ),
            },
            { path: accountSettingsPaths.candidate, lazy: accountSettings },
            {
              // The apply page and the applications list too, without an entry of their own.
              path: `${platform.candidate}/*`,
              lazy: lazyDashboard(
                () => import('./features/candidates/candidate-area-rest'),
                (m) => m.CandidateAreaRest,
              ),
            },
          ]),
        ],
      },
    ]),
    gateRoute('employer', [
      feedbackLayout([
        { path: platform.employer, lazy: employerArea },
        {
          path: platform.employerRegister,
          lazy: lazyPage(
            () => import('./features/marketplace/employer-register-page'),
            (m) => m.EmployerRegisterPage,
          ),
        },
        {
          path: platform.employerSearch,
          lazy: lazyPage(
            () => import('./features/marketplace/employer-search-page'),
            (m) => m.EmployerSearchPage,
          ),
        },
        {
          path: platform.employerOpportunities,
          lazy: lazyPage(
            () => import('./features/marketplace/employer-opportunities-page'),
            (m) => m.EmployerOpportunitiesPage,
          ),
        },
        {
          // One lazy entry for the vacancy pages (the router's every entry weighs on each page's first load).
          path: `${platform.employerVacancies}/*`,
          lazy: lazyPage(
            () => import('./features/marketplace/employer-vacancies-area'),
            (m) => m.EmployerVacanciesArea,
          ),
        },
        { path: accountSettingsPaths.employer, lazy: accountSettings },
        { path: `${platform.employer}/*`, lazy: employerArea },
      ]),
    ]),
    gateRoute('community', [
      {
        path: platform.community,
        lazy: lazyPage(
          () => import('./features/community/community-page'),
          (m) => m.CommunityPage,
        ),
      },
    ]),
    gateRoute('admin', [
      { path: platform.admin, lazy: adminArea },
      {
        path: platform.adminAccounts,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-accounts-page'),
          (m) => m.AdminAccountsPage,
        ),
      },
      {
        path: platform.adminDocuments,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-documents-page'),
          (m) => m.AdminDocumentsPage,
        ),
      },
      {
        path: platform.adminFeedback,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-feedback-page'),
          (m) => m.AdminFeedbackPage,
        ),
      },
      {
        path: platform.adminModeration,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-moderation-page'),
          (m) => m.AdminModerationPage,
        ),
      },
      {
        path: platform.adminOrganisations,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-organisations-page'),
          (m) => m.AdminOrganisationsPage,
        ),
      },
      {
        path: platform.adminOpportunities,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-opportunities-page'),
          (m) => m.AdminOpportunitiesPage,
        ),
      },
      {
        path: platform.adminReimbursement,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-reimbursement-page'),
          (m) => m.AdminReimbursementPage,
        ),
      },
      {
        path: platform.adminSubmissions,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-submissions-page'),
          (m) => m.AdminSubmissionsPage,
        ),
      },
      {
        path: platform.adminMail,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-mail-page'),
          (m) => m.AdminMailPage,
        ),
      },
      {
        path: platform.adminAudit,
        lazy: lazyDashboard(
          () => import('./features/admin/admin-audit-page'),
          (m) => m.AdminAuditPage,
        ),
      },
      {
        path: platform.adminAnalytics,
        lazy: lazyDashboard(
          () => import('./features/admin/analytics/admin-analytics-page'),
          (m) => m.AdminAnalyticsPage,
        ),
      },
      // Admins have no other settings: this page holds their notification e-mails.
      { path: adminSettingsPath, lazy: accountSettings },
      {
        path: twoFactorEnrolmentPath,
        lazy: lazyPage(
          () => import('./features/admin/two-factor-setup-page'),
          (m) => m.TwoFactorSetupPage,
        ),
      },
      { path: `${platform.admin}/*`, lazy: adminArea },
    ]),
    masterAdminRoute(),
  ];
}

export function sessionRoutes(): RouteObject[] {
  const resetPassword = lazyPage(
    () => import('./features/accounts/reset-password-page'),
    (m) => m.ResetPasswordPage,
  );
  return [
    { path: paths.resetPassword, lazy: resetPassword },
    {
      path: platform.auth,
      lazy: lazyPage(
        () => import('./features/accounts/auth-page'),
        (m) => m.AuthPage,
      ),
    },
    { path: platform.resetPassword, lazy: resetPassword },
    {
      // Onboarding tours run in the signed-in areas only; one provider for all of them.
      id: 'tours',
      lazy: async () => ({ Component: (await import('./lib/tours/tour-provider')).TourRoot }),
      children: areaRoutes(),
    },
  ];
}
