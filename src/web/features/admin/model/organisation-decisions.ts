import type { OrganisationStatus } from '../../../../shared/marketplace/organisation.schemas';
import type { OrganisationDecision } from '../api/decide-organisation';

/** As the server allows; a rejected organisation comes back only when its owner changes the ODS code. */
const allowed: Record<OrganisationStatus, readonly OrganisationDecision[]> = {
  pending: ['verify', 'reject'],
  verified: ['revoke'],
  revoked: ['verify'],
  rejected: [],
};

export function decisionsFor(status: OrganisationStatus): readonly OrganisationDecision[] {
  return allowed[status];
}

/** The button's label; verifying a revoked organisation is verifying it again. */
export function decisionLabel(decision: OrganisationDecision, status: OrganisationStatus): string {
  if (decision === 'verify') return status === 'revoked' ? 'Verify again' : 'Verify';
  return decision === 'reject' ? 'Reject' : 'Revoke';
}

interface DecisionTexts {
  title: (name: string) => string;
  description: (odsCode: string) => string;
  confirm: string;
  done: string;
  failed: string;
}

export const decisionTexts: Record<OrganisationDecision, DecisionTexts> = {
  verify: {
    title: (name) => `Verify ${name}?`,
    description: (odsCode) =>
      `Confirm that you have checked ODS code ${odsCode} against NHS records. Everyone in the organisation is told by e-mail and can then search professionals.`,
    confirm: 'Verify',
    done: 'Organisation verified',
    failed: 'Failed to verify organisation',
  },
  reject: {
    title: (name) => `Reject ${name}?`,
    description: (odsCode) =>
      `The organisation (ODS code ${odsCode}) stays unverified. Its members see your reason and are told by e-mail.`,
    confirm: 'Reject',
    done: 'Organisation rejected',
    failed: 'Failed to reject organisation',
  },
  revoke: {
    title: (name) => `Revoke the verification of ${name}?`,
    description: (odsCode) =>
      `Search and candidate profiles close to the organisation (ODS code ${odsCode}) at once. Its members see your reason and are told by e-mail.`,
    confirm: 'Revoke',
    done: 'Verification revoked',
    failed: 'Failed to revoke verification',
  },
};
