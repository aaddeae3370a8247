import { consentVersion } from '../../../shared/accounts/consents';
import {
  type CandidateOpportunity,
  type ConsentReceipt,
  type OpportunityStatus,
  sharedFieldsFor,
  withdrawableStatuses,
} from '../../../shared/marketplace/opportunity.schemas';
import { paths } from '../../../shared/routing/paths';
import type { Database } from '../../db/database';
import { createApprovalsRepository } from './approvals.repository';
import { createCandidateReferencesRepository } from './candidate-references.repository';
import { notify } from './notifications.service';
import {
  candidateCoreOf,
  candidateVacancyLinks,
  effectiveStatus,
  type OpportunityDeps,
  opportunityErrors,
  organisationRecipients,
  roleName,
  teamRecipients,
} from './opportunities.core';
import { createOpportunitiesRepository, type OpportunityRow } from './opportunities.repository';
import { createOrganisationsRepository } from './organisations.repository';

async function candidateOwned(deps: { db: Database }, candidateUserId: string, id: string) {
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row || row.candidateUserId !== candidateUserId) throw opportunityErrors.notFound();
  return row;
}

export async function candidateOpportunities(deps: OpportunityDeps, candidateUserId: string) {
  const at = deps.now();
  const repository = createOpportunitiesRepository(deps);
  const rows = await repository.forCandidate(candidateUserId);
  const timelines = await repository.timelines(rows.map((row) => row.opportunity.id));
  const vacancyOf = await candidateVacancyLinks(
    repository,
    rows.map((row) => row.opportunity.vacancyId),
  );
  const opportunities: CandidateOpportunity[] = rows.map((row) => {
    return {
      ...candidateCoreOf(row, timelines, at, vacancyOf),
      declineReason: row.opportunity.declineReason,
    };
  });
  return { opportunities };
}

/** The organisation sees who the candidate is for this opportunity only; the team is asked to introduce. */
export async function approveOpportunity(deps: OpportunityDeps, candidateUserId: string, id: string) {
  const at = deps.now();
  const row = await candidateOwned(deps, candidateUserId, id);
  if (effectiveStatus(row, at) !== 'sent') throw opportunityErrors.notPending();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, ['sent'], 'approved', at);
    if (!moved) throw opportunityErrors.notPending();
    const organisation = await createOrganisationsRepository({ db: tx }).findById(row.organisationId);
    await repository.createReceipt({
      opportunityId: row.id,
      candidateUserId,
      organisationId: row.organisationId,
      organisationName: organisation?.name ?? '',
      role: row.role,
      sharedFields: sharedFieldsFor({ cvSharing: await repository.cvSharingConsent(candidateUserId) }),
      consentVersion,
      approvedAt: at,
    });
    await repository.addEvent({
      opportunityId: row.id,
      status: 'approved',
      actorKind: 'candidate',
      actorUserId: candidateUserId,
      at,
    });
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      kind: 'opportunity_approved',
      title: `A professional approved your ${roleName(row.role)} opportunity`,
      body: `The professional approved your ${roleName(row.role)} opportunity. Their details are now in your opportunities, and our team will make the introduction.`,
      link: paths.platform.employerOpportunities,
    });
    await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
      kind: 'introduction_needed',
      title: `Introduction needed: ${roleName(row.role)} with ${organisation?.name ?? 'an organisation'}`,
      body: `A professional approved an opportunity from ${organisation?.name ?? 'an organisation'}. Please make the introduction.`,
      link: paths.platform.adminOpportunities,
    });
  });
  return candidateOpportunities(deps, candidateUserId);
}

/** Decline, with an optional reason: the organisation sees 'declined' and nothing more. */
export async function declineOpportunity(
  deps: OpportunityDeps,
  candidateUserId: string,
  id: string,
  reason: string | undefined,
) {
  const at = deps.now();
  const row = await candidateOwned(deps, candidateUserId, id);
  if (effectiveStatus(row, at) !== 'sent') throw opportunityErrors.notPending();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    const moved = await repository.move(row.id, ['sent'], 'declined', at, { declineReason: reason || null });
    if (!moved) throw opportunityErrors.notPending();
    await repository.addEvent({
      opportunityId: row.id,
      status: 'declined',
      actorKind: 'candidate',
      actorUserId: candidateUserId,
      at,
    });
    await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
      kind: 'opportunity_declined',
      title: `A professional declined your ${roleName(row.role)} opportunity`,
      body: `The professional declined your ${roleName(row.role)} opportunity.`,
      link: paths.platform.employerOpportunities,
    });
  });
  return candidateOpportunities(deps, candidateUserId);
}

