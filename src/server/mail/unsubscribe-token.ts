import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type UnsubscribeList,
  unsubscribeLists,
  unsubscribePath,
  unsubscribeTokenMaxLength,
} from '../../shared/marketplace/unsubscribe.schemas';

/*
 * An unsubscribe link names the user and the list and is signed with the server's secret: no row to
 * store or look up, and nobody can make one for another user. It does not expire: an old e-mail's link
 * must still work.
 */

export interface UnsubscribeSubject {
  userId: string;
  list: UnsubscribeList;
}

const purpose = 'unsubscribe:v1:';

function signatureOf(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}${payload}`).digest();
}

export function signUnsubscribeToken(subject: UnsubscribeSubject, secret: string): string {
  const payload = Buffer.from(JSON.stringify({ u: subject.userId, l: subject.list })).toString('base64url');
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

const isList = (value: unknown): value is UnsubscribeList =>
  typeof value === 'string' && (unsubscribeLists as readonly string[]).includes(value);

/** The user and list a token names, or undefined when it is malformed or its signature is not ours. */
export function readUnsubscribeToken(token: string, secret: string): UnsubscribeSubject | undefined {
  if (token.length > unsubscribeTokenMaxLength) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { u, l } = parsed as Record<string, unknown>;
    if (typeof u !== 'string' || u.length === 0 || !isList(l)) return undefined;
    return { userId: u, list: l };
  } catch {
    return undefined;
  }
}

/** The link's address on the marketplace host. */
export function unsubscribeUrl(marketplaceUrl: string, token: string): string {
  return `${marketplaceUrl}${unsubscribePath}?t=${encodeURIComponent(token)}`;
}

/**
 * The header fields of one-click unsubscribe (RFC 8058): a mail client's "Unsubscribe" posts
 * `List-Unsubscribe=One-Click` to the link, with no sign-in.
 */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
