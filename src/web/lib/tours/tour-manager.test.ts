import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../shared/accounts/roles';
import type { TourDefinition } from './tour-definitions';
import { createTourManager, type TourManagerDeps } from './tour-manager';
import { browserTimers } from './tour-timers';
import { waitForElement } from './wait-for-element';

const definitions: Record<string, TourDefinition> = {
  candidate_community_tour: {
    name: 'candidate_community_tour',
    steps: [{ element: '#header', title: 'Welcome', description: 'The community.' }],
  },
  candidate_main_tour: {
    name: 'candidate_main_tour',
    steps: [{ element: '#dashboard', title: 'Dashboard', description: 'Your area.' }],
  },
};

/** A fake page and session: elements appear when the test says, tours end when it says. */
function setup(
  options: { role?: Role | null; completed?: string[]; path?: string; present?: string[] } = {},
) {
  const page = {
    path: options.path ?? '/arrsplace/community',
    elements: new Set(options.present ?? []),
    completed: new Set(options.completed ?? []),
    overlayOpen: false,
  };
  const shown: { name: string; end: (byUser: boolean) => void; destroyed: boolean }[] = [];
  const deps: TourManagerDeps = {
    firstElement: (name) => definitions[name]?.steps[0]?.element,
    loadDefinition: vi.fn(async (name: string) => definitions[name]),
    role: () => (options.role === undefined ? 'candidate' : options.role),
    isCompleted: (name) => page.completed.has(name),
    currentPath: () => page.path,
    hasElement: (selector) => page.elements.has(selector),
    overlayOpen: () => page.overlayOpen,
    waitForElement: async (selector, signal) =>
      (await waitForElement(() => page.elements.has(selector) || null, {
        intervalMs: 400,
        maxAttempts: 40,
        timeoutMs: 12_000,
        timers: browserTimers,
        signal,
      })) !== null,
    prepare: async () => undefined,
    launch: async (definition, onEnd) => {
      const entry = { name: definition.name, end: onEnd, destroyed: false };
      shown.push(entry);
      return {
        destroy: () => {
          entry.destroyed = true;
          onEnd(false);
        },
      };
    },
    saveCompletion: vi.fn(async (name: string, completed: boolean) => {
      if (completed) page.completed.add(name);
      else page.completed.delete(name);
    }),
    feedback: { loading: vi.fn(), loaded: vi.fn(), failed: vi.fn() },
    timers: browserTimers,
  };
  const manager = createTourManager(deps);
  const statuses: string[] = [];
  manager.subscribe(() => statuses.push(manager.getState().status));
  return { manager, page, shown, deps, statuses };
}

