/** '<Page> | <brand>', or just the brand when the page is the brand itself. */
export function formatDocumentTitle(page: string, brandName: string): string {
  const trimmed = page.trim();
  if (trimmed === '' || trimmed === brandName) return brandName;
  return `${trimmed} | ${brandName}`;
}
