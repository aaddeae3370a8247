import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { allowSessionCheck, sessionCookieAnnounced } from './lib/session-check';
import { detectSite } from './lib/site';
import { SiteProvider } from './lib/site-context';
import { ToasterHost } from './lib/toaster-host';
import { makeZodJitless } from './lib/zod-jitless';
import { createAppRouter } from './router';

makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const site = detectSite(document.documentElement);
if (sessionCookieAnnounced(document.documentElement)) allowSessionCheck();
const router = createAppRouter(site);

// TanStack Query, the session and sonner are not here: they load with the routes and the first
// toast that need them (layouts/session-root, layouts/session-header, lib/toaster-host).
createRoot(container).render(
  <StrictMode>
    <SiteProvider site={site}>
      <RouterProvider router={router} />
      <ToasterHost />
    </SiteProvider>
  </StrictMode>,
);