describe('tour manager', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a tour once its first element is there, then records completion when the user ends it', async () => {
    const { manager, page, shown, deps, statuses } = setup();
    const started = manager.startTour('candidate_community_tour');
    expect(manager.getState()).toMatchObject({ status: 'loading', tourName: 'candidate_community_tour' });
    expect(deps.feedback.loading).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(800);
    page.elements.add('#header');
    await vi.advanceTimersByTimeAsync(400);
    await expect(started).resolves.toBe(true);
    expect(manager.getState().status).toBe('active');
    expect(deps.feedback.loaded).toHaveBeenCalledTimes(1);
    shown[0]?.end(true);
    expect(manager.getState()).toEqual({ status: 'inactive', tourName: null, error: null });
    expect(deps.saveCompletion).toHaveBeenCalledWith('candidate_community_tour', true);
    expect(statuses).toEqual(['loading', 'active', 'inactive']);
  });

  it('gives the role prefix to a bare tour name, and shows no loading toast when elements are ready', async () => {
    const { manager, shown, deps } = setup({ role: 'candidate', present: ['#header'] });
    await expect(manager.startTour('community_tour')).resolves.toBe(true);
    expect(shown.map((entry) => entry.name)).toEqual(['candidate_community_tour']);
    expect(deps.feedback.loading).not.toHaveBeenCalled();
  });

  it('fails after 12 s without the element, with the failure message and no automatic toast', async () => {
    const { manager, deps } = setup();
    const started = manager.startTour('candidate_community_tour');
    await vi.advanceTimersByTimeAsync(12_000);
    await expect(started).resolves.toBe(false);
    expect(manager.getState()).toEqual({
      status: 'inactive',
      tourName: null,
      error: 'Failed to start tour. Please try again.',
    });
    expect(deps.feedback.failed).not.toHaveBeenCalled();
    expect(deps.feedback.loaded).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown tours and blocked pages at once', async () => {
    const { manager, shown } = setup({ present: ['#header'] });
    await expect(manager.startTour('candidate_unknown_tour')).resolves.toBe(false);
    expect(manager.getState().error).toBe('Failed to start tour. Please try again.');
    const blocked = setup({ path: '/arrsplace/auth', present: ['#header'] });
    await expect(blocked.manager.startTour('candidate_community_tour')).resolves.toBe(false);
    expect(shown).toEqual([]);
    expect(blocked.shown).toEqual([]);
  });

  it('replays a completed tour when asked, but does not start it by itself', async () => {
    const { manager, shown } = setup({ present: ['#header'], completed: ['candidate_community_tour'] });
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown).toEqual([]);
    await expect(manager.startTour('community_tour')).resolves.toBe(true);
    expect(shown).toHaveLength(1);
  });

  it('starts a route tour after its delay, once per session; a reset lets it start again', async () => {
    const { manager, shown, deps } = setup({ present: ['#header'] });
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(1499);
    expect(shown).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toHaveLength(1);
    // Stopped by navigation: not completed, yet not started by itself again in this session.
    manager.stopAll();
    expect(shown[0]?.destroyed).toBe(true);
    expect(deps.saveCompletion).not.toHaveBeenCalled();
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(1500);
    expect(shown).toHaveLength(1);
    await manager.resetTour('community_tour');
    expect(deps.saveCompletion).toHaveBeenCalledWith('candidate_community_tour', false);
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(1500);
    expect(shown).toHaveLength(2);
  });

  it('starts a tour by itself only once no menu or dialog is open; one the user asks for starts at once', async () => {
    const { manager, page, shown } = setup({ present: ['#header', '#dashboard'] });
    page.overlayOpen = true;
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(6000);
    expect(shown).toHaveLength(0);
    expect(manager.getState().status).toBe('loading');
    page.overlayOpen = false;
    await vi.advanceTimersByTimeAsync(400);
    expect(shown.map((tour) => tour.name)).toEqual(['candidate_community_tour']);
    manager.stopAll();
    page.overlayOpen = true;
    expect(await manager.startTour('main_tour')).toBe(true);
    expect(shown.map((tour) => tour.name)).toEqual(['candidate_community_tour', 'candidate_main_tour']);
  });

  it('leaving the page stops a tour that waits for a menu to close', async () => {
    const { manager, page, shown, deps } = setup({ present: ['#header'] });
    page.overlayOpen = true;
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(3000);
    manager.stopAll();
    page.overlayOpen = false;
    await vi.advanceTimersByTimeAsync(3000);
    expect(shown).toHaveLength(0);
    expect(manager.getState().status).not.toBe('loading');
    expect(deps.feedback.failed).not.toHaveBeenCalled();
  });

  it('cancels a scheduled tour before its delay runs out', async () => {
    const { manager, shown } = setup({ present: ['#header'] });
    const cancel = manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(1000);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(shown).toHaveLength(0);
  });

  it('waits for the role before naming a route tour', async () => {
    const { manager, shown } = setup({ role: null, present: ['#header'] });
    manager.scheduleTour('community_tour', 1500);
    await vi.advanceTimersByTimeAsync(1500);
    expect(shown).toHaveLength(0);
  });

  it('stopAll while loading ends the tour without an error or a completion', async () => {
    const { manager, deps } = setup();
    const started = manager.startTour('candidate_community_tour');
    await vi.advanceTimersByTimeAsync(800);
    manager.stopAll();
    await expect(started).resolves.toBe(false);
    expect(manager.getState()).toEqual({ status: 'inactive', tourName: null, error: null });
    expect(deps.saveCompletion).not.toHaveBeenCalled();
  });

  it('does not start a tour whose page became blocked while it loaded', async () => {
    const { manager, page, shown } = setup();
    const started = manager.startTour('candidate_community_tour');
    page.path = '/arrsplace/auth';
    page.elements.add('#header');
    await vi.advanceTimersByTimeAsync(400);
    await expect(started).resolves.toBe(false);
    expect(shown).toEqual([]);
  });

  it('does not start by itself a tour the user just completed, but starts another one', async () => {
    const { manager, shown } = setup({ present: ['#header', '#dashboard'] });
    const busy = manager.startTour('candidate_community_tour');
    await expect(busy).resolves.toBe(true);
    shown[0]?.end(true);
    manager.scheduleTour('candidate_community_tour', 0);
    await vi.advanceTimersByTimeAsync(0);
    manager.scheduleTour('candidate_main_tour', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown.map((entry) => entry.name)).toEqual(['candidate_community_tour', 'candidate_main_tour']);
  });

  it('reports an error (and toasts it for an automatic tour) when the tour library fails', async () => {
    const { deps } = setup({ present: ['#header'] });
    deps.launch = () => Promise.reject(new Error('chunk failed'));
    const failing = createTourManager(deps);
    failing.scheduleTour('community_tour', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.feedback.failed).toHaveBeenCalledTimes(1);
    expect(failing.getState().error).toBe('Failed to start tour. Please try again.');
    await expect(failing.startTour('community_tour')).resolves.toBe(false);
    // An explicit start leaves the toast to its caller.
    expect(deps.feedback.failed).toHaveBeenCalledTimes(1);
  });
  it('loads the steps only once the first element is there, and nothing for a tour it refuses', async () => {
    const { manager, page, shown, deps } = setup();
    await expect(manager.startTour('candidate_unknown_tour')).resolves.toBe(false);
    const started = manager.startTour('candidate_community_tour');
    await vi.advanceTimersByTimeAsync(1200);
    expect(deps.loadDefinition).not.toHaveBeenCalled();
    page.elements.add('#header');
    await vi.advanceTimersByTimeAsync(400);
    await expect(started).resolves.toBe(true);
    expect(deps.loadDefinition).toHaveBeenCalledExactlyOnceWith('candidate_community_tour');
    expect(shown.map((entry) => entry.name)).toEqual(['candidate_community_tour']);
  });

  it('fails like a tour library failure when the steps cannot be loaded or are missing', async () => {
    const { deps } = setup({ present: ['#header'] });
    deps.loadDefinition = () => Promise.reject(new Error('chunk failed'));
    const failing = createTourManager(deps);
    failing.scheduleTour('community_tour', 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.feedback.failed).toHaveBeenCalledTimes(1);
    expect(failing.getState().error).toBe('Failed to start tour. Please try again.');
    deps.loadDefinition = async () => undefined;
    const empty = createTourManager(deps);
    await expect(empty.startTour('community_tour')).resolves.toBe(false);
    expect(empty.getState().error).toBe('Failed to start tour. Please try again.');
    // An explicit start leaves the toast to its caller.
    expect(deps.feedback.failed).toHaveBeenCalledTimes(1);
  });
});
