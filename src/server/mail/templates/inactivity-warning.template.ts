import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import type { MailContext, MailDocument } from '../mail-layout';

export interface InactivityWarningData {
  name: string;
  /** How long without activity leads to erasure, e.g. '12 months'. */
  inactivityPeriod: string;
  /** The first day the retention job may erase the account. */
  erasureFrom: Date;
}

const ukDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** Tells a candidate who has not been active for almost the retention period that erasure is coming. */
export function inactivityWarningTemplate(data: InactivityWarningData, context: MailContext): MailDocument {
  const date = ukDate.format(data.erasureFrom);
  return {
    subject: `Your ${brand.platformName} account will be deleted on ${date}`,
    heading: 'We will delete your account unless you sign in',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `You have not used your ${brand.platformName} account for a long time. We keep candidate data while you are active, or up to ${data.inactivityPeriod} after your last activity, so we will erase your account, profile and consent records on ${date}.`,
      },
      {
        kind: 'paragraph',
        text: 'If you want to keep your account, simply sign in before then. If you are happy for it to go, you need do nothing.',
      },
      {
        kind: 'action',
        label: `Sign in to ${brand.platformName}`,
        url: `${context.publicUrl}${paths.platform.auth}`,
      },
    ],
    reason: `You receive this because you have a candidate account on ${brand.platformName}.`,
  };
}
