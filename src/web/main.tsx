import './styles.css';
import { catchEarlyConsent } from './lib/analytics/early-consent';

/**
 * The page entry: what hydrates or renders the page is fetched once the browser has shown what the
 * server sent, so nothing competes with it; then the app's chunks download in parallel (decision 019).
 */
const longestWaitMs = 1000;

/**
 * Paint Timing comes after the frame reached the screen, later than a requestAnimationFrame under load.
 * A hidden tab paints nothing: the app starts at once there.
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

/** Each modulepreload costs a fetch set up on the main thread: all of a page's at once make a long task. */
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
 * In two tasks: a browser runs an imported module graph in one task, which would be one long task.
 * Both starts are named here so the bundler keeps them apart.
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
