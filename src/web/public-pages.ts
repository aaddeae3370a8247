import type { ComponentType } from 'react';
import { normalisePathname, paths } from '../shared/routing/paths';
import { lazyPage } from './lib/lazy-page';

export interface PageCode {
  load: () => Promise<ComponentType>;
  /** The router's `lazy`, also what hydrates a pre-rendered page; a failed load shows the error screen. */
  lazy: ReturnType<typeof lazyPage>;
}

function pageCode<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageCode {
  return {
    load: () => load().then(pick),
    lazy: lazyPage(load, pick),
  };
}

const { platform } = paths;

const aboutPage = pageCode(
  () => import('./features/landing/about-page'),
  (m) => m.AboutPage,
);

/** router-page-modules.test.ts keeps this in step with the server's shared/routing/page-modules.ts. */
export const publicPages: Readonly<Record<string, PageCode>> = {
  [paths.home]: pageCode(
    () => import('./features/marketing/landing-page'),
    (m) => m.LandingPage,
  ),
  [paths.contact]: pageCode(
    () => import('./features/marketing/contact-page'),
    (m) => m.ContactPage,
  ),
  [paths.recruitment]: pageCode(
    () => import('./features/marketing/recruitment-page'),
    (m) => m.RecruitmentPage,
  ),
  [paths.privacy]: pageCode(
    () => import('./features/marketing/privacy-page'),
    (m) => m.PrivacyPage,
  ),
  [paths.cookies]: pageCode(
    () => import('./features/marketing/cookies-page'),
    (m) => m.CookiesPage,
  ),
  [paths.terms]: pageCode(
    () => import('./features/marketing/terms-page'),
    (m) => m.TermsPage,
  ),
  [platform.landing]: pageCode(
    () => import('./features/landing/platform-landing-page'),
    (m) => m.PlatformLandingPage,
  ),
  [platform.about]: aboutPage,
  [platform.aboutAlias]: aboutPage,
  [platform.insights]: pageCode(
    () => import('./features/landing/insights-page'),
    (m) => m.InsightsPage,
  ),
};

export const notFoundPage = pageCode(
  () => import('./features/errors/not-found-page'),
  (m) => m.NotFoundPage,
);

export function publicPageAt(pathname: string): PageCode | undefined {
  return publicPages[normalisePathname(pathname)];
}
