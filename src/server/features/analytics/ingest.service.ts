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

/** `value` cut to at most `max` characters, never inside one (a surrogate pair). */
export function clipped(value: string, max: number): string {
  // A string of at most `max` UTF-16 units has at most `max` characters: nearly every value.
  if (value.length <= max) return value;
  return Array.from(value).slice(0, max).join('');
}

/** The path as stored: without query string or fragment, cut to analyticsStoredPathMaxLength. */
export function storedPath(path: string): string {
  return clipped(pathOnly(path), analyticsStoredPathMaxLength);
}

/** An optional text as stored: cut to `max`, null when absent or empty. */
function storedText(value: string | undefined, max: number): string | null {
  return value ? clipped(value, max) : null;
}

/**
 * The referring site's host name: the least of the referrer that says where a visit came from (never
 * its path or query, which can name a search or carry a token, nor its scheme or port). Null for a
 * direct visit, our own pages or anything unparseable.
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
 * Visitor ids: sha256(salt of the UTC day + site + address + user agent). The salt is random,
 * kept in analytics_salts so every process uses the same one, and deleted once its day is over, so an
 * id cannot be recomputed afterwards — nor linked to the same visitor tomorrow.
 */
export function createVisitorIds(repository: Pick<IngestRepository, 'saltFor'>) {
  let pending: { day: string; salt: Promise<string> } | null = null;
  /** The day's salt once read (memory only, gone with the day). */
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

  // Computed for every beacon, not remembered: one SHA-256 of ~200 bytes costs less than looking
  // the answer up in (and keeping) a cache of them, which at thousands of beacons a second held
  // less than a second of visitors.
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
 * A page view. Without consent it is anonymous: no session, user, screen
 * or viewport, whatever the body says. With consent and a session id, the visit is started or
 * updated from it when the batch is written.
 * Buffered at once when the visitor id and the location are known (nearly always: the day's salt is
 * read once a day, each address file once), else once they are.
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

/** A click of a consenting visitor. */
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

/** The page was hidden: the visit's end and whole-second duration. */
export function ingestSessionEnd(deps: IngestDeps, request: BeaconRequest, beacon: SessionEndBeacon) {
  deps.buffer.markEnded(beacon.sessionId, request.site, request.at, storedPath(beacon.path));
}

/** The page is visible again, so the visitor counts as active: last seen, current page. */
export function ingestActive(deps: IngestDeps, request: BeaconRequest, beacon: ActiveBeacon) {
  deps.buffer.markActive(beacon.sessionId, request.site, request.at, storedPath(beacon.path));
}
