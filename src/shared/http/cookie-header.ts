/** The value of cookie `name` in a Cookie header or `document.cookie`, or null. */
export function readCookie(cookies: string | undefined, name: string): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator !== -1 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}
