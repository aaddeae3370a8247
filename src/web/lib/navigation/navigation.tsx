import { type ComponentType, createContext, type RefAttributes, use } from 'react';
import type { LinkProps, NavLinkProps } from 'react-router';

/** Where the page is: the parts of a location the components read. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Changes on every navigation (one per page load in a document). */
  key: string;
}

export type AppNavigate = (to: string | number, options?: { replace?: boolean }) => void;

/**
 * Components shown on both the pre-rendered pages and in the app get their links from here, so a
 * public page never loads the router (decision 028).
 */
export interface Navigation {
  Link: ComponentType<LinkProps & RefAttributes<HTMLAnchorElement>>;
  NavLink: ComponentType<NavLinkProps & RefAttributes<HTMLAnchorElement>>;
  useLocation: () => AppLocation;
  useNavigate: () => AppNavigate;
}

export const NavigationContext = createContext<Navigation | null>(null);

/** The key of the location a page load starts at (React Router's; a pre-rendered page's one location). */
export const firstLocationKey = 'default';

let pageBeforeInHistory = false;

/** The app took over from a pre-rendered page (app-start.tsx), which its Back button returns to. */
export function notePageBeforeInHistory(): void {
  pageBeforeInHistory = true;
}

export function hasPageBeforeInHistory(): boolean {
  return pageBeforeInHistory;
}

function useNavigation(): Navigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('A link or location was used outside NavigationContext');
  return navigation;
}

export function AppLink(props: LinkProps & RefAttributes<HTMLAnchorElement>) {
  const { Link } = useNavigation();
  return <Link {...props} />;
}

/** A link that knows whether it points at the current page (aria-current="page" when it does). */
export function AppNavLink(props: NavLinkProps & RefAttributes<HTMLAnchorElement>) {
  const { NavLink } = useNavigation();
  return <NavLink {...props} />;
}

export function useAppLocation(): AppLocation {
  return useNavigation().useLocation();
}

export function useAppNavigate(): AppNavigate {
  return useNavigation().useNavigate();
}
