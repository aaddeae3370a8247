import { paths } from './paths';

/**
 * The web module (relative to src/web) of each public page. The server preloads its built chunks
 * with the page (`<link rel="modulepreload">`), so they download beside the entry script instead of
 * after it has run. src/web/router.tsx imports the same modules; a test there keeps both in step.
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
