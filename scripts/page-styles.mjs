// The rules of a stylesheet a pre-rendered page can use, cut at build time (decision 030). Pure: the
// unit test checks it on small stylesheets; the end-to-end test compares every page's computed styles.
import { transform } from 'lightningcss';

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Every class name in the markup's class attributes, with HTML character references decoded. */
export function classesIn(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (reference, hex, decimal, name) => {
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return entities[name.toLowerCase()] ?? reference;
    });
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

export function elementsIn(html) {
  const elements = new Set(['html', 'head', 'body', 'div', 'span']);
  for (const [, name] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) elements.add(name.toLowerCase());
  return elements;
}

/**
 * Tailwind finds its classes in the sources the same way, and a minifier keeps string literals whole,
 * so a class a component adds once hydrated is among these words; the others only keep a rule.
 */
export function classCandidatesIn(js) {
  const candidates = new Set();
  for (const word of js.split(/[\s"'`\\]+/)) if (word) candidates.add(word);
  return candidates;
}

/**
 * What is under :not() or :has() requires nothing; :is(), :where() and :any() need one of their
 * selectors. Anything else (attributes, ids, states) is taken as possible: the cut errs on keeping.
 */
function possible(selector, page) {
  return selector.every((component) => {
    if (component.type === 'class') return page.classes.has(component.name);
    if (component.type === 'type') return page.elements.has(component.name.toLowerCase());
    if (component.type !== 'pseudo-class') return true;
    if (component.kind === 'is' || component.kind === 'where' || component.kind === 'any') {
      return component.selectors.some((inner) => possible(inner, page));
    }
    return true;
  });
}

const groupingRules = new Set(['media', 'supports', 'layer-block', 'container', 'scope', 'starting-style']);

/**
 * One level a pass. A visitor never returns a rule it keeps: lightningcss would rebuild its declarations
 * from their JavaScript form, which loses some (content-visibility, font-feature-settings).
 */
const dropEmpty = {
  Rule: (rule) => (groupingRules.has(rule.type) && rule.value.rules.length === 0 ? [] : undefined),
};

/**
 * Minified, in the original order, so the page looks the same with these rules alone as with the whole
 * stylesheet. `scriptWords` count too: what components draw once hydrated is styled without the rest.
 */
export function rulesUsedBy(css, html, scriptWords = new Set()) {
  const page = { classes: classesIn(html), elements: elementsIn(html) };
  for (const word of scriptWords) {
    page.classes.add(word);
    page.elements.add(word.toLowerCase());
  }
  const cut = (code, visitor) =>
    transform({ filename: 'page.css', code: Buffer.from(code), minify: true, visitor }).code.toString();
  let rules = cut(css, {
    Rule: {
      style: (rule) => (rule.value.selectors.some((selector) => possible(selector, page)) ? undefined : []),
    },
  });
  for (let previous = ''; previous !== rules; ) {
    previous = rules;
    rules = cut(rules, dropEmpty);
  }
  return withoutUnusedVariables(rules, [html, ...scriptWords]);
}

const variableNames = (text) => text.match(/--[\w-]+/g) ?? [];
const nameOf = (declaration) => declaration.slice(0, declaration.indexOf(':'));

/**
 * A variable is kept when its name appears anywhere else in the stylesheet, in `texts` or in another
 * kept theme variable. Worked on the text: a lightningcss visitor would rebuild every declaration.
 */
export function withoutUnusedVariables(css, texts = []) {
  const theme = /@layer theme\{:root,:host\{([^{}]*)\}\}/.exec(css);
  const fallback = /(\*,:before,:after,::backdrop\{)([^{}]*)\}/.exec(css);
  const registration = /@property (--[\w-]+)\{[^{}]*\}/g;
  let others = css.replace(registration, '');
  if (theme) others = others.replace(theme[0], '');
  if (fallback) others = others.replace(fallback[0], '');
  const used = new Set(variableNames(others));
  for (const text of texts) for (const name of variableNames(text)) used.add(name);
  const themeDeclarations = theme ? theme[1].split(';').filter(Boolean) : [];
  for (let grew = true; grew; ) {
    grew = false;
    for (const declaration of themeDeclarations) {
      if (!used.has(nameOf(declaration))) continue;
      for (const name of variableNames(declaration.slice(declaration.indexOf(':')))) {
        if (!used.has(name)) {
          used.add(name);
          grew = true;
        }
      }
    }
  }
  const kept = (declarations) =>
    declarations
      .split(';')
      .filter((declaration) => declaration && used.has(nameOf(declaration)))
      .join(';');
  let result = css.replace(registration, (rule, name) => (used.has(name) ? rule : ''));
  if (theme) result = result.replace(theme[0], `@layer theme{:root,:host{${kept(theme[1])}}}`);
  if (fallback) result = result.replace(fallback[0], `${fallback[1]}${kept(fallback[2])}}`);
  return result;
}
