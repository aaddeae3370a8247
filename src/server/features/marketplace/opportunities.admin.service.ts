import type { LocumTerms } from '../../../shared/marketplace/locum-terms.schemas';
import {
  type AdminOpportunity,
  financialYearOf,
  formatPounds,
  type NoteAudience,
  type OpportunityStatus,
  opportunityAnswerDays,
} from '../../../shared/marketplace/opportunity.schemas';
import { paths } from '../../../shared/routing/paths';
import { applicationFactsOf, applicationTitles } from './applications.presenter';
import { notify } from './notifications.service';
import {
  coreOf,
  moveOpportunity,
  type OpportunityDeps,
  opportunityErrors,
  organisationRecipients,
  roleName,
} from './opportunities.core';
import { createOpportunitiesRepository } from './opportunities.repository';
import { feeBasisOf } from './opportunity-fees';

export async function adminOpportunities(deps: OpportunityDeps, status: OpportunityStatus | undefined) {
  const at = deps.now();
  const repository = createOpportunitiesRepository(deps);
  const rows = await repository.forAdmin(status);
  const timelines = await repository.timelines(rows.map((row) => row.opportunity.id));
  const titles = await applicationTitles(
    deps,
    rows.map((row) => row.opportunity),
  );
  const opportunities: AdminOpportunity[] = rows.map((row) => ({
    ...coreOf(row.opportunity, timelines, at, 'admin'),
    application: applicationFactsOf(row.opportunity, titles),
    organisationName: row.organisationName,
    organisationContact: {
      name: row.organisationContactName,
      jobTitle: row.organisationJobTitle,
      phone: row.organisationPhone,
    },
    // An application was started by the professional: nobody at the organisation sent it.
    sentBy:
      row.senderEmail && row.opportunity.startedBy === 'employer'
        ? { name: row.senderName ?? row.senderEmail, email: row.senderEmail }
        : null,
    candidateName: row.candidateName,
    candidateEmail: row.candidateEmail,
    candidateContactEmail:
      row.candidateContactEmail && row.candidateContactEmail !== row.candidateEmail
        ? row.candidateContactEmail
        : null,
    candidatePhone: row.candidatePhone,
    feeBasis: feeBasisOf(row.opportunity),
    placedFeePence: row.opportunity.placedFeePence,
    feeNote: row.opportunity.feeNote,
  }));
  return { opportunities };
}

async function adminOne(deps: OpportunityDeps, id: string) {
  const found = (await adminOpportunities(deps, undefined)).opportunities.find((row) => row.id === id);
  if (!found) throw opportunityErrors.notFound();
  return found;
}

/** A move by the team; recording a placement may confirm or correct a locum's terms, and so its fee. */
export async function adminMove(
  deps: OpportunityDeps,
  adminId: string,
  id: string,
  move: {
    status: OpportunityStatus;
    note?: string | undefined;
    noteAudience: NoteAudience;
    locumTerms?: LocumTerms | undefined;
  },
) {
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row) throw opportunityErrors.notFound();
  await moveOpportunity(deps, row, move.status, { kind: 'admin', userId: adminId }, move.note || null, {
    noteAudience: move.noteAudience,
    locumTerms: move.locumTerms,
  });
  return adminOne(deps, id);
}

/** The note is kept for the team and the organisation, never the professional, who is not party to fees. */
export async function adjustFee(
  deps: OpportunityDeps,
  adminId: string,
  id: string,
  feePence: number,
  note: string,
) {
  const at = deps.now();
  const row = await createOpportunitiesRepository(deps).findById(id);
  if (!row) throw opportunityErrors.notFound();
  if (row.status !== 'placed') throw opportunityErrors.wrongStatus();
  await deps.db.transaction(async (tx) => {
    const repository = createOpportunitiesRepository({ db: tx });
    await repository.move(id, ['placed'], 'placed', at, { placedFeePence: feePence, feeNote: note });
    await repository.addEvent({
      opportunityId: id,
      status: 'placed',
      actorKind: 'admin',
      actorUserId: adminId,
      note: `Fee adjusted to ${formatPounds(feePence)}: ${note}`,
      noteAudience: 'organisation',
      at,
    });
  });
  return adminOne(deps, id);
}

export async function expireOpportunities(deps: OpportunityDeps) {
  let expired = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const at = deps.now();
      const repository = createOpportunitiesRepository({ db: tx });
      const rows = await repository.expireDue(at, 100);
      for (const row of rows) {
        await repository.addEvent({
          opportunityId: row.id,
          status: 'expired',
          actorKind: 'system',
          actorUserId: null,
          at,
        });
        await notify({ ...deps, db: tx }, await organisationRecipients({ db: tx }, row.organisationId), {
          kind: 'opportunity_expired',
          title: `Your ${roleName(row.role)} opportunity expired`,
          body: `The professional did not answer your ${roleName(row.role)} opportunity within ${opportunityAnswerDays} days, so it has expired.`,
          link: paths.platform.employerOpportunities,
        });
      }
      return rows.length;
    });
    expired += count;
    if (count === 0) return { expired };
  }
}

export async function reimbursementRates(deps: OpportunityDeps, financialYear = financialYearOf(deps.now())) {
  const rows = await createOpportunitiesRepository(deps).rates(financialYear);
  return {
    financialYear,
    rates: rows.map((row) => ({
      role: row.role,
      financialYear: row.financialYear,
      maxAnnualPence: row.maxAnnualPence,
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

export async function setReimbursementRate(
  deps: OpportunityDeps,
  adminId: string,
  input: { role: string; financialYear: string; maxAnnualPence: number },
) {
  await createOpportunitiesRepository(deps).upsertRate({ ...input, updatedBy: adminId, at: deps.now() });
  return reimbursementRates(deps, input.financialYear);
}
