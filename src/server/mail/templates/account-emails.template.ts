import { brand } from '../../../shared/content/brand';
import type { MailContext, MailDocument } from '../mail-layout';

/* Sign-up never reveals that an address has an account: its owner is told by e-mail instead. */
export interface LinkMailData {
  name: string;
  url: string;
}

export function verifyEmailTemplate(data: LinkMailData): MailDocument {
  return {
    subject: `Verify your e-mail for ${brand.platformName}`,
    heading: 'Verify your e-mail address',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `Thank you for joining ${brand.platformName}. Please confirm that this is your e-mail address. The link is valid for 24 hours.`,
      },
      { kind: 'action', label: 'Verify e-mail address', url: data.url },
      {
        kind: 'paragraph',
        text: 'After verifying, our team reviews new accounts; you will receive an e-mail when yours is approved.',
      },
    ],
    reason: `You receive this because this address was used to sign up to ${brand.platformName}. If it was not you, ignore this message.`,
  };
}

export function resetPasswordTemplate(data: LinkMailData): MailDocument {
  return {
    subject: `Reset your ${brand.platformName} password`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      { kind: 'paragraph', text: 'Use the link below to choose a new password. It is valid for one hour.' },
      { kind: 'action', label: 'Choose a new password', url: data.url },
      { kind: 'paragraph', text: 'Setting a new password signs you out on every device.' },
    ],
    reason:
      'You receive this because a password reset was requested for your account. If it was not you, ignore this message: your password stays the same.',
  };
}

export function accountApprovedTemplate(data: LinkMailData): MailDocument {
  return {
    subject: `Your ${brand.platformName} account is approved`,
    heading: 'Your account is approved',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `Good news: your ${brand.platformName} account has been approved. You can sign in now.`,
      },
      { kind: 'action', label: `Sign in to ${brand.platformName}`, url: data.url },
    ],
    reason: `You receive this because you have an account on ${brand.platformName}.`,
  };
}

export function accountExistsTemplate(data: LinkMailData, _context: MailContext): MailDocument {
  return {
    subject: `Sign-up attempt on ${brand.platformName}`,
    heading: 'You already have an account',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `Someone (probably you) tried to sign up to ${brand.platformName} with this e-mail address, which already has an account. No new account was created.`,
      },
      {
        kind: 'paragraph',
        text: 'If you have forgotten your password, you can reset it from the sign-in page.',
      },
      { kind: 'action', label: 'Go to sign in', url: data.url },
    ],
    reason: 'If it was not you, you can ignore this message: nothing has changed on your account.',
  };
}

export function accountRejectedTemplate(data: { name: string }): MailDocument {
  return {
    subject: `Your ${brand.platformName} application`,
    heading: 'About your account request',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `Thank you for your interest in ${brand.platformName}. We were unable to approve your account, and the details you gave us have been deleted. Please contact us if you think this is a mistake.`,
      },
    ],
    reason: `You receive this because you asked for an account on ${brand.platformName}.`,
  };
}
