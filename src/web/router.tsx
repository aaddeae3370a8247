import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { legacyRedirects, paths } from '../shared/routing/paths';
import type { Site } from '../shared/routing/site';
import { AppHydrateFallback, AppLoadingScreen } from './features/errors/app-loading-screen';
import { PageErrorBoundary, RootErrorBoundary } from './features/errors/error-screen';
import { MasterAdminRedirect, PlatformGate } from './layouts/platform-gate';
import { SiteLayout } from './layouts/site-layout';
import { lazyDashboard } from './lib/lazy-dashboard';
import { lazyPage } from './lib/lazy-page';
import { accountSettingsPaths, twoFactorEnrolmentPath } from './lib/session/area-access';

const { platform } = paths;

/**
 * A client-side redirect that replaces the history entry of the path it leaves, so Back never
 * lands on it again (the server answers a fresh load of these paths with a 302 itself).
 */
function redirectRoute(path: string, to: string): RouteObject {
  return { path, element: <Navigate to={to} replace /> };
}

/** The consultancy host shows its landing page at '/'; the marketplace host sends it to /arrsplace. */
function homeRoute(site: Site): RouteObject {
  if (site === 'marketplace') return redirectRoute(paths.home, platform.landing);
  return {
    path: paths.home,
    lazy: lazyPage(() => import('./features/marketing/landing-page').then((m) => m.LandingPage)),
  };
}

/** The signed-in areas (spec §2.1, §2.2): each behind its gate; dashboards load behind 'Loading dashboard...'. */
function areaRoutes(): RouteObject[] {
  const candidateArea = lazyDashboard(() =>
    import('./features/candidate/candidate-area-page').then((m) => m.CandidateAreaPage),
  );
  const employerArea = lazyDashboard(() =>
    import('./features/employer/employer-area-page').then((m) => m.EmployerAreaPage),
  );
  const adminArea = lazyDashboard(() =>
    import('./features/admin/admin-area-page').then((m) => m.AdminAreaPage),
  );
  const accountSettings = lazyDashboard(() =>
    import('./features/account/account-settings-page').then((m) => m.AccountSettingsPage),
  );
  return [
    {
      element: <PlatformGate area="candidate" />,
      children: [
        {
          lazy: lazyPage(() => import('./features/account/consent-gate').then((m) => m.ConsentGate)),
          children: [
            { path: platform.candidate, lazy: candidateArea },
            {
              path: platform.candidateRegister,
              lazy: lazyPage(() =>
                import('./features/candidate/candidate-register-page').then((m) => m.CandidateRegisterPage),
              ),
            },
            {
              path: platform.candidateDocuments,
              lazy: lazyPage(() =>
                import('./features/candidate/candidate-documents-page').then((m) => m.CandidateDocumentsPage),
              ),
            },
            { path: accountSettingsPaths.candidate, lazy: accountSettings },
            { path: `${platform.candidate}/*`, lazy: candidateArea },
          ],
        },
      ],
    },
    {
      element: <PlatformGate area="employer" />,
      children: [
        { path: platform.employer, lazy: employerArea },
        {
          path: platform.employerRegister,
          lazy: lazyPage(() =>
            import('./features/employer/employer-register-page').then((m) => m.EmployerRegisterPage),
          ),
        },
        { path: accountSettingsPaths.employer, lazy: accountSettings },
        { path: `${platform.employer}/*`, lazy: employerArea },
      ],
    },
    {
      element: <PlatformGate area="community" />,
      children: [
        {
          path: platform.community,
          lazy: lazyPage(() => import('./features/community/community-page').then((m) => m.CommunityPage)),
        },
      ],
    },
    {
      element: <PlatformGate area="admin" />,
      children: [
        {
          path: platform.admin,
          lazy: lazyDashboard(() =>
            import('./features/admin/admin-accounts-page').then((m) => m.AdminAccountsPage),
          ),
        },
        {
          path: twoFactorEnrolmentPath,
          lazy: lazyPage(() =>
            import('./features/admin/two-factor-setup-page').then((m) => m.TwoFactorSetupPage),
          ),
        },
        { path: `${platform.admin}/*`, lazy: adminArea },
      ],
    },
    { path: platform.masterAdmin, element: <MasterAdminRedirect /> },
  ];
}

function pageRoutes(site: Site): RouteObject[] {
  const resetPassword = lazyPage(() =>
    import('./features/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  );
  const about = lazyPage(() => import('./features/landing/about-page').then((m) => m.AboutPage));

  return [
    homeRoute(site),
    {
      path: paths.contact,
      lazy: lazyPage(() => import('./features/marketing/contact-page').then((m) => m.ContactPage)),
    },
    {
      path: paths.recruitment,
      lazy: lazyPage(() => import('./features/marketing/recruitment-page').then((m) => m.RecruitmentPage)),
    },
    {
      path: paths.privacy,
      lazy: lazyPage(() => import('./features/marketing/privacy-page').then((m) => m.PrivacyPage)),
    },
    {
      path: paths.cookies,
      lazy: lazyPage(() => import('./features/marketing/cookies-page').then((m) => m.CookiesPage)),
    },
    {
      path: paths.terms,
      lazy: lazyPage(() => import('./features/marketing/terms-page').then((m) => m.TermsPage)),
    },
    { path: paths.resetPassword, lazy: resetPassword },
    ...Object.entries(legacyRedirects).map(([from, to]) => redirectRoute(from, to)),
    {
      path: platform.landing,
      lazy: lazyPage(() =>
        import('./features/landing/platform-landing-page').then((m) => m.PlatformLandingPage),
      ),
    },
    {
      path: platform.auth,
      lazy: lazyPage(() => import('./features/auth/auth-page').then((m) => m.AuthPage)),
    },
    { path: platform.resetPassword, lazy: resetPassword },
    { path: platform.about, lazy: about },
    { path: platform.aboutAlias, lazy: about },
    {
      path: platform.insights,
      lazy: lazyPage(() => import('./features/landing/insights-page').then((m) => m.InsightsPage)),
    },
    ...areaRoutes(),
    {
      path: '*',
      lazy: lazyPage(() => import('./features/errors/not-found-page').then((m) => m.NotFoundPage)),
    },
  ];
}

/** Every page of spec §2.1, each loaded on demand, inside the site layout and its error boundaries. */
export function buildRoutes(site: Site): RouteObject[] {
  return [
    {
      id: 'root',
      element: <SiteLayout fallback={<AppLoadingScreen />} />,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppHydrateFallback,
      children: [{ id: 'pages', ErrorBoundary: PageErrorBoundary, children: pageRoutes(site) }],
    },
  ];
}

export function createAppRouter(site: Site) {
  return createBrowserRouter(buildRoutes(site));
}
