import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { type Manifest, publicPageChunks } from '../shared/build/vite-manifest';
import type { DataPage } from '../shared/routing/data-pages';
import {
  type DataPagePattern,
  dataPageModules,
  notFoundPageModule,
  publicPageModules,
} from '../shared/routing/page-modules';
import { paths } from '../shared/routing/paths';
import { type Site, sites } from '../shared/routing/site';
import { dataPages, withPageData } from './data-pages';
import { type RenderedConsent, renderedConsents } from './lib/analytics/rendered-consent';
import { sampleDataPages } from './prerender-samples';
import { PublicApp } from './public-app';
import { notFoundPage, publicPageAt } from './public-pages';

export interface PrerenderedPage {
  /** 200 for a public page, 404 for the not-found page. */
  statusCode: number;
  /** The markup inside <div id="root">, as hydrateRoot in public-start.tsx expects it. */
  html: string;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * As public-start.tsx hydrates it, signed out. `prerender` waits for every lazy section and Suspense
 * boundary, so the HTML is the whole page.
 */
async function renderTree(site: Site, pathname: string, consent: RenderedConsent, page: ReactNode) {
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <PublicApp site={site} pathname={pathname} consent={renderedConsents[consent]} page={page} />,
    {
      // Every Suspense boundary inline, none moved to the end with a script to swap it in: the CSP
      // forbids inline scripts, and a page with no JavaScript must show all of itself.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await readStream(prelude);
  if (errors.length > 0) throw new AggregateError(errors, `${site} ${pathname} failed to render`);
  if (html.includes('id="cookie-banner"') !== (consent === 'undecided')) {
    throw new Error(`${site} ${pathname}: the cookie banner is not rendered as ${consent} visitors see it`);
  }
  if (/<script|<template/.test(html)) {
    throw new Error(`${site} ${pathname} rendered an inline script or a pending boundary`);
  }
  return html;
}

export async function renderPage(
  site: Site,
  pathname: string,
  consent: RenderedConsent = 'undecided',
): Promise<PrerenderedPage> {
  const page = publicPageAt(pathname);
  const statusCode = page ? 200 : 404;
  const Page = await (page ?? notFoundPage).load();
  const html = await renderTree(site, pathname, consent, <Page />);
  return { statusCode, html };
}

/**
 * A page rendered for each request from data (decision 041): the server loads this bundle once and
 * calls it with what it drew the page from; public-start.tsx hydrates the same page from the same data.
 */
export async function renderDataPage(
  site: Site,
  pathname: string,
  page: DataPage,
  consent: RenderedConsent,
): Promise<string> {
  const Page = await dataPages[page.pattern].load();
  // As public-start.tsx hydrates it (data-pages.tsx).
  return renderTree(site, pathname, consent, withPageData(page, <Page />));
}

/** The server writes the requested path in its place, so one rendering serves every missing path. */
export const notFoundPathMarker = '/__arrs-missing-page__';

export interface PrerenderedSite {
  pages: Record<string, string>;
  /** The not-found page, with notFoundPathMarker where the missing path goes. */
  notFound: string;
  /** Each data page rendered with sample data, by its route pattern: only for the rules it can use. */
  dataPages: Record<string, string>;
}

/** What `npm run build` writes to dist/web/prerendered/pages.json (scripts/prerender.mjs). */
export interface PrerenderedFile {
  notFoundPathMarker: string;
  /** Each site's pages with the cookie banner (undecided) and without it (accepted). */
  consents: Record<RenderedConsent, Record<Site, PrerenderedSite>>;
}

async function prerenderSite(site: Site, consent: RenderedConsent): Promise<PrerenderedSite> {
  const pages: Record<string, string> = {};
  for (const path of Object.keys(publicPageModules)) {
    if (site === 'marketplace' && path === paths.home) continue;
    const page = await renderPage(site, path, consent);
    if (page.statusCode !== 200) throw new Error(`${site} ${path} answered ${page.statusCode}`);
    pages[path] = page.html;
  }
  const notFound = await renderPage(site, notFoundPathMarker, consent);
  if (!notFound.html.includes(notFoundPathMarker)) {
    throw new Error('the not-found page no longer shows the missing path');
  }
  const dataPages: Record<string, string> = {};
  for (const sample of sampleDataPages)
    dataPages[sample.page.pattern] = await renderDataPage(site, sample.pathname, sample.page, consent);
  return { pages, notFound: notFound.html, dataPages };
}

/** Every public page of every site in both consent states (the marketplace's '/' is a redirect). */
export async function prerenderAll(): Promise<PrerenderedFile> {
  const consents = {} as PrerenderedFile['consents'];
  for (const consent of Object.keys(renderedConsents) as RenderedConsent[]) {
    const bySite = {} as Record<Site, PrerenderedSite>;
    for (const site of sites) bySite[site] = await prerenderSite(site, consent);
    consents[consent] = bySite;
  }
  return { notFoundPathMarker, consents };
}

const isDataPagePattern = (path: string): path is DataPagePattern => Object.hasOwn(dataPageModules, path);

/**
 * The class names in these chunks are those the page (a path, or a data page's pattern) can show once
 * hydrated (scripts/prerender.mjs).
 */
export function chunkFilesOfPage(manifest: Manifest, path: string): string[] {
  const module = isDataPagePattern(path)
    ? dataPageModules[path]
    : (publicPageModules[path] ?? notFoundPageModule);
  const pages = [...Object.values(publicPageModules), ...Object.values(dataPageModules), notFoundPageModule];
  return [...publicPageChunks(manifest, module, pages)].flatMap((key) => manifest[key]?.file ?? []);
}
