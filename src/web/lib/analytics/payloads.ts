import type { ClickBeacon, PageViewBeacon } from '../../../shared/analytics/ingest.schemas';
import type { AnalyticsVisit } from './consent';

/** Their contract is imported for its types only, so zod stays out of the public pages' JavaScript. */
export const beaconLimits = {
  path: 512,
  title: 300,
  referrer: 2048,
  elementText: 100,
  elementAttribute: 200,
  elementType: 50,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** One line without control characters, at most `max` characters, never half a character. */
export function clip(value: string, max: number): string {
  const line = value.replace(controlCharacters, ' ');
  const characters = Array.from(line);
  const kept = characters.length > max ? characters.slice(0, max).join('') : line;
  // Lone surrogates (broken text in the page) are refused by the server: drop them.
  return kept.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');
}

function visibleText(value: string | null, max: number): string | undefined {
  const text = clip((value ?? '').replace(/\s+/g, ' ').trim(), max).trim();
  return text === '' ? undefined : text;
}

function sizeOf(width: number, height: number): string | undefined {
  const w = Math.round(width);
  const h = Math.round(height);
  if (!(w >= 0 && w <= 99_999 && h >= 0 && h <= 99_999)) return undefined;
  return `${w}x${h}`;
}

export interface PageViewInput {
  path: string;
  title: string;
  referrer: string;
  entry: boolean;
  /** The consenting visitor's visit; null without consent (nothing that could identify them is sent). */
  visit: AnalyticsVisit | null;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
}

export function buildPageView(input: PageViewInput): PageViewBeacon {
  const base: PageViewBeacon = {
    path: clip(input.path, beaconLimits.path) || '/',
    title: clip(input.title, beaconLimits.title),
    referrer: clip(input.referrer, beaconLimits.referrer),
    entry: input.entry,
    consent: input.visit !== null,
  };
  if (!input.visit) return base;
  const screen = sizeOf(input.screen.width, input.screen.height);
  const viewport = sizeOf(input.viewport.width, input.viewport.height);
  return {
    ...base,
    sessionId: input.visit.id,
    ...(screen ? { screen } : {}),
    ...(viewport ? { viewport } : {}),
  };
}

export interface ElementLike {
  tagName: string;
  id: string;
  textContent: string | null;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
  closest(selectors: string): ElementLike | null;
  querySelector(selectors: string): ElementLike | null;
}

/** What a click is reported on: the nearest control or link around the clicked node. */
const reportedControls =
  'a[href],button,input,select,textarea,label,summary,[role="button"],[role="link"],[role="tab"],[role="menuitem"],[role="checkbox"],[role="switch"]';
/** Elements whose text may be what the visitor typed or chose: never reported. */
const typedInto = 'input,textarea,select,[contenteditable]:not([contenteditable="false"])';

export interface ClickedElement {
  elementType: string;
  elementId?: string;
  elementClass?: string;
  elementText?: string;
}

export function describeClickedElement(target: ElementLike): ClickedElement {
  const element = target.closest(reportedControls) ?? target;
  const elementType = clip(element.tagName.toLowerCase(), beaconLimits.elementType) || 'unknown';
  const elementId = visibleText(element.id, beaconLimits.elementAttribute);
  const elementClass = visibleText(element.getAttribute('class'), beaconLimits.elementAttribute);
  const holdsTypedText =
    element.isContentEditable === true ||
    element.closest(typedInto) !== null ||
    element.querySelector(typedInto) !== null;
  const elementText = holdsTypedText ? undefined : visibleText(element.textContent, beaconLimits.elementText);
  return {
    elementType,
    ...(elementId ? { elementId } : {}),
    ...(elementClass ? { elementClass } : {}),
    ...(elementText ? { elementText } : {}),
  };
}

export interface ClickInput {
  target: ElementLike;
  path: string;
  visit: AnalyticsVisit;
  clientX: number;
  clientY: number;
  pageX: number;
  pageY: number;
  scrollTop: number;
  now: number;
}

const coordinate = (value: number) =>
  Number.isFinite(value) ? Math.min(100_000_000, Math.max(-1_000_000, Math.round(value))) : 0;

export function buildClick(input: ClickInput): ClickBeacon {
  return {
    sessionId: input.visit.id,
    path: clip(input.path, beaconLimits.path) || '/',
    ...describeClickedElement(input.target),
    clickX: coordinate(input.clientX),
    clickY: coordinate(input.clientY),
    pageX: coordinate(input.pageX),
    pageY: coordinate(input.pageY),
    scrollTop: coordinate(input.scrollTop),
    msInSession: Math.min(2_147_483_647, Math.max(0, Math.round(input.now - input.visit.startedAt))),
  };
}
