import type { FastifyInstance } from 'fastify';
import { hasLoneSurrogate, unsupportedCharactersMessage } from '../../shared/validation/text';
import { AppError } from '../errors/app-error';

/** No request body we accept nests deeper than a few levels; anything deeper is an attack or a bug. */
export const maxJsonDepth = 32;

const invalidBody = (message: string) => new AppError(400, 'INVALID_BODY', message);

/** A linear scan that skips strings, so a body nested 10,000 levels is refused before anything walks it. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

const unstorable = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/** U+0000 or a lone surrogate in any string or key: text PostgreSQL cannot store. */
export function containsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (Array.isArray(value)) return value.some(containsUnstorableText);
  if (value && typeof value === 'object') {
    // A loop over the keys, not Object.entries: every JSON body passes here, and the pairs are garbage.
    const record = value as Record<string, unknown>;
    for (const key in record) {
      if (Object.hasOwn(record, key) && (unstorable(key) || containsUnstorableText(record[key]))) return true;
    }
  }
  return false;
}

/**
 * Fastify's own parser after a depth check, refusing NUL and lone surrogates anywhere: a safety net for
 * routes whose schemas we do not write (better-auth's).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, maxJsonDepth)) {
      return done(
        invalidBody(`The request body is nested more than ${maxJsonDepth} levels deep.`),
        undefined,
      );
    }
    parse(request, text, (error, value) => {
      if (error) return done(error, undefined);
      if (containsUnstorableText(value)) {
        // The same answer as the shared text schemas give for it.
        return done(new AppError(400, 'VALIDATION_ERROR', unsupportedCharactersMessage), undefined);
      }
      done(null, value);
    });
  });
}
