import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessageOf, formProblemOf } from './form-errors';

describe('formProblemOf', () => {
  it('reads a check that names no field, then the path "form", then the server', () => {
    expect(formProblemOf({ '': { type: 'custom', message: 'Please fill in all fields' } })).toBe(
      'Please fill in all fields',
    );
    expect(formProblemOf({ form: { type: 'custom', message: 'Whole form' } })).toBe('Whole form');
    expect(formProblemOf({ root: { server: { type: 'server', message: 'Too many requests' } } })).toBe(
      'Too many requests',
    );
  });

  it('ignores field errors unless their path is named', () => {
    const errors = { email: { type: 'custom', message: 'Bad e-mail' }, role: { type: 'x', message: 'Role' } };
    expect(formProblemOf(errors)).toBeUndefined();
    expect(formProblemOf(errors, ['role'])).toBe('Role');
  });
});

describe('firstMessageOf', () => {
  it('finds the first message, nested ones and the server’s included', () => {
    expect(firstMessageOf({})).toBeUndefined();
    const tagErrors: FieldErrors<{ tags: string[] }> = {
      tags: [{ type: 'too_big', message: 'Tag too long' }],
    };
    expect(firstMessageOf(tagErrors)).toBe('Tag too long');
    expect(firstMessageOf({ root: { server: { type: 'server', message: 'Failed' } } })).toBe('Failed');
  });

  it('never walks into the field element', () => {
    const ref = { name: 'title', message: 'not an error', nested: { message: 'nor this' } };
    const errors: FieldErrors<{ title: string }> = { title: { type: 'custom', ref } };
    expect(firstMessageOf(errors)).toBeUndefined();
  });

  it('keeps the order of a shared schema’s issues', () => {
    const result = z.object({ a: z.string().min(1, 'A first'), b: z.string().min(1, 'B second') }).safeParse({
      a: '',
      b: '',
    });
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        { type: issue.code, message: issue.message },
      ]),
    );
    expect(firstMessageOf(errors)).toBe('A first');
  });
});
