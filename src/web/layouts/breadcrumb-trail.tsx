import { ChevronRight } from 'lucide-react';
import { Container } from '../components/ui/container';
import { breadcrumbsFor } from '../lib/breadcrumbs';
import { AppLink, useAppLocation } from '../lib/navigation/navigation';
import { useSite } from '../lib/site-context';

export function BreadcrumbTrail() {
  const { pathname } = useAppLocation();
  const crumbs = breadcrumbsFor(pathname, useSite());
  if (crumbs.length === 0) return null;
  return (
    <Container className="pt-6">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          {crumbs.map((crumb, index) => (
            <li key={`${crumb.href ?? 'here'}:${crumb.label}`} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-slate-400" /> : null}
              {crumb.href ? (
                <AppLink
                  to={crumb.href}
                  className="rounded text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {crumb.label}
                </AppLink>
              ) : (
                <span
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                  className="text-slate-900"
                >
                  {crumb.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </Container>
  );
}
