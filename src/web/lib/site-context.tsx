import { createContext, type ReactNode, useContext } from 'react';
import type { Site } from '../../shared/routing/site';

const SiteContext = createContext<Site>('consultancy');

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  return useContext(SiteContext);
}
