import { LogOut } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import type { MeResponse } from '../../shared/accounts/account-api';
import { roleLabels } from '../../shared/accounts/roles';
import { paths } from '../../shared/routing/paths';
import type { Site } from '../../shared/routing/site';
import { BrandLogo } from '../components/ui/brand-logo';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { useSignOut } from '../lib/auth-client/sign-out';
import { AppLink, AppNavLink } from '../lib/navigation/navigation';
import { canUseNotifications } from '../lib/notifications/notification-access';
import { siteBrand } from '../lib/site-brand';
import { headerLinkClasses, headerMenuClasses } from './header-link-classes';
import { MenuToggleButton } from './menu-toggle-button';
import { platformNavigation } from './site-navigation';
import { useMenuToggle } from './use-menu-toggle';

const menuId = 'platform-menu';

// The notification bell loads for the accounts that have one, not with every platform page. If its
// chunk cannot load, the header goes on without it rather than failing the page.
const NotificationBell = lazy(
  (): Promise<{ default: ComponentType<{ me: MeResponse }> }> =>
    import('./notification-bell').then(
      (m) => ({ default: m.NotificationBell }),
      () => ({ default: () => null }),
    ),
);

export function welcomeLine(me: MeResponse): string {
  const name = me.profile.fullName.trim() || me.user.name.trim();
  return `Welcome, ${name || me.user.email}`;
}

export function PlatformHeader({ site, me }: { site: Site; me: MeResponse }) {
  const { name } = siteBrand(site);
  const menu = useMenuToggle();
  const signOut = useSignOut();
  const links = platformNavigation(me.profile);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      {/* gap-2 on phones: the logo, the menu button and the bell just fit 375 px (e2e/platform-header-mobile.spec.ts). */}
      <Container className="flex items-center justify-between gap-2 py-3 sm:gap-4">
        <AppLink
          to={paths.platform.landing}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <BrandLogo site={site} name={name} />
        </AppLink>
        <nav aria-label="Main" className="ml-auto">
          <MenuToggleButton
            open={menu.open}
            controls={menuId}
            toggleRef={menu.toggleRef}
            onToggle={menu.toggle}
            breakpoint="xl"
          />
          <ul id={menuId} className={headerMenuClasses(menu.open, 'xl')}>
            {links.map((link) => (
              <li key={link.to}>
                <AppNavLink to={link.to} end className={headerLinkClasses}>
                  {link.label}
                </AppNavLink>
              </li>
            ))}
            <li className="mt-2 flex flex-wrap items-center gap-2 border-slate-200 border-t pt-3 xl:mt-0 xl:ml-3 xl:flex-col xl:items-start xl:gap-0.5 xl:border-0 xl:pt-0">
              <span className="text-slate-800 text-sm">{welcomeLine(me)}</span>
              <span className="whitespace-nowrap rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800 text-xs">
                <span className="sr-only">Role: </span>
                {roleLabels[me.profile.role]}
              </span>
            </li>
            <li className="xl:ml-2">
              <Button
                variant="secondary"
                className="w-full whitespace-nowrap xl:w-auto"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
              >
                <LogOut aria-hidden="true" className="size-4" />
                Sign Out
              </Button>
            </li>
          </ul>
        </nav>
        {canUseNotifications(me) ? (
          <Suspense fallback={null}>
            <NotificationBell me={me} />
          </Suspense>
        ) : null}
      </Container>
    </header>
  );
}
