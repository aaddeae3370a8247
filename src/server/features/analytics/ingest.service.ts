import { hash, randomBytes } from 'node:crypto';
import {
  type ActiveBeacon,
  analyticsStoredElementAttributeMaxLength,
  analyticsStoredPathMaxLength,
  analyticsStoredTitleMaxLength,
  type ClickBeacon,
  type PageViewBeacon,
  type SessionEndBeacon,
} from '../../../shared/analytics/ingest.schemas';
import type { Site } from '../../../shared/routing/site';
import type { Database } from '../../db/database';
import { type Location, locate } from './geolocation';
import { createIngestRepository, type IngestRepository } from './ingest.repository';
import { createIngestBuffer, type IngestBuffer, type IngestBufferOptions } from './ingest-buffer';
import { parseUserAgent } from './user-agent';
import { utcDay } from './utc-day';

/** What the server knows about a beacon's request; the address is used, never stored. */
export interface BeaconRequest {
  site: Site;
  address: string;
  userAgent: string | undefined;
  /** Host names that are this site's own pages (a referrer from them is not a referrer). */
  ownHosts: ReadonlySet<string>;
  /** The signed-in user, with consent only (taken from the server-side session, never the body). */
  userId: string | null;
  at: Date;
}

export interface IngestDeps {
  buffer: IngestBuffer;
  visitorIds: VisitorIds;
}

/** location.pathname without any query string or fragment (they can carry tokens). */
export function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut) || '/';
}

export function clipped(value: string, max: number): string {
  // A string of at most `max` UTF-16 units has at most `max` characters: nearly every value.
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join('');
}

export function storedPath(path: string): string {
  return clipped(pathOnly(path), analyticsStoredPathMaxLength);
}

function storedText(value: string | undefined, max: number): string | null {
  return value ? clipped(value, max) : null;
}

/**
 * Only the host: a referrer's path or query can name a search or carry a token. Null for a direct
 * visit, our own pages or anything unparseable.
 */
export function referrerHost(referrer: string, ownHosts: ReadonlySet<string>): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (!host || ownHosts.has(host)) return null;
  return host.slice(0, 255);
}

/**
 * sha256(salt of the UTC day + site + address + user agent). The salt is shared through
 * analytics_salts and deleted once its day is over, so an id can neither be recomputed afterwards nor
 * linked to the same visitor tomorrow.
 */
export function createVisitorIds(repository: Pick<IngestRepository, 'saltFor'>) {
  let pending: { day: string; salt: Promise<string> } | null = null;
  let today: { day: string; salt: string } | null = null;

  function saltFor(day: string): Promise<string> {
    if (pending?.day !== day) {
      const salt = repository.saltFor(day, randomBytes(32).toString('base64url'));
      pending = { day, salt };
      salt.then(
        (value) => {
          if (pending?.salt === salt) today = { day, salt: value };
        },
        () => {
          if (pending?.salt === salt) pending = null;
        },
      );
    }
    return pending.salt;
  }

  // Not cached: one SHA-256 of ~200 bytes costs less than a cache lookup (decision 014).
  function idWith(salt: string, key: string): string {
    return hash('sha256', `${salt}\n${key}`, 'base64url');
  }

  return {
    /** The visitor's id: at once when the day's salt is known (nearly always), else once it is read. */
    of(request: Pick<BeaconRequest, 'site' | 'address' | 'userAgent' | 'at'>): string | Promise<string> {
      const day = utcDay(request.at);
      const key = `${request.site}\n${request.address}\n${request.userAgent ?? ''}`;
      const known = today;
      if (known?.day === day) return idWith(known.salt, key);
      return saltFor(day).then((salt) => idWith(salt, key));
    },
  };
}
export type VisitorIds = ReturnType<typeof createVisitorIds>;

/**
 * The ingest's parts, made once when the server starts: its repository, the buffer that writes the
 * beacons in batches, and the visitor ids. A beacon then only adds to the buffer.
 */
export function createIngest(
  options: { db: Database } & Pick<IngestBufferOptions, 'log' | 'intervalMs'>,
): IngestDeps {
  const repository = createIngestRepository({ db: options.db });
  return {
    buffer: createIngestBuffer({ repository, log: options.log, intervalMs: options.intervalMs }),
    visitorIds: createVisitorIds(repository),
  };
}

const round = (value: number) => Math.round(value);

/**
 * Without consent a page view is anonymous: no session, user, screen or viewport, whatever the body
 * says (docs/product/analytics.md#what-is-counted-without-consent).
 */
export function ingestPageView(
  deps: IngestDeps,
  request: BeaconRequest,
  beacon: PageViewBeacon,
): void | Promise<void> {
  const visitorId = deps.visitorIds.of(request);
  const location = locate(request.address);
  if (typeof visitorId === 'string' && !(location instanceof Promise)) {
    return addPageView(deps, request, beacon, visitorId, location);
  }
  return Promise.all([visitorId, location]).then(([id, place]) =>
    addPageView(deps, request, beacon, id, place),
  );
}

function addPageView(
  deps: IngestDeps,
  request: BeaconRequest,
  beacon: PageViewBeacon,
  visitorId: string,
  location: Location,
): void {
  const software = parseUserAgent(request.userAgent);
  const path = storedPath(beacon.path);
  const consented = beacon.consent;
  const sessionId = consented ? (beacon.sessionId ?? null) : null;
  const userId = consented ? request.userId : null;
  // Every property written out (no spreads): one object shape, built the fast way, per beacon.
  deps.buffer.addPageView({
    occurredAt: request.at,
    site: request.site,
    visitorId,
    sessionId,
    userId,
    pagePath: path,
    pageTitle: clipped(beacon.title.trim(), analyticsStoredTitleMaxLength).trimEnd(),
    referrerHost: referrerHost(beacon.referrer, request.ownHosts),
    isEntry: beacon.entry,
    deviceType: software.deviceType,
    browser: software.browser,
    operatingSystem: software.operatingSystem,
    screenResolution: consented ? (beacon.screen ?? null) : null,
    viewportSize: consented ? (beacon.viewport ?? null) : null,
    country: location.country,
    region: location.region,
    city: location.city,
  });
}

export function ingestClick(deps: IngestDeps, request: BeaconRequest, beacon: ClickBeacon) {
  deps.buffer.addClick({
    occurredAt: request.at,
    site: request.site,
    sessionId: beacon.sessionId,
    userId: request.userId,
    pagePath: storedPath(beacon.path),
    elementType: beacon.elementType,
    elementId: storedText(beacon.elementId, analyticsStoredElementAttributeMaxLength),
    elementClass: storedText(beacon.elementClass, analyticsStoredElementAttributeMaxLength),
    elementText: beacon.elementText?.trim() || null,
    clickX: round(beacon.clickX),
    clickY: round(beacon.clickY),
    pageX: round(beacon.pageX),
    pageY: round(beacon.pageY),
    scrollTop: round(beacon.scrollTop),
    msInSession: round(beacon.msInSession),
  });
}

export function ingestSessionEnd(deps: IngestDeps, request: BeaconRequest, beacon: SessionEndBeacon) {
  deps.buffer.markEnded(beacon.sessionId, request.site, request.at, storedPath(beacon.path));
}

export function ingestActive(deps: IngestDeps, request: BeaconRequest, beacon: ActiveBeacon) {
  deps.buffer.markActive(beacon.sessionId, request.site, request.at, storedPath(beacon.path));
}
