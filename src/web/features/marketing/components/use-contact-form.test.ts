import { describe, expect, it } from 'vitest';
import { contactProgress } from '../../../../shared/submissions/submission.constants';
import { canSubmitContact, submitLabel } from './use-contact-form';

describe('contact progress gate', () => {
  it('counts the share of name, e-mail and message filled', () => {
    expect(contactProgress({ name: '', email: '', message: '' })).toBe(0);
    expect(contactProgress({ name: 'Jo', email: '', message: ' ' })).toBe(33);
    expect(contactProgress({ name: 'Jo', email: 'a@b.co', message: '' })).toBe(67);
    expect(contactProgress({ name: 'Jo', email: 'a@b.co', message: 'Hello there' })).toBe(100);
  });

  it('allows submitting only when idle and at least 60 % filled', () => {
    expect(canSubmitContact('idle', 33)).toBe(false);
    expect(canSubmitContact('idle', 67)).toBe(true);
    expect(canSubmitContact('checking', 100)).toBe(false);
    expect(canSubmitContact('sending', 100)).toBe(false);
  });

  it('says what the form is doing', () => {
    expect(submitLabel('checking')).toBe('Checking...');
    expect(submitLabel('sending')).toBe('Sending...');
    expect(submitLabel('idle')).toBe('Send Message');
  });
});
