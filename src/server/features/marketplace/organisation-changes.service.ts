import {
  type AdminOrganisation,
  changedIdentityFields,
  type OrganisationForm,
  type OrganisationIdentity,
  type OrganisationIdentityField,
  organisationIdentityLabels,
} from '../../../shared/marketplace/organisation.schemas';
import { paths } from '../../../shared/routing/paths';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import { AppError } from '../../errors/app-error';
import { notify } from './notifications.service';
import { teamRecipients } from './opportunities.core';
import { createOrganisationsRepository, type OrganisationRow } from './organisations.repository';
import {
  type Actor,
  adminOrganisationById,
  identityOf,
  located,
  type OrganisationDeps,
  organisationErrors,
  ownedOrganisation,
  readMyOrganisation,
} from './organisations.service';

/*
 * A verified organisation's identity is what candidates and our team trusted: a change to it is held
 * until an admin approves it, while its members keep working
 * (docs/product/organisations.md#a-verified-organisation-changes-who-it-is).
 */

const changeOdsCodeTaken = () =>
  new AppError(
    409,
    'ODS_CODE_TAKEN',
    'Another organisation now holds this ODS code. Reject the change and give that as the reason.',
  );

function changesOf(
  from: OrganisationIdentity,
  to: OrganisationIdentity,
  fields: OrganisationIdentityField[],
) {
  return Object.fromEntries(fields.map((field) => [field, { from: from[field], to: to[field] }]));
}

/** 'name, ODS code, website': the labels in a sentence (the acronym keeps its capitals). */
const labelsOf = (fields: OrganisationIdentityField[]) =>
  fields
    .map((field) => organisationIdentityLabels[field].replace(/^[A-Z][a-z]/, (start) => start.toLowerCase()))
    .join(', ');

export async function updateOrganisation(deps: OrganisationDeps, actor: Actor, form: OrganisationForm) {
  const values = located(form);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const organisation = await ownedOrganisation({ db: tx }, actor.userId);
    const repository = createOrganisationsRepository({ db: tx });
    if (values.odsCode !== organisation.odsCode) {
      const holder = await repository.findLiveByOdsCode(values.odsCode);
      if (holder && holder.id !== organisation.id) throw organisationErrors.odsCodeTaken();
    }
    const audit = createSecurityEventsRepository({ db: tx });
    const current = identityOf(organisation);
    const proposed = identityOf(values);
    const changed = changedIdentityFields(current, proposed);

    if (organisation.status !== 'verified') {
      // Not verified: nothing was vouched for yet; a new ODS code goes back to the queue (repository).
      await repository.update(organisation.id, values, at);
      if (changed.length > 0)
        await audit.record({
          eventType: 'organisation_details_changed',
          userId: actor.userId,
          details: {
            organisationId: organisation.id,
            status: organisation.status,
            changes: changesOf(current, proposed, changed),
          },
          at,
        });
      return;
    }

    await repository.updateContact(organisation.id, values, at);
    if (changed.length === 0) {
      // Back to the verified details: a held change is withdrawn.
      if (organisation.pendingChange) {
        await repository.clearChange(organisation.id, at);
        await audit.record({
          eventType: 'organisation_change_withdrawn',
          userId: actor.userId,
          details: { organisationId: organisation.id },
          at,
        });
      }
      return;
    }
    // The same proposal again (the owner saved other fields): it is already with our team.
    const held = organisation.pendingChange;
    if (held && changedIdentityFields(identityOf(held), proposed).length === 0) return;

    await repository.holdChange(
      organisation.id,
      { ...proposed, latitude: values.latitude, longitude: values.longitude },
      actor.userId,
      at,
    );
    await audit.record({
      eventType: 'organisation_change_requested',
      userId: actor.userId,
      details: { organisationId: organisation.id, changes: changesOf(current, proposed, changed) },
      at,
    });
    await notify({ ...deps, db: tx }, await teamRecipients({ db: tx }), {
      kind: 'organisation_change_review',
      title: `${organisation.name} asks to change its details`,
      body: `${organisation.name} (ODS code ${organisation.odsCode}) proposes a new ${labelsOf(changed)}. Candidates keep seeing the verified details until you approve the change.`,
      link: paths.platform.adminOrganisations,
    });
  });
  return readMyOrganisation(deps, actor);
}

