import { brand } from '../../../shared/content/brand';
import {
  type ConsultationType,
  consultationTypeLabels,
} from '../../../shared/submissions/submission.schemas';
import type { MailDocument } from '../mail-layout';

export interface ContactConfirmationData {
  name: string;
  consultationType: ConsultationType;
}

/** Our business hours and reply time, as the confirmations state them. */
export const responsePromise =
  'We reply within 2 hours during office hours, 9 AM–6 PM GMT, Monday to Friday; messages that arrive outside those hours are answered the next working morning.';

/**
 * The visitor's message is deliberately not echoed back: the address is unverified, and the form must
 * not become a way to send any text to anyone.
 */
export function contactConfirmationTemplate(data: ContactConfirmationData): MailDocument {
  return {
    subject: `We have your message – ${brand.consultancyName}`,
    heading: 'Thank you for getting in touch',
    blocks: [
      { kind: 'paragraph', text: `Hello ${data.name},` },
      {
        kind: 'paragraph',
        text: `Thank you for contacting ${brand.consultancyName}. Your message has reached our team, and one of our consultants will read it and reply to this e-mail address.`,
      },
      { kind: 'paragraph', text: responsePromise },
      {
        kind: 'paragraph',
        text: 'If talking it through would help, we will offer you a complimentary 30-minute discovery call at a time that suits you. There is nothing you need to prepare.',
      },
      { kind: 'fields', rows: [['Enquiry', consultationTypeLabels[data.consultationType]]] },
      {
        kind: 'paragraph',
        text: `If something has changed or it cannot wait, call us on ${brand.phone.display} or reply to ${brand.email}.`,
      },
    ],
    reason: `You receive this because this address was given on the ${brand.consultancyName} contact form. If it was not you, ignore this message: we will not write again unless you contact us.`,
  };
}
