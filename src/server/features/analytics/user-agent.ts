import { UAParser } from 'ua-parser-js';
import { isBot } from 'ua-parser-js/bot-detection';
import type { AnalyticsDeviceType } from '../../../shared/analytics/ingest.schemas';
import { boundedCache } from '../../cache/bounded-cache';

export interface ClientSoftware {
  deviceType: AnalyticsDeviceType;
  browser: string;
  operatingSystem: string;
}

const unknownSoftware: ClientSoftware = {
  deviceType: 'Unknown',
  browser: 'Unknown',
  operatingSystem: 'Unknown',
};

/** Parsing costs about a millisecond, and a site sees the same few hundred user agents again and again. */
const botCache = boundedCache<string, boolean>(2000);
const softwareCache = boundedCache<string, ClientSoftware>(2000);

/** Crawlers, scripts and empty user agents: their beacons are answered 204 and dropped. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim().slice(0, 1000) ?? '';
  if (agent.length === 0) return true;
  return botCache.remember(agent, () => isBot(agent));
}

export function parseUserAgent(userAgent: string | undefined): ClientSoftware {
  const agent = userAgent?.trim().slice(0, 1000) ?? '';
  if (agent.length === 0) return unknownSoftware;
  return softwareCache.remember(agent, () => parse(agent));
}

function parse(agent: string): ClientSoftware {
  const result = UAParser(agent);
  const browser = result.browser.name ?? 'Unknown';
  const operatingSystem = result.os.name ?? 'Unknown';
  const type = result.device.type;
  let deviceType: AnalyticsDeviceType;
  if (type === 'mobile') deviceType = 'Mobile';
  else if (type === 'tablet') deviceType = 'Tablet';
  else if (type === undefined)
    deviceType = browser === 'Unknown' && operatingSystem === 'Unknown' ? 'Unknown' : 'Desktop';
  else deviceType = 'Other';
  return { deviceType, browser, operatingSystem };
}