/** The organisation and the held change the admin reviewed; 409 when it was replaced or withdrawn. */
function withHeldChange(organisation: OrganisationRow | undefined, requestedAt: Date) {
  if (!organisation) throw organisationErrors.notFound();
  const change = organisation.pendingChange;
  if (!change || organisation.pendingChangeAt?.getTime() !== requestedAt.getTime())
    throw organisationErrors.changeNotFound();
  return { organisation, change };
}

/**
 * An admin's decision on a held change, inside its transaction: audited with the changes it was
 * about (and the reason of a rejection), and the organisation's members told.
 */
async function recordDecision(
  deps: OrganisationDeps,
  organisation: OrganisationRow,
  change: NonNullable<OrganisationRow['pendingChange']>,
  decision: {
    eventType: 'organisation_change_approved' | 'organisation_change_rejected';
    adminId: string;
    at: Date;
    reason?: string;
    notice: { title: string; body: string };
  },
) {
  const current = identityOf(organisation);
  const proposed = identityOf(change);
  await createSecurityEventsRepository(deps).record({
    eventType: decision.eventType,
    userId: decision.adminId,
    details: {
      organisationId: organisation.id,
      requestedBy: organisation.pendingChangeBy,
      ...(decision.reason === undefined ? {} : { reason: decision.reason }),
      changes: changesOf(current, proposed, changedIdentityFields(current, proposed)),
    },
    at: decision.at,
  });
  await notify(deps, await createOrganisationsRepository(deps).memberContacts(organisation.id), {
    kind: 'organisation_change_decided',
    ...decision.notice,
    link: paths.platform.employer,
  });
}

export async function approveOrganisationChange(
  deps: OrganisationDeps,
  adminId: string,
  organisationId: string,
  requestedAtIso: string,
): Promise<AdminOrganisation> {
  const requestedAt = new Date(requestedAtIso);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const repository = createOrganisationsRepository({ db: tx });
    const { organisation, change } = withHeldChange(await repository.findById(organisationId), requestedAt);
    if (change.odsCode !== organisation.odsCode) {
      const holder = await repository.findLiveByOdsCode(change.odsCode);
      if (holder && holder.id !== organisation.id) throw changeOdsCodeTaken();
    }
    const applied = await repository.applyChange(organisationId, change, requestedAt, at);
    if (applied === 'odsCodeTaken') throw changeOdsCodeTaken();
    if (!applied) throw organisationErrors.changeNotFound();
    await recordDecision({ ...deps, db: tx }, organisation, change, {
      eventType: 'organisation_change_approved',
      adminId,
      at,
      notice: {
        title: 'Your organisation’s new details are approved',
        body: `Our team approved the changes to ${applied.name}’s details. Candidates now see them.`,
      },
    });
  });
  return adminOrganisationById(deps, organisationId);
}

export async function rejectOrganisationChange(
  deps: OrganisationDeps,
  adminId: string,
  organisationId: string,
  requestedAtIso: string,
  reason: string,
): Promise<AdminOrganisation> {
  const requestedAt = new Date(requestedAtIso);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const repository = createOrganisationsRepository({ db: tx });
    const { organisation, change } = withHeldChange(await repository.findById(organisationId), requestedAt);
    if (!(await repository.clearChange(organisationId, at, requestedAt)))
      throw organisationErrors.changeNotFound();
    await recordDecision({ ...deps, db: tx }, organisation, change, {
      eventType: 'organisation_change_rejected',
      adminId,
      at,
      reason,
      notice: {
        title: 'Your organisation’s new details were not approved',
        body: `Our team did not approve the changes to ${organisation.name}’s details: ${reason} Your organisation keeps the details it was verified with.`,
      },
    });
  });
  return adminOrganisationById(deps, organisationId);
}
