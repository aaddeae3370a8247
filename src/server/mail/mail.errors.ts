/**
 * A caller asked to mail something that is not an address. Callers validate addresses with the shared
 * schemas first, so this is a programming error: it surfaces as a 500, never with the address.
 */
export class InvalidRecipientError extends Error {
  readonly code = 'MAIL_INVALID_RECIPIENT';

  constructor() {
    super('mail recipient is not a valid e-mail address');
    this.name = 'InvalidRecipientError';
  }
}
