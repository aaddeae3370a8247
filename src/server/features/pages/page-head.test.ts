import { describe, expect, it } from 'vitest';
import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import { escapeHtml, renderPageHead } from './page-head';

const origins = { consultancy: 'https://meridian.example', marketplace: 'https://arrsplace.example' };

describe('renderPageHead', () => {
  it('escapes what it writes into attributes and text', () => {
    const head = renderPageHead(
      'consultancy',
      { title: 'Fees & "terms" <now>', description: "It's <b>", home: 'consultancy' },
      '/terms',
      origins,
    );
    expect(head).toContain(
      '<title>Fees &amp; &quot;terms&quot; &lt;now&gt; | Meridian Health Partners</title>',
    );
    expect(head).toContain('<meta name="description" content="It&#39;s &lt;b&gt;">');
    expect(head).not.toContain('<b>');
  });

  it('names the visitor’s host in the title and the page’s own host in the canonical URL', () => {
    const head = renderPageHead(
      'consultancy',
      publicPageMeta['/arrsplace/insights'],
      '/arrsplace/insights',
      origins,
    );
    expect(head).toContain('<title>Insights | Meridian Health Partners</title>');
    expect(head).toContain('<link rel="canonical" href="https://arrsplace.example/arrsplace/insights">');
    expect(head).not.toContain('ld+json');
  });

  it('keeps structured data inside its script element', () => {
    const head = renderPageHead('marketplace', publicPageMeta['/arrsplace'], '/arrsplace', {
      ...origins,
      marketplace: 'https://x.example/</script><script>alert(1)</script>',
    });
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).toContain('\\u003c/script>');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
