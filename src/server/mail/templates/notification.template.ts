import { brand } from '../../../shared/content/brand';
import type { MailBlock, MailContext, MailDocument } from '../mail-layout';

export interface NotificationMailData {
  name: string;
  kind: string;
  title: string;
  body: string;
  /** A path in the platform; the message links to it on the marketplace host. */
  link: string | null;
}

export function notificationTemplate(data: NotificationMailData, context: MailContext): MailDocument {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${data.name},` },
    { kind: 'paragraph', text: data.body },
  ];
  if (data.link)
    blocks.push({ kind: 'action', label: 'Open ARRS Place', url: `${context.siteUrl}${data.link}` });
  return {
    subject: data.title,
    heading: data.title,
    blocks,
    reason: `You receive this because of your account on ${brand.platformName}. You can turn these emails off in your account settings.`,
  };
}
