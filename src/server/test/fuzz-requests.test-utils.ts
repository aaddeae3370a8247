import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import { uniqueEmail } from './unique-email';

/**
 * What the fuzz suite sends (fuzz.test-utils.ts runs it): values of the wrong type or shape, plausible
 * samples of a route's schemas with one part broken, and whole requests — bodies, raw bodies, query
 * strings, path parameters and headers — for one target as each caller.
 */

export interface FuzzTarget {
  method: string;
  /** The URL pattern (`:id` parameters), as the route table has it. */
  pattern: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Server-sent-event streams never end for a caller who may open them: read the head, hang up. */
  streaming: boolean;
}

// --- Generated values ------------------------------------------------------------------------------

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

/** Strings no text field accepts: control characters inside, or `tooLong`, or lone surrogates. */
function badStringWith(tooLong: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(fc.string({ maxLength: 20 }), controlCharacter, fc.string({ maxLength: 20 }))
      .map((parts) => parts.join('')),
    fc.constant('\u0000'),
    tooLong,
    fc.constant('\ud800 lone surrogate \udfff'),
    fc.constantFrom("' or 1=1 --", '"; drop table "user"; --', '%00', '../../etc/passwd'),
  );
}
/** Bad strings, the long ones 10,001 to 200,000 characters. */
const badString = badStringWith(
  fc.integer({ min: 10_001, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** JSON text nested `depth` levels, spliced into a body as it is (too deep for JSON.stringify). */
class DeepJson {
  constructor(readonly text: string) {}
}
function nested(depth: number, kind: 'array' | 'object'): DeepJson {
  return kind === 'array'
    ? new DeepJson(`${'['.repeat(depth)}"deep"${']'.repeat(depth)}`)
    : new DeepJson(`${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`);
}
const deepMarker = '__fuzz_deep_value__';

/** A body as JSON text, with any deep value spliced in. */
function bodyText(body: Record<string, unknown>): string {
  let deep: DeepJson | undefined;
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (value instanceof DeepJson) {
      deep = value;
      return deepMarker;
    }
    return value;
  });
  return deep ? text.replace(`"${deepMarker}"`, deep.text) : text;
}

/** Values of the wrong type or shape for almost any field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.double({ noNaN: true }),
  fc.constant({ toString: 'not a function', valueOf: 1 }),
  fc.constant({ __proto__: { polluted: true } }),
  fc.array(fc.string({ maxLength: 10 }), { minLength: 1, maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 5 }),
  fc.integer({ min: 20, max: 5000 }).map((depth) => nested(depth, 'array')),
  fc.integer({ min: 20, max: 2000 }).map((depth) => nested(depth, 'object')),
);

/** A plausible value for a schema, so that a body with one field broken reaches the deeper checks. */
export function sampleFor(schema: unknown, key = ''): unknown {
  const def = zodDef(schema);
  if (!def) return 'sample';
  switch (def.type) {
    case 'object': {
      const shape = def.shape && typeof def.shape === 'object' ? def.shape : {};
      const sample: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(shape)) {
        const innerDef = zodDef(inner);
        if (innerDef?.type === 'optional') continue;
        sample[name] = sampleFor(inner, name);
      }
      return sample;
    }
    case 'default':
    case 'nullable':
    case 'optional':
    case 'readonly':
      return sampleFor(def.innerType, key);
    case 'pipe':
      return sampleFor(def.in, key);
    case 'enum':
      return def.entries && typeof def.entries === 'object' ? Object.values(def.entries)[0] : 'sample';
    case 'literal':
      return Array.isArray(def.values) ? def.values[0] : 'sample';
    case 'boolean':
      return true;
    case 'number':
    case 'int':
      return 1;
    case 'array':
      return [];
    case 'string':
      if (def.format === 'uuid') return randomUUID();
      if (/email/i.test(key)) return uniqueEmail('fuzz');
      if (/password/i.test(key)) return 'Fuzz-Lantern-Quartz-42!';
      return 'Sample text for the fuzz suite';
    default:
      return 'sample';
  }
}

