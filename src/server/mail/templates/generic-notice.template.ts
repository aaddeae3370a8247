import type { MailBlock, MailDocument } from '../mail-layout';

export interface GenericNoticeData {
  heading: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Defaults to the heading. */
  subject?: string;
  /** Why the recipient gets this message (footer). */
  reason?: string;
}

/** A plain announcement: heading, paragraphs and at most one link. */
export function genericNoticeTemplate(data: GenericNoticeData): MailDocument {
  const blocks: MailBlock[] = data.paragraphs.map((text) => ({ kind: 'paragraph', text }));
  if (data.action) blocks.push({ kind: 'action', label: data.action.label, url: data.action.url });
  return { subject: data.subject ?? data.heading, heading: data.heading, blocks, reason: data.reason };
}
