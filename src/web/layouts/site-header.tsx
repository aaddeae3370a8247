import { LogIn, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Site } from '../../shared/routing/site';
import { BrandLogo } from '../components/ui/brand-logo';
import { buttonClasses } from '../components/ui/button-styles';
import { Container } from '../components/ui/container';
import { siteBrand } from '../lib/site-brand';
import { headerNavigation } from './site-navigation';

const menuId = 'site-menu';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-2 text-base md:text-sm font-medium underline-offset-8 decoration-2',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800 underline'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

/** Spec §2.3 header: host-specific links, logo target and a toggle menu below 768 px. */
export function SiteHeader({ site }: { site: Site }) {
  const { name, homePath } = siteBrand(site);
  const { links, signIn } = headerNavigation(site);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) closes the menu.
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container className="flex items-center justify-between gap-6 py-3">
        <Link
          to={homePath}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          <BrandLogo site={site} name={name} />
        </Link>
        <nav aria-label="Main">
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
          <ul
            id={menuId}
            className={`${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg md:static md:flex md:flex-row md:items-center md:border-0 md:p-0 md:shadow-none`}
          >
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={linkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {signIn ? (
              <li className="mt-2 md:mt-0 md:ml-2">
                <Link to={signIn.to} className={`${buttonClasses('primary')} w-full md:w-auto`}>
                  <LogIn aria-hidden="true" className="size-4" />
                  {signIn.label}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
