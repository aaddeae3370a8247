import { describe, expect, it } from 'vitest';
import {
  classCandidatesIn,
  classesIn,
  elementsIn,
  rulesUsedBy,
  withoutUnusedVariables,
} from './page-styles.mjs';

describe('the rules a pre-rendered page uses', () => {
  it('reads class names from the markup, character references decoded', () => {
    expect([...classesIn('<p class="a  sm:b [&amp;_li]:ml-5"></p><svg class="c"></svg>')]).toEqual([
      'a',
      'sm:b',
      '[&_li]:ml-5',
      'c',
    ]);
    expect(elementsIn('<P><svg><linearGradient/></svg></P>')).toEqual(
      new Set(['html', 'head', 'body', 'div', 'span', 'p', 'svg', 'lineargradient']),
    );
  });

  it('keeps a class rule when the page has the class, with escaped names and variants', () => {
    const css = '.a{color:red}.b{color:blue}.sm\\:px-6{padding:1px}.\\[\\&_li\\]\\:ml-5 li{margin:0}';
    expect(rulesUsedBy(css, '<p class="a sm:px-6 [&amp;_li]:ml-5"><li></li></p>')).toBe(
      '.a{color:red}.sm\\:px-6{padding:1px}.\\[\\&_li\\]\\:ml-5 li{margin:0}',
    );
  });

  it('needs every class of a compound selector, one selector of a list, and one choice of :is() or :where()', () => {
    const css = '.a.b{color:red}.c,.d{color:blue}:where(.e>:not(:last-child)){margin:0}:is(.f,.g) p{top:0}';
    expect(rulesUsedBy(css, '<p class="a d"></p>')).toBe('.c,.d{color:#00f}');
    expect(rulesUsedBy(css, '<p class="a b e g"></p>')).toBe(
      '.a.b{color:red}:where(.e>:not(:last-child)){margin:0}:is(.f,.g) p{top:0}',
    );
  });

  it('keeps what it cannot rule out: :not(), :has(), attributes, ids and states', () => {
    const css =
      'p:not(.x){color:red}div:has(.y){color:blue}[data-site=marketplace]{--b:1}#main{top:0}p:hover{color:green}';
    expect(rulesUsedBy(css, '<div><p></p></div>')).toBe(
      'p:not(.x){color:red}div:has(.y){color:#00f}[data-site=marketplace]{--b:1}#main{top:0}p:hover{color:green}',
    );
  });

  it('drops element rules for elements the page does not have, and keeps those for the document around it', () => {
    const css =
      'table{border:0}html,:host{line-height:1.5}body{margin:0}abbr:where([title]){text-decoration:underline}';
    expect(rulesUsedBy(css, '<p></p>')).toBe('html,:host{line-height:1.5}body{margin:0}');
  });

  it('cuts inside media queries and layers, drops what is left empty, and keeps keyframes and properties', () => {
    const css =
      '@layer base,utilities;@layer utilities{.a{color:red}.b{color:blue}@media (width>=40rem){.sm\\:a{top:var(--x)}.sm\\:b{top:1px}}}@media print{.b{color:red}}@keyframes spin{to{transform:rotate(1turn)}}@property --x{syntax:"*";inherits:false}';
    expect(rulesUsedBy(css, '<p class="a sm:a"></p>')).toBe(
      '@layer base;@layer utilities{.a{color:red}@media (width>=40rem){.sm\\:a{top:var(--x)}}}@keyframes spin{to{transform:rotate(1turn)}}@property --x{syntax:"*";inherits:false}',
    );
  });

  it('drops a layer left empty once its media queries are cut', () => {
    expect(
      rulesUsedBy(
        '@layer x{@media print{@supports (color:red){.b{color:red}}}}.a{top:0}',
        '<p class="a"></p>',
      ),
    ).toBe('.a{top:0}');
  });

  it('keeps every declaration of a rule it keeps, as written', () => {
    const css =
      '.a{content-visibility:auto;contain-intrinsic-size:auto 900px}html{font-feature-settings:normal;-webkit-tap-highlight-color:transparent}@media print{.a{border-collapse:collapse}}';
    expect(rulesUsedBy(css, '<p class="a"></p>')).toBe(css);
  });

  it('reads the words of a built chunk that could be class or element names', () => {
    const chunk =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a built chunk, not a template
      'let e=n?`px-4 sm:px-6 ${t}`:"hidden",r=c(`dialog`,{className:"open:flex [&_li]:ml-5"});x(\'bg-red-50\\n\')';
    const words = classCandidatesIn(chunk);
    for (const word of ['px-4', 'sm:px-6', 'hidden', 'dialog', 'open:flex', '[&_li]:ml-5', 'bg-red-50']) {
      expect(words).toContain(word);
    }
  });

  it("keeps the rules of classes and elements the page's chunks can draw once hydrated", () => {
    const css = '.a{color:red}.menu-open{top:0}dialog{padding:0}table{border:0}.never{color:blue}';
    expect(
      rulesUsedBy(css, '<p class="a"></p>', classCandidatesIn('c("dialog",{className:"menu-open"})')),
    ).toBe('.a{color:red}.menu-open{top:0}dialog{padding:0}');
  });

  it('drops the theme variables and registered properties nothing else names, and keeps what a kept one names', () => {
    const css =
      '@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-a:0;--tw-b:1;--tw-c:2}}}' +
      '@layer theme{:root,:host{--color-red:red;--color-blue:blue;--font-sans:var(--default);--default:serif;--unused:1px;--in-markup:2px;--in-script:3px}}' +
      '@layer utilities{.a{color:var(--color-red);translate:var(--tw-a)}.b{font-family:var(--font-sans);--tw-b:5}}' +
      '@property --tw-a{syntax:"*";inherits:false;initial-value:0}@property --tw-b{syntax:"*";inherits:false}@property --tw-c{syntax:"*";inherits:false}';
    expect(withoutUnusedVariables(css, ['<p style="width:var(--in-markup)"></p>', '[--in-script]'])).toBe(
      '@layer properties{@supports (x:y){*,:before,:after,::backdrop{--tw-a:0;--tw-b:1}}}' +
        '@layer theme{:root,:host{--color-red:red;--font-sans:var(--default);--default:serif;--in-markup:2px;--in-script:3px}}' +
        '@layer utilities{.a{color:var(--color-red);translate:var(--tw-a)}.b{font-family:var(--font-sans);--tw-b:5}}' +
        '@property --tw-a{syntax:"*";inherits:false;initial-value:0}@property --tw-b{syntax:"*";inherits:false}',
    );
  });
});
