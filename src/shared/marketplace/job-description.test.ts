import { describe, expect, it } from 'vitest';
import { descriptionBlocks, descriptionHtml } from './job-description';

describe('descriptionBlocks', () => {
  it('makes paragraphs of text between blank lines and lists of lines starting with "- "', () => {
    const text = 'Join our team.\nWe are friendly.\n\n- Reviews\n- Care homes\n\nApply soon.';
    expect(descriptionBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['Join our team.', 'We are friendly.'] },
      { kind: 'list', items: ['Reviews', 'Care homes'] },
      { kind: 'paragraph', lines: ['Apply soon.'] },
    ]);
  });

  it('starts a list straight after a paragraph line, and keeps a dash without a space as text', () => {
    expect(descriptionBlocks('You will:\r\n- triage\n-5 degrees\n  - visit')).toEqual([
      { kind: 'paragraph', lines: ['You will:'] },
      { kind: 'list', items: ['triage'] },
      { kind: 'paragraph', lines: ['-5 degrees'] },
      { kind: 'list', items: ['visit'] },
    ]);
  });

  it('has no block for blank text or an empty item', () => {
    expect(descriptionBlocks('\n\n  \n- \n')).toEqual([]);
  });
});

describe('descriptionHtml', () => {
  it('escapes every piece of text, so nothing in a description becomes markup', () => {
    const html = descriptionHtml(descriptionBlocks('Pay > £40k & "more"\n\n- <script>alert(1)</script>'));
    expect(html).toBe(
      '<p>Pay &gt; £40k &amp; &quot;more&quot;</p><ul><li>&lt;script&gt;alert(1)&lt;/script&gt;</li></ul>',
    );
  });
});
