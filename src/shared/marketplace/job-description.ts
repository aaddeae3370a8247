/**
 * A vacancy's description is plain text (docs/product/jobs.md#plain-text-descriptions): paragraphs
 * separated by blank lines, list items starting with "- ". These are its blocks, which the job page
 * draws as React elements and the job's structured data writes as escaped HTML; the text is never
 * read as HTML anywhere.
 */
export type DescriptionBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const listItem = /^\s*-\s+/;

export function descriptionBlocks(text: string): DescriptionBlock[] {
  const blocks: DescriptionBlock[] = [];
  let current: DescriptionBlock | undefined;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      current = undefined;
      continue;
    }
    if (listItem.test(raw)) {
      const item = raw.replace(listItem, '').trim();
      if (current?.kind !== 'list') {
        current = { kind: 'list', items: [] };
        blocks.push(current);
      }
      if (item !== '') current.items.push(item);
      continue;
    }
    if (current?.kind !== 'paragraph') {
      current = { kind: 'paragraph', lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks.filter((block) => (block.kind === 'list' ? block.items.length > 0 : true));
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);

/** The blocks as HTML, every piece of text escaped (structured data may carry HTML). */
export function descriptionHtml(blocks: readonly DescriptionBlock[]): string {
  return blocks
    .map((block) =>
      block.kind === 'list'
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : `<p>${block.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
}
