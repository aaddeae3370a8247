import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import type { MailContext, MailDocument } from '../mail-layout';

export type AdminNotificationValue = string | number | boolean | Date | null | undefined | readonly string[];

export interface AdminNotificationData {
  /** e.g. 'contact_submission' or 'new-employer'; shown humanised ("Contact submission"). */
  type: string;
  data: Readonly<Record<string, AdminNotificationValue>>;
}

/** 'contact_submission', 'newEmployer' → 'Contact submission', 'New employer'. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function formatValue(value: AdminNotificationValue): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return londonTime.format(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return value.length > 0 ? value.join(', ') : '—';
}

export function adminNotificationTemplate(data: AdminNotificationData, context: MailContext): MailDocument {
  const title = humanise(data.type) || 'Notification';
  return {
    subject: `[${brand.platformName}] ${title}`,
    heading: title,
    blocks: [
      { kind: 'paragraph', text: `Received ${londonTime.format(context.now)} (UK time).` },
      {
        kind: 'fields',
        rows: Object.entries(data.data).map(([key, value]) => [humanise(key), formatValue(value)] as const),
      },
      { kind: 'action', label: 'Open the admin area', url: `${context.siteUrl}${paths.platform.admin}` },
    ],
    reason: `You receive this because your address is the ${brand.platformName} admin notification address.`,
  };
}