interface ZodDef {
  type: string;
  [key: string]: unknown;
}
function zodDef(schema: unknown): ZodDef | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  const internals: unknown = Reflect.get(schema, '_zod');
  const def: unknown = internals && typeof internals === 'object' ? Reflect.get(internals, 'def') : undefined;
  return def && typeof def === 'object' && typeof Reflect.get(def, 'type') === 'string'
    ? (def as ZodDef)
    : undefined;
}

// --- Requests ---------------------------------------------------------------------------------------

export interface FuzzRequest {
  kind: 'body' | 'raw-body' | 'query' | 'params' | 'headers';
  caller: number;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

const jsonHeaders = { 'content-type': 'application/json' };

/**
 * `{"a":"xxx…"}` of `size` bytes, past the server's 1 MB body limit. One copy for each size, shared by
 * every request that sends it (nothing writes to a request's body): made afresh for each, as text, it
 * cost about 5 ms a request to measure and encode: two fifths of a POST route's fuzzing.
 */
const tooLargeBodies = new Map<number, Buffer>();
function tooLargeBody(size: number): Buffer {
  let body = tooLargeBodies.get(size);
  if (!body) {
    body = Buffer.alloc(size, 'x');
    body.write('{"a":"');
    body.write('"}', size - 2);
    tooLargeBodies.set(size, body);
  }
  return body;
}

/** A body no route accepts, for requests that fuzz something else (and must change nothing). */
const refusedBody = JSON.stringify({ __fuzz_unknown_field__: true });

const percentBytes = Array.from({ length: 256 }, (_, byte) => `%${byte.toString(16).padStart(2, '0')}`);
/** Every byte percent-encoded (lone surrogates too, which encodeURIComponent refuses). */
function percentEncoded(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) encoded += percentBytes[byte];
  return encoded;
}

function fillParams(pattern: string, value: () => string): string {
  return pattern.replace(/:[A-Za-z]+/g, (name) => (name === ':tourName' ? 'fuzz_tour' : value()));
}

const randomQueryKey = fc.oneof(
  fc.constantFrom('q', 'category', 'sort', 'offset', 'status', 'token'),
  // The jobs board's filters (its API and its pages).
  fc.constantFrom(
    'role',
    'postcode',
    'radiusKm',
    'payBasis',
    'minPay',
    'maxHoursPerWeek',
    'page',
    'pageSize',
  ),
  fc.string(),
);

