import type { Role } from '../../../shared/accounts/roles';
import type { TourDefinition } from './tour-definitions';
import { createTourQueue, type TourRun } from './tour-queue';
import { canonicalTourName, isBlockedTourPath, tourPriorityOf, tourTimings } from './tour-rules';
import { initialTourState, type TourEvent, type TourState, tourReducer } from './tour-state';
import type { TourTimers } from './tour-timers';

/** A tour on screen. `destroy` stops it without marking it completed. */
export interface TourSession {
  destroy(): void;
}

/** What the manager needs from the page, the session and the API (the provider supplies them). */
export interface TourManagerDeps {
  /** The element a tour's first step highlights; undefined for a tour that does not exist. */
  firstElement(name: string): string | undefined;
  /** The tour's steps, loaded when it is about to run (its first element is on the page). */
  loadDefinition(name: string): Promise<TourDefinition | undefined>;
  role(): Role | null;
  isCompleted(name: string): boolean;
  currentPath(): string;
  hasElement(selector: string): boolean;
  waitForElement(selector: string, signal: AbortSignal): Promise<boolean>;
  /** Whether a menu or dialog the user opened lies over the page: an automatic tour waits for it to close. */
  overlayOpen(): boolean;
  prepare(): Promise<void>;
  /** Shows the tour; `onEnd(byUser)` is called once when it ends (byUser: finished or skipped). */
  launch(definition: TourDefinition, onEnd: (byUser: boolean) => void): Promise<TourSession>;
  saveCompletion(name: string, completed: boolean): Promise<void>;
  feedback: {
    /** 'Tour is loading...': an asked-for tour whose elements are not there yet. */
    loading(): void;
    loaded(): void;
    /** 'Failed to start tour...': an automatic tour hit an error (not merely missing elements). */
    failed(): void;
  };
  timers: TourTimers;
}

interface RunMeta {
  /** Asked for by the user (a button), rather than started by the route. */
  explicit: boolean;
}

/** Without React or the DOM: one per signed-in app, fed the page and session by the provider. */
export function createTourManager(deps: TourManagerDeps) {
  let state: TourState = initialTourState;
  const listeners = new Set<() => void>();
  let live: { owner: AbortSignal; session: TourSession } | null = null;
  const scheduled = new Set<unknown>();
  /** Automatic tours that ran in this page session: they do not start again by themselves. */
  const autoStarted = new Set<string>();

  function dispatch(event: TourEvent) {
    const next = tourReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  function endLiveTour() {
    const current = live;
    live = null;
    current?.session.destroy();
  }

  const blocked = () => isBlockedTourPath(deps.currentPath());

  /** True once no menu or dialog is open (looked for at the element-retry interval); false if cancelled. */
  function untilNoOverlay(signal: AbortSignal): Promise<boolean> {
    return new Promise((resolve) => {
      const look = () => {
        if (signal.aborted) resolve(false);
        else if (!deps.overlayOpen()) resolve(true);
        else deps.timers.setTimeout(look, tourTimings.elementRetryIntervalMs);
      };
      look();
    });
  }

  async function start(name: string, meta: RunMeta, signal: AbortSignal, ended: () => void) {
    const first = deps.firstElement(name);
    if (!first || blocked()) {
      dispatch({ type: 'failed', tourName: name });
      return false;
    }
    dispatch({ type: 'load', tourName: name });
    const showLoading = meta.explicit && !deps.hasElement(first);
    if (showLoading) deps.feedback.loading();
    try {
      const found = await deps.waitForElement(first, signal);
      if (signal.aborted) {
        dispatch({ type: 'ended', tourName: name });
        return false;
      }
      if (!found || blocked()) {
        dispatch({ type: 'failed', tourName: name });
        return false;
      }
      // The steps and the tour library load together; either failing is a failed start.
      const [definition] = await Promise.all([deps.loadDefinition(name), deps.prepare()]);
      if (!definition) throw new Error(`No steps for the tour ${name}`);
      // Not over a menu or dialog the user has open: a tour they did not ask for waits for it to close.
      if (!meta.explicit && !(await untilNoOverlay(signal))) {
        dispatch({ type: 'ended', tourName: name });
        return false;
      }
      if (blocked()) {
        dispatch({ type: 'failed', tourName: name });
        return false;
      }
      // A tour the queue stopped waiting for (its 30 s ran out) gives way to this one.
      endLiveTour();
      const session = await deps.launch(definition, (byUser) => {
        if (live?.owner === signal) live = null;
        dispatch({ type: 'ended', tourName: name });
        if (byUser) void deps.saveCompletion(name, true).catch(() => undefined);
        ended();
      });
      if (signal.aborted) {
        session.destroy();
        return false;
      }
      live = { owner: signal, session };
      dispatch({ type: 'started', tourName: name });
      return true;
    } catch {
      dispatch({ type: 'failed', tourName: name });
      if (!meta.explicit) deps.feedback.failed();
      return false;
    } finally {
      if (showLoading) deps.feedback.loaded();
    }
  }

  function run(name: string, meta: RunMeta): TourRun {
    const abort = new AbortController();
    let markEnded: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      markEnded = resolve;
    });
    const started = start(name, meta, abort.signal, () => markEnded());
    void started.then((ok) => {
      if (!ok) markEnded();
    });
    return {
      started,
      finished,
      cancel: () => {
        abort.abort();
        if (live?.owner === abort.signal) endLiveTour();
      },
    };
  }

  const queue = createTourQueue<RunMeta>({
    run,
    completionTimeoutMs: tourTimings.queueCompletionTimeoutMs,
    timers: deps.timers,
  });

  function refuse(name: string): Promise<boolean> {
    dispatch({ type: 'failed', tourName: name });
    return Promise.resolve(false);
  }

  async function autoStart(requested: string): Promise<boolean> {
    const name = canonicalTourName(requested, deps.role());
    if (!name || !deps.firstElement(name) || blocked()) return false;
    if (deps.isCompleted(name) || autoStarted.has(name)) return false;
    const started = await queue.enqueue(name, tourPriorityOf(name), { explicit: false });
    if (started) autoStarted.add(name);
    return started;
  }

  return {
    getState: (): TourState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Replays a completed tour too: that is what the button is for. */
    startTour(requested: string): Promise<boolean> {
      const name = canonicalTourName(requested, deps.role());
      if (!name || !deps.firstElement(name) || blocked()) return refuse(name ?? requested);
      return queue.enqueue(name, tourPriorityOf(name), { explicit: true });
    },
    /** Queued after `delayMs` unless completed, already shown in this session, or the page is blocked. */
    scheduleTour(requested: string, delayMs: number = tourTimings.defaultDelayMs): () => void {
      const handle = deps.timers.setTimeout(() => {
        scheduled.delete(handle);
        void autoStart(requested);
      }, delayMs);
      scheduled.add(handle);
      return () => {
        if (scheduled.delete(handle)) deps.timers.clearTimeout(handle);
      };
    },
    async resetTour(requested: string): Promise<void> {
      const name = canonicalTourName(requested, deps.role());
      if (!name) return;
      autoStarted.delete(name);
      await deps.saveCompletion(name, false);
    },
    /** Stops everything (navigation, sign-out): waits, queued tours and the tour on screen. */
    stopAll() {
      for (const handle of scheduled) deps.timers.clearTimeout(handle);
      scheduled.clear();
      queue.clear();
      endLiveTour();
    },
  };
}

export type TourManager = ReturnType<typeof createTourManager>;
