import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises an unreachable or departing database, also wrapped as a cause', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('08006'),
      withCode('57014', 'canceling statement due to statement timeout'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }),
      new AggregateError([withCode('ECONNREFUSED')], ''),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves query errors and everything else to the usual handling', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P05', 'unsupported Unicode escape sequence'),
      new Error('Failed query: insert', { cause: withCode('42P01') }),
      new TypeError('x is undefined'),
      'not an error',
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
