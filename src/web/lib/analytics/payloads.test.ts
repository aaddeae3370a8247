import { describe, expect, it } from 'vitest';
import {
  analyticsElementAttributeMaxLength,
  analyticsElementTextMaxLength,
  analyticsIngestPaths,
  analyticsPathMaxLength,
  analyticsReferrerMaxLength,
  analyticsTitleMaxLength,
  clickBeaconSchema,
  pageViewBeaconSchema,
} from '../../../shared/analytics/ingest.schemas';
import { beaconUrls } from './beacon';
import {
  beaconLimits,
  buildClick,
  buildPageView,
  clip,
  describeClickedElement,
  type ElementLike,
} from './payloads';

/** A tiny element tree with the selector matching the payload builder relies on. */
interface FakeNode {
  tag: string;
  id?: string;
  className?: string;
  text?: string;
  attributes?: Record<string, string>;
  children?: FakeNode[];
}

function matches(node: FakeNode, selectors: string): boolean {
  return selectors.split(',').some((raw) => {
    const negated = raw.includes(':not([contenteditable="false"])');
    const selector = raw.replace(':not([contenteditable="false"])', '').trim();
    const tagMatch = /^[a-z]+/.exec(selector);
    if (tagMatch && tagMatch[0] !== node.tag) return false;
    for (const [, name, value] of selector.matchAll(/\[([a-z-]+)(?:="([^"]*)")?\]/g)) {
      if (!name) continue;
      const actual = node.attributes?.[name];
      if (actual === undefined || (value !== undefined && actual !== value)) return false;
    }
    if (negated && node.attributes?.contenteditable === 'false') return false;
    return true;
  });
}

function build(node: FakeNode, parent: ElementLike | null = null): ElementLike {
  const element: ElementLike = {
    tagName: node.tag.toUpperCase(),
    id: node.id ?? '',
    get textContent() {
      const own = node.text ?? '';
      return own + (node.children ?? []).map((child) => build(child).textContent).join('');
    },
    getAttribute: (name) => (name === 'class' ? (node.className ?? null) : (node.attributes?.[name] ?? null)),
    closest: (selectors) => (matches(node, selectors) ? element : (parent?.closest(selectors) ?? null)),
    querySelector: (selectors) => {
      for (const child of node.children ?? []) {
        const built = build(child, element);
        if (matches(child, selectors)) return built;
        const deeper = built.querySelector(selectors);
        if (deeper) return deeper;
      }
      return null;
    },
  };
  return element;
}

/** Builds the tree and returns the innermost first-child element (what the click landed on). */
function clickedIn(root: FakeNode): ElementLike {
  let node = root;
  let element = build(root);
  while (node.children?.[0]) {
    node = node.children[0];
    element = build(node, element);
  }
  return element;
}

const visit = { id: '0b9f1d7e-5a4c-4c55-9d2e-2f8f6f7b9a10', startedAt: 10_000, isNew: true };
const sizes = { screen: { width: 1920, height: 1080 }, viewport: { width: 1280.4, height: 719.6 } };

describe('page-view payload', () => {
  it('without consent: no session id, screen or viewport, however much the page knows', () => {
    const payload = buildPageView({
      path: '/contact',
      title: 'Contact',
      referrer: '',
      entry: true,
      visit: null,
      ...sizes,
    });
    expect(payload).toEqual({
      path: '/contact',
      title: 'Contact',
      referrer: '',
      entry: true,
      consent: false,
    });
    expect(pageViewBeaconSchema.parse(payload)).toEqual(payload);
  });

  it('with consent: the visit id and rounded sizes', () => {
    const payload = buildPageView({
      path: '/arrsplace',
      title: 'ARRS Place',
      referrer: 'https://example.org/a',
      entry: false,
      visit,
      ...sizes,
    });
    expect(payload).toMatchObject({
      consent: true,
      sessionId: visit.id,
      screen: '1920x1080',
      viewport: '1280x720',
    });
    expect(pageViewBeaconSchema.parse(payload)).toEqual(payload);
  });

  it('clips long or broken values to what the server accepts', () => {
    const payload = buildPageView({
      path: `/${'a'.repeat(600)}`,
      title: `Tab\tand\nline ${'é'.repeat(400)}`,
      referrer: `https://example.org/${'r'.repeat(3000)}`,
      entry: true,
      visit,
      screen: { width: Number.NaN, height: 10 },
      viewport: { width: 200_000, height: 10 },
    });
    expect(payload.path).toHaveLength(analyticsPathMaxLength);
    expect(Array.from(payload.title)).toHaveLength(analyticsTitleMaxLength);
    expect(payload.referrer).toHaveLength(analyticsReferrerMaxLength);
    expect(payload.screen).toBeUndefined();
    expect(payload.viewport).toBeUndefined();
    expect(pageViewBeaconSchema.parse(payload)).toEqual(payload);
  });

  it('never cuts a character in half', () => {
    expect(clip('ab😀cd', 3)).toBe('ab😀');
    expect(clip('x\ud800y', 10)).toBe('xy');
  });
});

describe('click payload', () => {
  it('reports the control around the clicked icon, its text on one line cut at 100 characters', () => {
    const long = `Find   Qualified\nProfessionals ${'x'.repeat(200)}`;
    const target = clickedIn({
      tag: 'a',
      id: 'cta',
      className: 'btn primary',
      attributes: { href: '/arrsplace/auth' },
      children: [{ tag: 'svg', text: long }],
    });
    const described = describeClickedElement(target);
    expect(described).toMatchObject({ elementType: 'a', elementId: 'cta', elementClass: 'btn primary' });
    expect(described.elementText).toHaveLength(analyticsElementTextMaxLength);
    expect(described.elementText?.startsWith('Find Qualified Professionals x')).toBe(true);
  });

  it.each([
    ['an input', { tag: 'input', attributes: { type: 'text' }, text: 'typed secret' }],
    ['a textarea', { tag: 'textarea', text: 'my private message' }],
    ['a select', { tag: 'select', children: [{ tag: 'option', text: 'Chosen option' }] }],
    ['a contenteditable area', { tag: 'div', attributes: { contenteditable: 'true' }, text: 'typed note' }],
    [
      'text inside a contenteditable area',
      { tag: 'div', attributes: { contenteditable: '' }, children: [{ tag: 'p', text: 'typed note' }] },
    ],
    [
      'a label around an input',
      { tag: 'label', text: 'Name', children: [{ tag: 'textarea', text: 'typed secret' }] },
    ],
  ])('never reports the text of %s', (_, node) => {
    const described = describeClickedElement(clickedIn(node as FakeNode));
    expect(described.elementText).toBeUndefined();
    expect(JSON.stringify(described)).not.toMatch(/typed|private|Chosen/);
  });

  it('builds a beacon the server schema accepts, with whole pixels and the time in the visit', () => {
    const payload = buildClick({
      target: clickedIn({ tag: 'button', className: 'x'.repeat(300), text: 'Send message' }),
      path: '/contact',
      visit,
      clientX: 10.6,
      clientY: 20.2,
      pageX: 10.6,
      pageY: 820.2,
      scrollTop: 800,
      now: 12_345.4,
    });
    expect(payload).toMatchObject({
      sessionId: visit.id,
      path: '/contact',
      elementType: 'button',
      elementText: 'Send message',
      clickX: 11,
      clickY: 20,
      pageX: 11,
      pageY: 820,
      scrollTop: 800,
      msInSession: 2_345,
    });
    expect(payload.elementClass).toHaveLength(analyticsElementAttributeMaxLength);
    expect(clickBeaconSchema.parse(payload)).toEqual(payload);
  });
});

describe('the contract', () => {
  it('uses the endpoints and limits of the shared schema (copied so zod stays out of public pages)', () => {
    expect(beaconUrls).toEqual(analyticsIngestPaths);
    expect(beaconLimits).toMatchObject({
      path: analyticsPathMaxLength,
      title: analyticsTitleMaxLength,
      referrer: analyticsReferrerMaxLength,
      elementText: analyticsElementTextMaxLength,
      elementAttribute: analyticsElementAttributeMaxLength,
    });
  });
});
