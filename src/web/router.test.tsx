import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath, legacyRedirects, paths } from '../shared/routing/paths';
import { sites } from '../shared/routing/site';
import type { PlatformArea } from './lib/session/area-access';
import { buildRoutes } from './router';
import type { GateHandle } from './router-areas';

function registryPaths(node: object): string[] {
  return Object.values(node).flatMap((value) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? registryPaths(value) : [],
  );
}

function leafFor(site: (typeof sites)[number], pathname: string): RouteObject {
  const matches = matchRoutes(buildRoutes(site), pathname);
  const leaf = matches?.at(-1)?.route;
  if (!leaf) throw new Error(`no route matches ${pathname}`);
  return leaf;
}

function matchedRoutes(site: (typeof sites)[number], pathname: string): RouteObject[] {
  return (matchRoutes(buildRoutes(site), pathname) ?? []).map((match) => match.route);
}

/** The gate a route stands for (its code loads lazily, so the route's handle names it). */
function gateOf(route: RouteObject): GateHandle['gate'] | undefined {
  const handle: Partial<GateHandle> | undefined = route.handle;
  return route.lazy ? handle?.gate : undefined;
}

/** The area of the gate a path passes through, if any. */
function gateArea(site: (typeof sites)[number], pathname: string): PlatformArea | undefined {
  for (const route of matchedRoutes(site, pathname)) {
    const gate = gateOf(route);
    if (gate && gate !== 'master-admin') return gate;
  }
  return undefined;
}

/** The `to` of a <Navigate> element route, or undefined for any other route. */
function redirectTarget(route: RouteObject): string | undefined {
  const element = route.element;
  if (!isValidElement<{ to?: unknown; replace?: unknown }>(element)) return undefined;
  return element.props.replace === true && typeof element.props.to === 'string'
    ? element.props.to
    : undefined;
}

describe.each(sites)('routes on the %s host', (site) => {
  it('registers every path of the registry with a page or redirect of its own', () => {
    for (const path of registryPaths(paths)) {
      const leaf = leafFor(site, path);
      expect(leaf.path, path).not.toBe('*');
      const decided = gateOf(leaf) === 'master-admin' || redirectTarget(leaf) !== undefined;
      expect(Boolean(leaf.lazy) || decided, path).toBe(true);
    }
  });

  it('redirects the legacy service pages to the platform landing', () => {
    for (const [from, to] of Object.entries(legacyRedirects)) {
      expect(redirectTarget(leafFor(site, from))).toBe(to);
    }
  });

  it('decides /arrsplace/master_admin by who is signed in', () => {
    expect(gateOf(leafFor(site, paths.platform.masterAdmin))).toBe('master-admin');
  });

  it('puts every area path behind the gate of its area, and public pages behind none', () => {
    const expected: [string, PlatformArea | undefined][] = [
      [paths.platform.candidate, 'candidate'],
      [paths.platform.candidateDocuments, 'candidate'],
      ['/arrsplace/candidate/settings', 'candidate'],
      ['/arrsplace/candidate/cv', 'candidate'],
      [paths.platform.employer, 'employer'],
      [paths.platform.employerRegister, 'employer'],
      ['/arrsplace/employer/settings', 'employer'],
      [paths.platform.community, 'community'],
      [paths.platform.admin, 'admin'],
      ['/arrsplace/admin/security', 'admin'],
      ['/arrsplace/admin/users/7', 'admin'],
      [paths.platform.landing, undefined],
      [paths.platform.auth, undefined],
      [paths.platform.resetPassword, undefined],
      [paths.platform.insights, undefined],
      [paths.resetPassword, undefined],
      [paths.contact, undefined],
    ];
    for (const [path, area] of expected) expect(gateArea(site, path), path).toBe(area);
  });

  it('asks candidates for consent on every candidate path', () => {
    for (const path of [
      paths.platform.candidate,
      '/arrsplace/candidate/settings',
      '/arrsplace/candidate/x',
    ]) {
      const routes = matchedRoutes(site, path);
      const gateIndex = routes.findIndex((route) => gateOf(route) === 'candidate');
      expect(routes[gateIndex + 1]?.lazy, path).toBeTypeOf('function');
      expect(routes[gateIndex + 1]?.path, path).toBeUndefined();
    }
  });

  it('serves sub-paths of the areas from the area and anything else from the not-found page', () => {
    expect(leafFor(site, '/arrsplace/candidate/cv').path).toBe('/arrsplace/candidate/*');
    expect(leafFor(site, '/arrsplace/employer/jobs').path).toBe('/arrsplace/employer/*');
    expect(leafFor(site, '/arrsplace/admin/users/7').path).toBe('/arrsplace/admin/*');
    for (const unknown of ['/nope', '/arrsplace/nope', '/contact/extra', '/arrsplace/community/x']) {
      expect(leafFor(site, unknown).path, unknown).toBe('*');
    }
  });

  it('agrees with the server on which paths are pages', () => {
    const samples = [
      ...registryPaths(paths),
      ...Object.keys(legacyRedirects),
      '/nope',
      '/arrsplace/x',
      '/a/b',
      '/arrsplace/candidate/cv',
      '/arrsplace/employer/jobs',
      '/arrsplace/admin/x/y',
      '/contact/',
      '/about-arrsplace/x',
    ];
    for (const path of samples) {
      expect(leafFor(site, path).path !== '*', path).toBe(isKnownPagePath(path));
    }
  });
});

describe('the home route', () => {
  it('is the consultancy landing page on the consultancy host', () => {
    const home = leafFor('consultancy', '/');
    expect(redirectTarget(home)).toBeUndefined();
    expect(home.lazy).toBeTypeOf('function');
  });

  it('redirects to /arrsplace with a replace on the marketplace host', () => {
    expect(redirectTarget(leafFor('marketplace', '/'))).toBe('/arrsplace');
  });
});

describe('the root route', () => {
  it('loads the session code only with the pages that use it', () => {
    for (const path of [paths.home, paths.contact, paths.platform.landing, paths.platform.insights]) {
      expect(
        matchedRoutes('consultancy', path).some((route) => route.id === 'session'),
        path,
      ).toBe(false);
    }
    for (const path of [paths.platform.auth, paths.resetPassword, paths.platform.community]) {
      expect(
        matchedRoutes('consultancy', path).some((route) => route.id === 'session'),
        path,
      ).toBe(true);
    }
  });

  it('mounts the tour provider around the signed-in areas only (none on auth pages)', () => {
    const throughTours = (path: string) =>
      matchedRoutes('marketplace', path).some((route) => route.id === 'tours');
    for (const path of [
      paths.platform.community,
      paths.platform.candidate,
      paths.platform.candidateDocuments,
      paths.platform.employer,
      paths.platform.admin,
    ]) {
      expect(throughTours(path), path).toBe(true);
    }
    for (const path of [paths.platform.auth, paths.platform.resetPassword, paths.platform.landing]) {
      expect(throughTours(path), path).toBe(false);
    }
  });

  it('has an error boundary and a loading fallback, and so does the page level', () => {
    const [root] = buildRoutes('consultancy');
    expect(root?.ErrorBoundary).toBeTypeOf('function');
    expect(root?.HydrateFallback).toBeTypeOf('function');
    expect(root?.children?.[0]?.ErrorBoundary).toBeTypeOf('function');
  });
});
