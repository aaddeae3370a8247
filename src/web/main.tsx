import './styles.css';
import { catchEarlyConsent } from './lib/analytics/early-consent';

/**
 * The page entry: only the stylesheets and this. The code that hydrates a pre-rendered page
 * (public-start.tsx) or renders any other (app-start.tsx, with the router) is fetched and run once
 * the browser has shown what the server sent: a pre-rendered page appears with nothing else
 * competing for the network or the main thread. Then those chunks and the page's route chunks, which
 * the server names in <meta name="app-chunks"> (server/features/pages/route-preloads.ts), download in
 * parallel rather than one import after another.
 */
const longestWaitMs = 1000;

/**
 * Resolves once the first contentful paint has been presented (the Paint Timing entry, which comes
 * after the frame reached the screen, later than a requestAnimationFrame under load). A hidden tab
 * paints nothing: the app starts at once there; a browser without paint entries waits a frame.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Never later than this, whatever the browser reports.
    const timer = setTimeout(done, longestWaitMs);
  });
}

/**
 * How many of the app's chunks are named for preloading in one task: each <link rel="modulepreload">
 * costs the browser a fetch set up on the main thread (~2 ms on a phone), and the thirty of a page in
 * one go were a long task of their own.
 */
const preloadsPerTask = 6;

async function preloadAppChunks(): Promise<void> {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content ?? '';
  const hrefs = chunks.split(' ').filter(Boolean);
  for (let start = 0; start < hrefs.length; start += preloadsPerTask) {
    if (start > 0) await yieldToBrowser();
    for (const href of hrefs.slice(start, start + preloadsPerTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

/** Lets the browser handle what waits (input, a frame) before the next piece of work. */
function yieldToBrowser(): Promise<void> {
  const scheduler = Reflect.get(globalThis, 'scheduler') as { yield?: () => Promise<void> } | undefined;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The app, evaluated in two tasks instead of one: React DOM first, then the rest. A browser runs an
 * imported module graph in a single task, so the whole of it was one long task. A pre-rendered public
 * page is hydrated on its own, without the router (public-start.tsx); any other page starts the app
 * with the router (app-start.tsx). Both are named here so the bundler keeps them apart.
 */
async function loadApp() {
  await import('react-dom/client');
  await yieldToBrowser();
  const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
  return prerendered ? import('./public-start') : import('./app-start');
}

// A choice on the pre-rendered cookie banner before the app runs is kept, and starts the app at once.
const earlyConsent = catchEarlyConsent();

void Promise.race([afterFirstContentfulPaint(), earlyConsent.chosen])
  .then(async () => {
    void preloadAppChunks();
    return loadApp();
  })
  // From hydration on, React replays a click on a part not yet hydrated: the catcher stops there.
  .then(({ start }) => start({ beforeHydrate: earlyConsent.stop }));
