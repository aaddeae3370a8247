import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { MeResponse } from '../../../shared/accounts/account-api';
import { notify } from '../notify';
import { useMe } from '../session/get-me';
import { tourFirstElement } from './tour-catalogue';
import { findTourElement, waitForTourElement } from './tour-elements';
import { createTourManager, type TourManager } from './tour-manager';
import { isBlockedTourPath, routeTourFor, tourMessages, tourTimings } from './tour-rules';
import { browserTimers } from './tour-timers';
import { TourManagerContext } from './tours-context';
import { saveTourCompletion } from './update-tour-completion';

const loadingToastId = 'tour-loading';
/** An open header menu or notification list (`data-opens-over-page` on its toggle), or a modal dialog. */
const overlaySelector =
  '[data-opens-over-page][aria-expanded="true"], [role="dialog"][aria-modal="true"], dialog[open]';

function createBrowserTourManager(queryClient: QueryClient, me: { current: MeResponse | null | undefined }) {
  return createTourManager({
    firstElement: tourFirstElement,
    // The steps' texts are a chunk of their own, kept out of the signed-in pages' initial JavaScript.
    loadDefinition: async (name) => (await import('./tour-definitions')).findTourDefinition(name),
    role: () => me.current?.profile.role ?? null,
    isCompleted: (name) => me.current?.profile.onboardingToursCompleted[name] === true,
    currentPath: () => window.location.pathname,
    hasElement: (selector) => findTourElement(selector) !== null,
    waitForElement: waitForTourElement,
    overlayOpen: () => document.querySelector(overlaySelector) !== null,
    prepare: async () => {
      await import('./driver-tour');
    },
    launch: async (definition, onEnd) => {
      const { launchDriverTour } = await import('./driver-tour');
      return launchDriverTour(definition, onEnd);
    },
    saveCompletion: (name, completed) => saveTourCompletion(queryClient, name, completed),
    feedback: {
      loading: () =>
        notify.message(tourMessages.loadingTitle, {
          id: loadingToastId,
          description: tourMessages.loadingDescription,
          duration: tourTimings.elementTimeoutMs,
        }),
      loaded: () => notify.dismiss(loadingToastId),
      failed: () => notify.error(tourMessages.failedToStart),
    },
    timers: browserTimers,
  });
}

/** Route tours by docs/product/accounts.md#onboarding-tours; tours stop when the user leaves the page. */
export function TourProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const meRef = useRef(me.data);
  useEffect(() => {
    meRef.current = me.data;
  }, [me.data]);
  const [manager] = useState<TourManager>(() => createBrowserTourManager(queryClient, meRef));
  const { pathname } = useLocation();
  const role = me.data?.profile.role ?? null;

  // Tours belong to the page they started on: leaving it (or signing out) stops them, and none
  // runs on a blocked page.
  useEffect(() => {
    if (isBlockedTourPath(pathname)) manager.stopAll();
    return () => manager.stopAll();
  }, [manager, pathname]);

  useEffect(() => {
    const tour = routeTourFor(pathname);
    if (!tour || !role) return undefined;
    return manager.scheduleTour(tour, tourTimings.routeDelayMs);
  }, [manager, pathname, role]);

  return <TourManagerContext.Provider value={manager}>{children}</TourManagerContext.Provider>;
}

/** The pathless route around the signed-in areas (router-areas.tsx): mounts the provider once. */
export function TourRoot() {
  return (
    <TourProvider>
      <Outlet />
    </TourProvider>
  );
}
