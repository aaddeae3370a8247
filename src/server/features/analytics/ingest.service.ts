import { createHash, randomBytes } from 'node:crypto';
import type {
  ActiveBeacon,
  ClickBeacon,
  PageViewBeacon,
  SessionEndBeacon,
} from '../../../shared/analytics/ingest.schemas';
import type { Site } from '../../../shared/routing/site';
import { type BoundedCache, boundedCache } from '../../cache/bounded-cache';
import { locate } from './geolocation';
import type { IngestRepository } from './ingest.repository';
import type { IngestBuffer } from './ingest-buffer';
import { parseUserAgent } from './user-agent';

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

/** The referring site's host name; null for a direct visit, our own pages or anything unparseable. */
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

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Visitor ids: sha256(salt of the UTC day + site + address + user agent). The salt is random,
 * kept in analytics_salts so every process uses the same one, and deleted once its day is over, so an
 * id cannot be recomputed afterwards — nor linked to the same visitor tomorrow.
 */
export function createVisitorIds(repository: Pick<IngestRepository, 'saltFor'>) {
  let pending: { day: string; salt: Promise<string> } | null = null;
  /** The day's salt once read, and the ids computed with it (memory only, bounded, gone with the day). */
  let today: { day: string; salt: string; ids: BoundedCache<string, string> } | null = null;

  function saltFor(day: string): Promise<string> {
    if (pending?.day !== day) {
      const salt = repository.saltFor(day, randomBytes(32).toString('base64url'));
      pending = { day, salt };
      salt.then(
        (value) => {
          if (pending?.salt === salt) today = { day, salt: value, ids: boundedCache(10_000) };
        },
        () => {
          if (pending?.salt === salt) pending = null;
        },
      );
    }
    return pending.salt;
  }

  function idWith(salt: string, key: string): string {
    return createHash('sha256').update(`${salt}\n${key}`).digest('base64url');
  }

  return {
    /** The visitor's id: at once when the day's salt is known (nearly always), else once it is read. */
    of(request: Pick<BeaconRequest, 'site' | 'address' | 'userAgent' | 'at'>): string | Promise<string> {
      const day = utcDay(request.at);
      const key = `${request.site}\n${request.address}\n${request.userAgent ?? ''}`;
      const known = today;
      if (known?.day === day) return known.ids.remember(key, () => idWith(known.salt, key));
      return saltFor(day).then((salt) => idWith(salt, key));
    },
  };
}
export type VisitorIds = ReturnType<typeof createVisitorIds>;

const round = (value: number) => Math.round(value);

/**
 * A page view. Without consent it is anonymous: no session, user, screen
 * or viewport, whatever the body says. With consent and a session id, the visit is started or updated.
 */
export async function ingestPageView(deps: IngestDeps, request: BeaconRequest, beacon: PageViewBeacon) {
  const visitorId = await deps.visitorIds.of(request);
  const location = await locate(request.address);
  const software = parseUserAgent(request.userAgent);
  const path = pathOnly(beacon.path);
  const consented = beacon.consent;
  const sessionId = consented ? (beacon.sessionId ?? null) : null;
  const userId = consented ? request.userId : null;
  deps.buffer.addPageView(
    {
      occurredAt: request.at,
      site: request.site,
      visitorId,
      sessionId,
      userId,
      pagePath: path,
      pageTitle: beacon.title.trim(),
      referrerHost: referrerHost(beacon.referrer, request.ownHosts),
      isEntry: beacon.entry,
      ...software,
      screenResolution: consented ? (beacon.screen ?? null) : null,
      viewportSize: consented ? (beacon.viewport ?? null) : null,
      ...location,
    },
    sessionId
      ? {
          sessionId,
          site: request.site,
          visitorId,
          userId,
          startedAt: request.at,
          lastSeenAt: request.at,
          currentPage: path,
          entryPage: path,
          ...software,
          ...location,
        }
      : undefined,
  );
}

/** A click of a consenting visitor. */
export function ingestClick(deps: IngestDeps, request: BeaconRequest, beacon: ClickBeacon) {
  deps.buffer.addClick({
    occurredAt: request.at,
    site: request.site,
    sessionId: beacon.sessionId,
    userId: request.userId,
    pagePath: pathOnly(beacon.path),
    elementType: beacon.elementType,
    elementId: beacon.elementId ?? null,
    elementClass: beacon.elementClass ?? null,
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
  deps.buffer.markEnded(beacon.sessionId, request.site, request.at, pathOnly(beacon.path));
}

/** The page is visible again, so the visitor counts as active: last seen, current page. */
export function ingestActive(deps: IngestDeps, request: BeaconRequest, beacon: ActiveBeacon) {
  deps.buffer.markActive(beacon.sessionId, request.site, request.at, pathOnly(beacon.path));
}
