import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { ukLongDate } from '../../../shared/validation/uk-day';
import type { MailContext, MailDocument } from '../mail-layout';

export interface InactivityWarningData {
  name: string;
  /** Whose account it is: the kept period and its wording differ by role. */
  accountKind: 'candidate' | 'employer';
  /** How long without activity leads to erasure, e.g. '12 months' or '6 years'. */
  inactivityPeriod: string;
  erasureFrom: Date;
}

/** Why we erase, by kind of account: the privacy page's wording for it. */
function keptWhile(data: InactivityWarningData): string {
  return data.accountKind === 'employer'
    ? `We keep employer accounts while they are in use, and erase them after ${data.inactivityPeriod} without activity`
    : `We keep candidate data while you are active, or up to ${data.inactivityPeriod} after your last activity`;
}

export function inactivityWarningTemplate(data: InactivityWarningData, context: MailContext): MailDocument {
  const date = ukLongDate(data.erasureFrom);
  return {
    subject: `Your ${brand.platformName} account will be deleted on ${date}`,
    heading: 'We will delete your account unless you sign in',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `You have not used your ${brand.platformName} account for a long time. ${keptWhile(data)}, so we will erase your account, profile and consent records on ${date}.`,
      },
      {
        kind: 'paragraph',
        text: 'If you want to keep your account, simply sign in before then. If you are happy for it to go, you need do nothing.',
      },
      {
        kind: 'action',
        label: `Sign in to ${brand.platformName}`,
        url: `${context.siteUrl}${paths.platform.auth}`,
      },
    ],
    reason: `You receive this because you have ${data.accountKind === 'employer' ? 'an employer' : 'a candidate'} account on ${brand.platformName}.`,
  };
}