/** Withdraw an approval: the organisation's access to the candidate's details ends at once. */
export async function withdrawApproval(deps: OpportunityDeps, candidateUserId: string, id: string) {
  const at = deps.now();
  const row = await candidateOwned(deps, candidateUserId, id);
  const from = effectiveStatus(row, at);
  if (!withdrawableStatuses.includes(from)) throw opportunityErrors.notApproved();
  await deps.db.transaction(async (tx) => {
    await endApproval({ ...deps, db: tx }, row, from, at);
    await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
      ...withdrawnMessage(row),
      link: paths.platform.adminOpportunities,
    });
  });
  return candidateOpportunities(deps, candidateUserId);
}

const withdrawnMessage = (row: Pick<OpportunityRow, 'role' | 'startedBy'>) =>
  row.startedBy === 'candidate'
    ? {
        kind: 'opportunity_withdrawn' as const,
        title: `A professional withdrew their application (${roleName(row.role)})`,
        body: `The professional withdrew their application for the ${roleName(row.role)} vacancy. Their details are no longer available.`,
      }
    : {
        kind: 'opportunity_withdrawn' as const,
        title: `A professional withdrew their approval (${roleName(row.role)})`,
        body: `The professional withdrew their approval of the ${roleName(row.role)} opportunity. Their details are no longer available.`,
      };

/**
 * Ends one live approval inside the caller's transaction: the receipt is marked withdrawn, the
 * organisation's reference for the candidate retired, and the organisation told. Before placement
 * the opportunity moves to withdrawn; a placement stays on record (its fee is owed) but no longer
 * discloses the candidate.
 */
async function endApproval(deps: OpportunityDeps, row: OpportunityRow, from: OpportunityStatus, at: Date) {
  const repository = createOpportunitiesRepository(deps);
  if (withdrawableStatuses.includes(from)) {
    const moved = await repository.move(row.id, [from], 'withdrawn', at);
    if (!moved) throw opportunityErrors.notApproved();
    await repository.addEvent({
      opportunityId: row.id,
      status: 'withdrawn',
      actorKind: 'candidate',
      actorUserId: row.candidateUserId,
      at,
    });
  }
  await repository.withdrawReceipt(row.id, at);
  await createCandidateReferencesRepository(deps).retire(row.organisationId, row.candidateUserId, at);
  await notify(deps, await organisationRecipients(deps, row.organisationId), {
    ...withdrawnMessage(row),
    link: paths.platform.employerOpportunities,
  });
}

/**
 * The candidate withdrew their recruitment representation consent: every live approval ends with it,
 * in the caller's transaction (the consent change), and the team hears of it once.
 */
export async function withdrawEveryApproval(deps: OpportunityDeps, candidateUserId: string) {
  const at = deps.now();
  const live = await createApprovalsRepository(deps).live(candidateUserId);
  for (const { opportunity } of live) await endApproval(deps, opportunity, opportunity.status, at);
  if (live.length === 0) return;
  const count = live.length === 1 ? 'one approval' : `${live.length} approvals`;
  await notify(deps, await teamRecipients(deps), {
    kind: 'opportunity_withdrawn',
    title: 'A professional withdrew their recruitment representation consent',
    body: `A professional withdrew their recruitment representation consent, which withdrew ${count}. The organisations no longer see their details; please stop any introduction in progress.`,
    link: paths.platform.adminOpportunities,
  });
}

function presentReceipt(
  row: Awaited<ReturnType<ReturnType<typeof createOpportunitiesRepository>['receiptsOf']>>[number],
): ConsentReceipt {
  return {
    id: row.id,
    opportunityId: row.opportunityId,
    organisationName: row.organisationName,
    role: row.role,
    sharedFields: row.sharedFields,
    consentVersion: row.consentVersion,
    approvedAt: row.approvedAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

export async function consentReceipts(deps: { db: Database }, candidateUserId: string) {
  return {
    receipts: (await createOpportunitiesRepository(deps).receiptsOf(candidateUserId)).map(presentReceipt),
  };
}

export async function consentReceiptText(deps: { db: Database }, candidateUserId: string, id: string) {
  const row = await createOpportunitiesRepository(deps).receipt(candidateUserId, id);
  if (!row) throw opportunityErrors.notFound();
  const receipt = presentReceipt(row);
  const lines = [
    'ARRS Place: consent receipt',
    '',
    `Receipt: ${receipt.id}`,
    `Opportunity: ${receipt.opportunityId} (${roleName(receipt.role)})`,
    `Shared with: ${receipt.organisationName}`,
    `What is shared: ${receipt.sharedFields.join(', ')}`,
    `Approved: ${receipt.approvedAt}`,
    `Withdrawn: ${receipt.withdrawnAt ?? 'no (the approval is live)'}`,
    `Consent version: ${receipt.consentVersion}`,
    '',
    'You can withdraw this approval at any time in your Opportunities; access ends at once.',
  ];
  return { fileName: `consent-receipt-${receipt.id}.txt`, text: `${lines.join('\n')}\n` };
}
