import { createContext, type MouseEvent, use } from 'react';
import type { LinkProps, NavLinkProps, To } from 'react-router';
import { type AppLocation, type AppNavigate, firstLocationKey, type Navigation } from './navigation';

export function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** As React Router's NavLink decides it: the same path (letter case aside), or below it without `end`. */
export function isActivePath(pathname: string, target: string, end = false): boolean {
  const here = withoutTrailingSlash(pathname.toLowerCase());
  const there = withoutTrailingSlash((target.split(/[?#]/)[0] ?? '').toLowerCase());
  if (here === there) return true;
  if (end) return false;
  return there === '/' ? false : here.startsWith(`${there}/`);
}

/** Props React Router's links accept that mean nothing to a plain link. */
function anchorProps<P extends LinkProps>(props: P) {
  const {
    to,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    reloadDocument: _reloadDocument,
    viewTransition: _viewTransition,
    discover: _discover,
    prefetch: _prefetch,
    ...anchor
  } = props;
  return { href: hrefOf(to), anchor };
}

export const DocumentLocationContext = createContext<AppLocation>({
  pathname: '/',
  search: '',
  hash: '',
  key: firstLocationKey,
});

function useDocumentLocation(): AppLocation {
  return use(DocumentLocationContext);
}

/** `prepare` starts loading the app when a link is pointed at or focused, so it is ready by the click. */
export interface HandOver {
  prepare: () => void;
  go: (href: string) => void;
}

export const HandOverContext = createContext<HandOver | null>(null);

/** The browser handles this click itself: a new tab or window, a download, a modified or other button. */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target, download } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== '' && target !== '_self') ||
    download !== ''
  );
}

/** A link within this document (only the hash differs) or to another origin: the browser follows it. */
function followedByBrowser(href: string): boolean {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return true;
  return (
    url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== ''
  );
}

function useHandOver(href: string, props: Pick<LinkProps, 'onClick' | 'onPointerEnter' | 'onFocus'>) {
  const handOver = use(HandOverContext);
  if (!handOver) return {};
  return {
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      props.onClick?.(event);
      if (leftToBrowser(event) || followedByBrowser(href)) return;
      event.preventDefault();
      handOver.go(href);
    },
    onPointerEnter(event: Parameters<NonNullable<LinkProps['onPointerEnter']>>[0]) {
      props.onPointerEnter?.(event);
      handOver.prepare();
    },
    onFocus(event: Parameters<NonNullable<LinkProps['onFocus']>>[0]) {
      props.onFocus?.(event);
      handOver.prepare();
    },
  };
}

function DocumentLink(props: LinkProps) {
  const { href, anchor } = anchorProps(props);
  return <a {...anchor} href={href} {...useHandOver(href, props)} />;
}

function DocumentNavLink({
  className,
  style,
  children,
  end,
  caseSensitive: _caseSensitive,
  ...props
}: NavLinkProps) {
  const { pathname } = useDocumentLocation();
  const { href, anchor } = anchorProps(props);
  const handlers = useHandOver(href, props);
  const isActive = isActivePath(pathname, href, end);
  const state = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <a
      {...anchor}
      href={href}
      aria-current={isActive ? 'page' : undefined}
      className={classes}
      style={typeof style === 'function' ? style(state) : style}
      {...handlers}
    >
      {typeof children === 'function' ? children(state) : children}
    </a>
  );
}

const navigate: AppNavigate = (to, options) => {
  if (typeof to === 'number') window.history.go(to);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

/** Plain links, which the app takes over once hydrated; without JavaScript the server sends the next page. */
export const documentNavigation: Navigation = {
  Link: DocumentLink,
  NavLink: DocumentNavLink,
  useLocation: useDocumentLocation,
  useNavigate: () => navigate,
};
