import { paths } from './paths';

/**
 * The web module (relative to src/web) of each public page. The server preloads its built chunks
 * with the page (web main.tsx preloads what `<meta name="app-chunks">` names), so they download
 * together instead of one import after another. src/web/public-pages.ts imports the same modules;
 * src/web/router-page-modules.test.ts keeps both in step.
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
