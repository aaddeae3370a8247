import '@fontsource-variable/inter';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { toastLimit } from './lib/notify';
import { createQueryClient } from './lib/query-client';
import { detectSite } from './lib/site';
import { SiteProvider } from './lib/site-context';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const site = detectSite(document.documentElement);
const router = createAppRouter(site);
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SiteProvider site={site}>
        <RouterProvider router={router} />
        <Toaster visibleToasts={toastLimit} position="top-center" richColors closeButton />
      </SiteProvider>
    </QueryClientProvider>
  </StrictMode>,
);
