import { LogIn } from 'lucide-react';
import type { Site } from '../../shared/routing/site';
import { BrandLogo } from '../components/ui/brand-logo';
import { buttonClasses } from '../components/ui/button-styles';
import { Container } from '../components/ui/container';
import { AppLink, AppNavLink } from '../lib/navigation/navigation';
import { siteBrand } from '../lib/site-brand';
import { headerLinkClasses, headerMenuClasses } from './header-link-classes';
import { MenuToggleButton } from './menu-toggle-button';
import { headerNavigation } from './site-navigation';
import { useMenuToggle } from './use-menu-toggle';

const menuId = 'site-menu';

export function SiteHeader({ site }: { site: Site }) {
  const { name, homePath } = siteBrand(site);
  const { links, signIn } = headerNavigation(site);
  const menu = useMenuToggle();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container className="flex items-center justify-between gap-6 py-3">
        <AppLink
          to={homePath}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <BrandLogo site={site} name={name} />
        </AppLink>
        <nav aria-label="Main">
          <MenuToggleButton
            open={menu.open}
            controls={menuId}
            toggleRef={menu.toggleRef}
            onToggle={menu.toggle}
          />
          <ul id={menuId} className={headerMenuClasses(menu.open)}>
            {links.map((link) => (
              <li key={link.to}>
                <AppNavLink to={link.to} end className={headerLinkClasses}>
                  {link.label}
                </AppNavLink>
              </li>
            ))}
            {signIn ? (
              <li className="mt-2 md:mt-0 md:ml-2">
                <AppLink to={signIn.to} className={`${buttonClasses('primary')} w-full md:w-auto`}>
                  <LogIn aria-hidden="true" className="size-4" />
                  {signIn.label}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