/** Generated requests for one target, as each caller (index into the callers list). */
export function requestsFor(target: FuzzTarget, callers: number): fc.Arbitrary<FuzzRequest> {
  const caller = fc.integer({ min: 0, max: callers - 1 });
  const url = () => fillParams(target.pattern, () => randomUUID());
  const hasBody = target.method !== 'GET' && target.method !== 'HEAD';
  const sample = hasBody ? sampleFor(target.body) : undefined;
  const sampleObject: Record<string, unknown> =
    sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : {};
  const keys = Object.keys(sampleObject);

  const mutatedBody = fc
    .record({
      caller,
      key: keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('__extra__'),
      value: badValue,
      how: fc.constantFrom('replace', 'replace', 'replace', 'remove', 'extra'),
    })
    .map(({ caller, key, value, how }): FuzzRequest => {
      const body: Record<string, unknown> = { ...sampleObject };
      if (how === 'replace') body[key] = value;
      else if (how === 'remove' && keys.length > 0) delete body[key];
      else body[`extra_${key}`] = value;
      // A removal that leaves a valid body would really act (sign out, delete…): break it too.
      if (how === 'remove') body.__fuzz_unknown_field__ = true;
      return { kind: 'body', caller, url: url(), payload: bodyText(body), headers: jsonHeaders };
    });

  const rawBody = fc
    .record({
      caller,
      payload: fc.oneof(
        fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '12', 'true', '{"a":1}{"b":2}', '\u0000'),
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .map((bytes) => Buffer.concat([Buffer.from('{"a":"'), Buffer.from(bytes), Buffer.from('"}')])),
        fc.constant(Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x28, 0x8c, 0xbc])),
        fc.integer({ min: 11, max: 15 }).map((tenths) => tooLargeBody(tenths * 100_000)),
        fc.integer({ min: 33, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/octet-stream',
        '',
      ),
    })
    .map(
      ({ caller, payload, contentType }): FuzzRequest => ({
        kind: 'raw-body',
        caller,
        url: url(),
        payload,
        headers: contentType ? { 'content-type': contentType } : {},
      }),
    );

  // A URL takes the first 5,000 characters of a bad string: of a long one, always the same 5,000 x's
  // (cutting them from a new string of up to 200,000 each time would cost a large share of a GET route).
  const badQueryValue = fc.oneof(
    badStringWith(fc.constant('x'.repeat(5000))).map((value) => percentEncoded(value.slice(0, 5000))),
    fc.constantFrom('%', '%E0%A4%A', '%00', '%C0%AF', '-1', '1e309', 'NaN', '[]', '{}', 'x'.repeat(9000)),
  );
  const query = fc
    .record({
      caller,
      pairs: fc.array(fc.tuple(randomQueryKey, badQueryValue), { minLength: 1, maxLength: 4 }),
    })
    .map(
      ({ caller, pairs }): FuzzRequest => ({
        kind: 'query',
        caller,
        url: `${url()}?${pairs.map(([key, value]) => `${percentEncoded(key)}=${value}`).join('&')}`,
        ...(hasBody ? { payload: refusedBody } : {}),
        headers: hasBody ? jsonHeaders : {},
      }),
    );

  const params = fc.record({ caller, value: badQueryValue }).map(
    ({ caller, value }): FuzzRequest => ({
      kind: 'params',
      caller,
      url: fillParams(target.pattern, () => value),
      ...(hasBody ? { payload: refusedBody } : {}),
      headers: hasBody ? jsonHeaders : {},
    }),
  );

  const headerValue = fc.oneof(
    fc.string({ maxLength: 50 }).map((value) => value.replace(/[\r\n]/g, ' ')),
    fc.constantFrom(
      'arrs.session_token=%E0%A4%A',
      'arrs.session_token=a.b.c',
      'arrs.session_token=',
      '=;=;',
      '%',
    ),
    fc.integer({ min: 4000, max: 12_000 }).map((length) => `arrs.session_token=${'a'.repeat(length)}.sig`),
  );
  const headers = fc
    .record({
      caller,
      name: fc.constantFrom(
        'cookie',
        'origin',
        'sec-fetch-site',
        'accept-encoding',
        'x-forwarded-for',
        'accept',
        'host',
        'content-type',
      ),
      value: headerValue,
    })
    .map(
      ({ caller, name, value }): FuzzRequest => ({
        kind: 'headers',
        caller,
        url: url(),
        ...(hasBody ? { payload: refusedBody } : {}),
        headers: { ...(hasBody ? jsonHeaders : {}), [name]: value.replace(/[^\t\x20-\x7e]/g, '?') },
      }),
    );

  const hasParams = target.pattern.includes(':');
  return hasBody
    ? fc.oneof(
        { arbitrary: mutatedBody, weight: 6 },
        { arbitrary: rawBody, weight: 2 },
        { arbitrary: query, weight: 1 },
        { arbitrary: headers, weight: 1 },
        ...(hasParams ? [{ arbitrary: params, weight: 1 }] : []),
      )
    : fc.oneof(
        { arbitrary: query, weight: 5 },
        { arbitrary: headers, weight: 3 },
        ...(hasParams ? [{ arbitrary: params, weight: 2 }] : []),
      );
}
