import { jobPagePattern } from './data-pages';
import { paths } from './paths';

/**
 * The server preloads each public page's chunks with it, so they download together instead of one
 * import after another; router-page-modules.test.ts keeps this in step with src/web/public-pages.ts.
 */
export const publicPageModules: Readonly<Record<string, string>> = {
  [paths.home]: 'features/marketing/landing-page.tsx',
  [paths.contact]: 'features/marketing/contact-page.tsx',
  [paths.recruitment]: 'features/marketing/recruitment-page.tsx',
  [paths.privacy]: 'features/marketing/privacy-page.tsx',
  [paths.cookies]: 'features/marketing/cookies-page.tsx',
  [paths.terms]: 'features/marketing/terms-page.tsx',
  [paths.platform.landing]: 'features/landing/platform-landing-page.tsx',
  [paths.platform.about]: 'features/landing/about-page.tsx',
  [paths.platform.aboutAlias]: 'features/landing/about-page.tsx',
  [paths.platform.insights]: 'features/landing/insights-page.tsx',
};

/** The web module of the not-found page (pre-rendered, sent with status 404). */
export const notFoundPageModule = 'features/errors/not-found-page.tsx';

/**
 * Pages the server renders for each request from data (decision 041), by the route pattern that
 * names them; router-page-modules.test.ts keeps this in step with src/web/public-pages.ts.
 */
export const dataPageModules = {
  [paths.platform.jobs]: 'features/marketplace/jobs-board-page.tsx',
  [jobPagePattern]: 'features/marketplace/job-page.tsx',
} as const;
export type DataPagePattern = keyof typeof dataPageModules;

/** What public-start loads to hydrate a data page from the server's data, before the page's module. */
export const dataPagesModule = 'data-pages.tsx';
