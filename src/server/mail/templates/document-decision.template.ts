import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import type { MailBlock, MailContext, MailDocument } from '../mail-layout';

export interface DocumentDecisionData {
  name: string;
  /** The document's label, e.g. 'DBS certificate'. */
  document: string;
  decision: 'verified' | 'rejected';
  /** The admin's reason, for a rejection. */
  reason: string | null;
}

export function documentDecisionTemplate(data: DocumentDecisionData, context: MailContext): MailDocument {
  const verified = data.decision === 'verified';
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${data.name},` },
    {
      kind: 'paragraph',
      text: verified
        ? `We have checked and verified the ${data.document} in your ${brand.platformName} documents.`
        : `We could not verify the ${data.document} in your ${brand.platformName} documents.`,
    },
  ];
  if (!verified && data.reason) blocks.push({ kind: 'paragraph', text: `Reason: ${data.reason}` });
  if (!verified) {
    blocks.push({
      kind: 'paragraph',
      text: 'Please upload a new copy or correct its details, and we will check it again.',
    });
  }
  blocks.push({
    kind: 'action',
    label: 'View your documents',
    url: `${context.siteUrl}${paths.platform.candidateDocuments}`,
  });
  return {
    subject: verified ? `Your ${data.document} is verified` : `Your ${data.document} could not be verified`,
    heading: verified ? 'Document verified' : 'Document not verified',
    blocks,
    reason: `You receive this because you keep compliance documents on ${brand.platformName}.`,
  };
}
