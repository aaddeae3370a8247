import type { ComponentType } from 'react';
import { normalisePathname, paths } from '../shared/routing/paths';
import { lazyPage } from './lib/lazy-page';

/** A page's code, loaded on demand. */
export interface PageCode {
  /** Imports the page's module and gives its component. */
  load: () => Promise<ComponentType>;
  /**
   * The router's `lazy` for the page, also what hydrates a pre-rendered one (public-start.tsx): the
   * component, or when its code failed to load an element that shows the error screen and can retry
   * (lib/lazy-page).
   */
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

/**
 * The public pages: pre-rendered at build time and hydrated without the router (public-app.tsx),
 * and the same pages inside the app's router (router.tsx). The server's list of their modules
 * (shared/routing/page-modules.ts) is kept in step by router-page-modules.test.ts.
 */
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

/** The public page at `pathname`, or undefined when it is not one. */
export function publicPageAt(pathname: string): PageCode | undefined {
  return publicPages[normalisePathname(pathname)];
}
