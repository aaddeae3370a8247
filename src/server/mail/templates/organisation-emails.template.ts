import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import type { MailBlock, MailContext, MailDocument } from '../mail-layout';

export interface OrganisationInviteData {
  organisationName: string;
  inviterName: string;
  /** The one-time token of the invitation link. */
  token: string;
}

export function organisationInviteTemplate(data: OrganisationInviteData, context: MailContext): MailDocument {
  const url = `${context.siteUrl}${paths.platform.employerRegister}?invite=${encodeURIComponent(data.token)}`;
  return {
    subject: `${data.inviterName} invited you to join ${data.organisationName} on ${brand.platformName}`,
    heading: `Join ${data.organisationName} on ${brand.platformName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `${data.inviterName} has invited you to join ${data.organisationName}, so you can find ARRS professionals together.`,
      },
      {
        kind: 'paragraph',
        text: 'Sign in, or create an employer account with this email address, then open the link below. The invitation is valid for 14 days.',
      },
      { kind: 'action', label: 'Accept the invitation', url },
    ],
    reason: `You receive this because a member of ${data.organisationName} entered your email address.`,
  };
}

export interface OrganisationDecisionData {
  name: string;
  organisationName: string;
  decision: 'verified' | 'rejected' | 'revoked';
  reason: string | null;
}

const decisionTexts = {
  verified: {
    heading: 'Your organisation is verified',
    text: 'We have checked your ODS code. Your team can now search ARRS professionals and express interest in them.',
  },
  rejected: {
    heading: 'We could not verify your organisation',
    text: 'We could not verify your organisation from the details you gave.',
  },
  revoked: {
    heading: 'Your organisation’s verification was withdrawn',
    text: 'Your organisation’s verification has been withdrawn, so search and candidate profiles are closed to your team.',
  },
} as const;

export function organisationDecisionTemplate(
  data: OrganisationDecisionData,
  context: MailContext,
): MailDocument {
  const texts = decisionTexts[data.decision];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${data.name},` },
    { kind: 'paragraph', text: `${data.organisationName}: ${texts.text}` },
  ];
  if (data.reason) blocks.push({ kind: 'paragraph', text: `Reason: ${data.reason}` });
  if (data.decision !== 'verified')
    blocks.push({
      kind: 'paragraph',
      text: 'Reply to this email or use the contact page if you think this is a mistake.',
    });
  blocks.push({
    kind: 'action',
    label: 'Open your dashboard',
    url: `${context.siteUrl}${paths.platform.employer}`,
  });
  return {
    subject: texts.heading,
    heading: texts.heading,
    blocks,
    reason: `You receive this because you belong to ${data.organisationName} on ${brand.platformName}.`,
  };
}
