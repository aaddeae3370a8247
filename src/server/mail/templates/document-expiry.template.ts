import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { ukLongDate } from '../../../shared/validation/uk-day';
import type { MailContext, MailDocument } from '../mail-layout';

export interface DocumentExpiryData {
  name: string;
  document: string;
  /** The expiry date, YYYY-MM-DD. */
  expiryDate: string;
  /** 30 or 7: which reminder this is. */
  daysBefore: number;
}

export function documentExpiryTemplate(data: DocumentExpiryData, context: MailContext): MailDocument {
  const date = ukLongDate(new Date(`${data.expiryDate}T12:00:00Z`));
  return {
    subject: `Your ${data.document} expires on ${date}`,
    heading: `Your ${data.document} expires ${data.daysBefore <= 7 ? 'in a week' : 'next month'}`,
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `The ${data.document} in your ${brand.platformName} documents expires on ${date}. Employers look for up-to-date compliance documents, so please upload the renewed one when you have it.`,
      },
      {
        kind: 'action',
        label: 'Update your documents',
        url: `${context.siteUrl}${paths.platform.candidateDocuments}`,
      },
    ],
    reason: `You receive this because you keep compliance documents on ${brand.platformName}.`,
  };
}
