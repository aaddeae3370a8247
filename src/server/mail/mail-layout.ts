import { brand, copyrightYears } from '../../shared/content/brand';
import type { Site } from '../../shared/routing/site';

/** Templates never write markup: the layout escapes every value once, here. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> };

export interface MailDocument {
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** Why the recipient gets this message, shown small in the footer. */
  reason?: string;
}

export interface MailContext {
  /** The site the message belongs to: its name heads the message, its links open there. */
  site: Site;
  /** That site's public origin without a trailing slash, e.g. https://arrsplace.example. */
  siteUrl: string;
  now: Date;
  /** Where one click stops this kind of message (the List-Unsubscribe link). */
  unsubscribeUrl?: string;
}

const siteNames: Readonly<Record<Site, string>> = {
  marketplace: brand.platformName,
  consultancy: brand.consultancyName,
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const htmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** Only absolute web links may reach an href: a `javascript:` URL in data must not become a link. */
export function assertWebUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('mail link is not an absolute URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('mail link must be an http(s) URL');
  }
  return parsed.href;
}

/** Header values must stay on one line, whatever the data held. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function footerLines(context: MailContext): string[] {
  return [
    context.site === 'marketplace'
      ? `${brand.platformName} by ${brand.consultancyLegalName}`
      : brand.consultancyLegalName,
    [...brand.address.lines, brand.address.country].join(', '),
    `© ${copyrightYears(context.now.getUTCFullYear())} ${brand.consultancyLegalName}. Registered in ${brand.registeredIn}, company ${brand.companyNumber}.`,
  ];
}

/** A multi-line value stays visibly part of its field. */
function indentFollowingLines(value: string): string {
  return value.replace(/\r?\n/g, '\n  ');
}

function renderText(doc: MailDocument, context: MailContext): string {
  // '-' rather than '=' underlines: '=' would be escaped as =3D in the quoted-printable of an .eml.
  const sections = [`${doc.heading}\n${'-'.repeat(Math.min(doc.heading.length, 72))}`];
  for (const block of doc.blocks) {
    if (block.kind === 'paragraph') sections.push(block.text);
    else if (block.kind === 'action') sections.push(`${block.label}:\n${assertWebUrl(block.url)}`);
    else
      sections.push(
        block.rows.map(([label, value]) => `${label}: ${indentFollowingLines(value)}`).join('\n'),
      );
  }
  // "-- " (with the space) is the signature separator mail clients recognise.
  const footer = ['-- ', ...footerLines(context), context.siteUrl];
  if (doc.reason) footer.push('', doc.reason);
  if (context.unsubscribeUrl) footer.push('', `Unsubscribe: ${assertWebUrl(context.unsubscribeUrl)}`);
  return `${[...sections, footer.join('\n')].join('\n\n')}\n`;
}

const paragraphStyle = 'margin:0 0 16px;font-size:16px;line-height:24px;';

function renderHtmlBlock(block: MailBlock): string {
  if (block.kind === 'paragraph') {
    return `<p style="${paragraphStyle}">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</p>`;
  }
  if (block.kind === 'action') {
    const href = escapeHtml(assertWebUrl(block.url));
    // The URL is shown too: some clients strip buttons, and people like to see where a link goes.
    return `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600;">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#475569;">Or open this link: <a href="${href}" style="color:#0f766e;word-break:break-all;">${href}</a></p>`;
  }
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;font-size:14px;color:#475569;white-space:nowrap;">${escapeHtml(label)}</th><td style="padding:6px 0;font-size:14px;white-space:pre-wrap;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${rows}</table>`;
}

function renderHtml(doc: MailDocument, context: MailContext): string {
  const footer = footerLines(context)
    .map((line) => escapeHtml(line))
    .join('<br>');
  const reason = doc.reason ? `<p style="margin:12px 0 0;">${escapeHtml(doc.reason)}</p>` : '';
  const unsubscribe = context.unsubscribeUrl
    ? `<p style="margin:12px 0 0;"><a href="${escapeHtml(assertWebUrl(context.unsubscribeUrl))}" style="color:#475569;">Unsubscribe</a></p>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(doc.subject))}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:4px solid #0f766e;font-size:20px;font-weight:700;"><a href="${escapeHtml(assertWebUrl(context.siteUrl))}" style="color:#0f766e;text-decoration:none;">${escapeHtml(siteNames[context.site])}</a></td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-size:22px;line-height:30px;">${escapeHtml(doc.heading)}</h1>
${doc.blocks.map(renderHtmlBlock).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e2e8f0;font-size:12px;line-height:18px;color:#64748b;">${footer}${reason}${unsubscribe}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

export function renderMailDocument(doc: MailDocument, context: MailContext): RenderedMail {
  return { subject: oneLine(doc.subject), text: renderText(doc, context), html: renderHtml(doc, context) };
}
