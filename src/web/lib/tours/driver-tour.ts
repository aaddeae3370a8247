import { type DriveStep, driver } from 'driver.js';
import 'driver.js/dist/driver.css';
import './tour-theme.css';
import { reducedMotionQuery } from '../hash-scroll';
import type { TourDefinition, TourStep } from './tour-definitions';
import type { TourSession } from './tour-manager';

/* Imported on demand with driver.js and its CSS, so pages without a tour never download them. */

/** driver.js writes titles and descriptions with innerHTML; ours are plain text, kept that way. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function toDriveStep(step: TourStep): DriveStep {
  return {
    element: step.element,
    popover: {
      title: escapeHtml(step.title),
      description: escapeHtml(step.description),
      ...(step.side ? { side: step.side } : {}),
    },
  };
}

function focusable(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.isConnected && element !== document.body;
}

/** Else to the page's main region, so keyboard users never end up on a detached popover button. */
function restoreFocus(previous: Element | null) {
  if (focusable(previous)) {
    previous.focus({ preventScroll: true });
    return;
  }
  const main = document.getElementById('main');
  if (main && (document.activeElement === null || document.activeElement === document.body)) {
    main.focus({ preventScroll: true });
  }
}

export function launchDriverTour(definition: TourDefinition, onEnd: (byUser: boolean) => void): TourSession {
  const previousFocus = document.activeElement;
  const reducedMotion = window.matchMedia(reducedMotionQuery).matches;
  let ended = false;
  const finish = (byUser: boolean) => {
    if (ended) return;
    ended = true;
    restoreFocus(previousFocus);
    onEnd(byUser);
  };
  const tour = driver({
    steps: definition.steps.map(toDriveStep),
    animate: !reducedMotion,
    smoothScroll: !reducedMotion,
    allowClose: true,
    allowKeyboardControl: true,
    // A step whose element is not on the page (e.g. the side column on a narrow screen) is skipped.
    skipMissingElement: true,
    showProgress: true,
    progressText: 'Step {{current}} of {{total}}',
    nextBtnText: 'Next',
    prevBtnText: 'Back',
    doneBtnText: 'Finish',
    popoverClass: 'arrs-tour',
    overlayOpacity: 0.5,
    stagePadding: 6,
    stageRadius: 8,
    onPopoverRender: (popover) => {
      popover.closeButton.setAttribute('aria-label', 'Close tour');
      popover.closeButton.setAttribute('title', 'Close tour (Esc)');
    },
    // Every ending the user causes (Finish, the close button, Escape, a click outside) comes here;
    // finishing and skipping both count as completed.
    onDestroyStarted: () => {
      tour.destroy();
      finish(true);
    },
  });
  tour.drive();
  return {
    destroy: () => {
      if (ended) return;
      tour.destroy();
      finish(false);
    },
  };
}
