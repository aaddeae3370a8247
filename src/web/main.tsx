import '@fontsource-variable/inter';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { toastLimit } from './lib/notify';
import { detectSite } from './lib/site';
import { SiteProvider } from './lib/site-context';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const site = detectSite(document.documentElement);
const router = createAppRouter(site);

createRoot(container).render(
  <StrictMode>
    <SiteProvider site={site}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={toastLimit} position="top-center" richColors closeButton />
    </SiteProvider>
  </StrictMode>,
);
