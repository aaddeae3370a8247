import { describe, expect, it } from 'vitest';
import { signInSchema, signUpSchema } from '../../shared/accounts/account.schemas';
import { firstProblem, problemFor } from './form-problem';

const candidate = {
  fullName: 'Jane Doe',
  email: 'jane@example.org',
  role: 'candidate' as const,
  mobilePhone: '07700 900123',
  homePostcode: 'SW1A 1AA',
  password: 'abcdefgh',
  confirmPassword: 'abcdefgh',
  acceptTerms: true,
  acceptPrivacy: true,
};

describe('firstProblem', () => {
  it("gives the first issue's message and field", () => {
    expect(firstProblem(signUpSchema, { ...candidate, homePostcode: '' })).toEqual({
      field: 'form',
      message: 'Please fill in all fields including mobile phone and postcode',
    });
    expect(firstProblem(signUpSchema, { ...candidate, confirmPassword: 'x' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
    expect(firstProblem(signInSchema, { email: '', password: '' })?.message).toBe(
      'Please fill in all fields',
    );
  });

  it('is undefined for valid input', () => {
    expect(firstProblem(signUpSchema, candidate)).toBeUndefined();
  });

  it('gives a field its message only when the problem is about it', () => {
    const problem = { field: 'email', message: 'Please enter a valid email address' };
    expect(problemFor(problem, 'email')).toBe('Please enter a valid email address');
    expect(problemFor(problem, 'password')).toBeUndefined();
  });
});
