import type { RouteModules } from '../../scripts/bundle-weight';
import { dataPageModules, dataPagesModule, publicPageModules } from '../../src/shared/routing/page-modules';
import { paths } from '../../src/shared/routing/paths';

const { platform } = paths;

/**
 * The lazy routes every signed-in page sits in (src/web/router.tsx, router-areas.tsx): TanStack
 * Query and the session (session-root), the tour provider, the area's gate. The router loads all
 * of them, with the page, before the page renders.
 */
const signedIn = ['layouts/session-root.tsx', 'lib/tours/tour-provider.tsx', 'layouts/platform-gate.tsx'];
/** Candidate and employer pages also sit in the feedback survey's layout; candidates' in the consent gate. */
const feedback = 'features/feedback/feedback-survey.tsx';

/**
 * Each signed-in area's main route and its modules, in the order the router nests them. Keep in
 * step with src/web/router-areas.tsx (a renamed module fails the check: it is not in the manifest).
 */
export const signedInRouteModules: readonly RouteModules[] = [
  {
    route: platform.candidate,
    start: 'app',
    modules: [
      ...signedIn,
      'features/accounts/consent-gate.tsx',
      feedback,
      'features/candidates/candidate-area-page.tsx',
    ],
  },
  {
    route: platform.employer,
    start: 'app',
    modules: [...signedIn, feedback, 'features/marketplace/employer-area-page.tsx'],
  },
  {
    route: platform.community,
    start: 'app',
    modules: [...signedIn, 'features/community/community-page.tsx'],
  },
  { route: platform.admin, start: 'app', modules: [...signedIn, 'features/admin/admin-area-page.tsx'] },
];

/** Every public page (src/shared/routing/page-modules.ts), hydrated by public-start, and its module. */
export const publicRouteModules: readonly RouteModules[] = Object.entries(publicPageModules).map(
  ([route, module]) => ({ route, start: 'public', modules: [module] }),
);

/**
 * Every page rendered per request from data (decision 041): hydrated by public-start, through the
 * module that reads the server's data (data-pages.tsx), and its module.
 */
export const dataRouteModules: readonly RouteModules[] = Object.entries(dataPageModules).map(
  ([route, module]) => ({ route, start: 'public', modules: [dataPagesModule, module] }),
);

/** The routes whose initial JavaScript bench/budgets.json budgets. */
export const budgetedRoutes: readonly RouteModules[] = [
  ...publicRouteModules,
  ...dataRouteModules,
  ...signedInRouteModules,
];
