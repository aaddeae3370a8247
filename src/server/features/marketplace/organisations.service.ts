import { createHash, randomBytes } from 'node:crypto';
import {
  type AdminOrganisation,
  type MyOrganisationResponse,
  type Organisation,
  type OrganisationForm,
  type OrganisationIdentity,
  type OrganisationStatus,
  organisationMessages,
} from '../../../shared/marketplace/organisation.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { AppError, RateLimitedError } from '../../errors/app-error';
import { locate } from '../../geo/outcodes';
import type { Mailer } from '../../mail/mail.service';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { createOrganisationsRepository, type OrganisationRow } from './organisations.repository';
import { closeVacanciesOfRevokedOrganisation } from './vacancies.lifecycle';

export interface OrganisationDeps {
  db: Database;
  mail: Mailer;
  rateLimiter: RateLimiter;
  now: () => Date;
}

export interface Actor {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export const inviteLifetimeMs = 14 * 24 * 60 * 60 * 1000;
/** An organisation may send this many invitations a day (mail-bombing guard). */
export const invitesPerDay = { bucket: 'organisation:invite', max: 20, windowMs: 24 * 60 * 60 * 1000 };

export const organisationErrors = {
  alreadyMember: () => new AppError(409, 'ALREADY_IN_ORGANISATION', organisationMessages.alreadyRegistered),
  odsCodeTaken: () => new AppError(409, 'ODS_CODE_TAKEN', organisationMessages.odsCodeTaken),
  postcodeUnknown: () => new AppError(400, 'POSTCODE_UNKNOWN', organisationMessages.postcodeUnknown),
  noOrganisation: () => new AppError(409, 'NO_ORGANISATION', organisationMessages.noOrganisation),
  ownerOnly: () => new AppError(403, 'OWNER_ONLY', organisationMessages.ownerOnly),
  notFound: () => new AppError(404, 'NOT_FOUND', organisationMessages.notFound),
  inviteNotFound: () => new AppError(404, 'INVITE_NOT_FOUND', organisationMessages.inviteNotFound),
  inviteWrongEmail: () => new AppError(403, 'INVITE_WRONG_EMAIL', organisationMessages.inviteWrongEmail),
  alreadyInvitedMember: () => new AppError(409, 'ALREADY_MEMBER', organisationMessages.alreadyMember),
  wrongStatus: () => new AppError(409, 'WRONG_STATUS', organisationMessages.wrongStatus),
  notVerifiedToInvite: () =>
    new AppError(403, 'ORGANISATION_NOT_VERIFIED', organisationMessages.inviteNeedsVerification),
  changeNotFound: () => new AppError(409, 'CHANGE_NOT_FOUND', organisationMessages.changeNotFound),
  tooManyInvites: (retryAfterSeconds: number) =>
    new RateLimitedError(
      'Your organisation has sent many invitations today. Please try again tomorrow.',
      retryAfterSeconds,
    ),
};

export function presentOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    odsCode: row.odsCode,
    addressLine: row.addressLine,
    postcode: row.postcode,
    contactName: row.contactName,
    jobTitle: row.jobTitle,
    phone: row.phone,
    website: row.website,
    status: row.status,
    statusReason: row.statusReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    pendingChange:
      row.pendingChange && row.pendingChangeAt
        ? { identity: identityOf(row.pendingChange), requestedAt: row.pendingChangeAt.toISOString() }
        : null,
  };
}

export function identityOf(source: OrganisationIdentity): OrganisationIdentity {
  return {
    name: source.name,
    type: source.type,
    odsCode: source.odsCode,
    addressLine: source.addressLine,
    postcode: source.postcode,
    website: source.website ?? null,
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function located(form: OrganisationForm) {
  const centroid = locate(form.postcode);
  if (!centroid) throw organisationErrors.postcodeUnknown();
  return { ...form, ...centroid };
}

export async function readMyOrganisation(
  deps: OrganisationDeps,
  actor: Actor,
): Promise<MyOrganisationResponse> {
  const repository = createOrganisationsRepository(deps);
  const membership = await repository.findMembership(actor.userId);
  if (!membership) {
    const invite = await repository.findOpenInviteForEmail(actor.email.toLowerCase(), deps.now());
    return {
      organisation: null,
      membership: null,
      members: [],
      invites: [],
      pendingInvite: invite ? { organisationName: invite.organisationName } : null,
    };
  }
  const { organisation, role } = membership;
  const [members, invites] = await Promise.all([
    repository.listMembers(organisation.id),
    role === 'owner' ? repository.listOpenInvites(organisation.id, deps.now()) : Promise.resolve([]),
  ]);
  return {
    organisation: presentOrganisation(organisation),
    membership: role,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invites: invites.map((invite) => ({
      id: invite.id,
      email: invite.email,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    })),
    pendingInvite: null,
  };
}

export async function registerOrganisation(deps: OrganisationDeps, actor: Actor, form: OrganisationForm) {
  const values = located(form);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const repository = createOrganisationsRepository({ db: tx });
    if (await repository.findMembership(actor.userId)) throw organisationErrors.alreadyMember();
    const row = await repository.create(values, actor.userId, at);
    if (!row) throw organisationErrors.odsCodeTaken();
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'organisation_registered',
      userId: actor.userId,
      details: { organisationId: row.id, odsCode: row.odsCode },
      at,
    });
    await deps.mail.notifyAdmin(tx, {
      type: 'organisation_awaiting_verification',
      data: {
        organisation: row.name,
        type: row.type,
        odsCode: row.odsCode,
        postcode: row.postcode,
        contact: row.contactName,
      },
    });
  });
  return readMyOrganisation(deps, actor);
}

export async function ownedOrganisation(deps: { db: Database }, userId: string) {
  const membership = await createOrganisationsRepository(deps).findMembership(userId);
  if (!membership) throw organisationErrors.noOrganisation();
  if (membership.role !== 'owner') throw organisationErrors.ownerOnly();
  return membership.organisation;
}

/** The link's one-time token is stored hashed. An unverified organisation sends no mail in our name. */
export async function inviteColleague(deps: OrganisationDeps, actor: Actor, email: string) {
  const organisation = await ownedOrganisation(deps, actor.userId);
  if (organisation.status !== 'verified') throw organisationErrors.notVerifiedToInvite();
  const repository = createOrganisationsRepository(deps);
  if (await repository.isMemberEmail(organisation.id, email)) throw organisationErrors.alreadyInvitedMember();
  const decision = await deps.rateLimiter.consume(invitesPerDay, `organisation:${organisation.id}`);
  if (!decision.allowed) throw organisationErrors.tooManyInvites(decision.retryAfterSeconds);
  const token = randomBytes(24).toString('base64url');
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    await createOrganisationsRepository({ db: tx }).createInvite({
      organisationId: organisation.id,
      email,
      tokenHash: hashToken(token),
      invitedBy: actor.userId,
      at,
      expiresAt: new Date(at.getTime() + inviteLifetimeMs),
    });
    await deps.mail.enqueue(tx, {
      template: 'organisation-invite',
      to: email,
      data: { organisationName: organisation.name, inviterName: actor.name, token },
    });
  });
  return readMyOrganisation(deps, actor);
}

export async function cancelInvite(deps: OrganisationDeps, actor: Actor, inviteId: string) {
  const organisation = await ownedOrganisation(deps, actor.userId);
  if (!(await createOrganisationsRepository(deps).deleteInvite(organisation.id, inviteId)))
    throw organisationErrors.inviteNotFound();
  return readMyOrganisation(deps, actor);
}

/** Without the token, a verified address matching the invitation proves it is the caller's. */
export async function acceptInvite(deps: OrganisationDeps, actor: Actor, token: string | undefined) {
  const at = deps.now();
  const email = actor.email.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const repository = createOrganisationsRepository({ db: tx });
    if (await repository.findMembership(actor.userId)) throw organisationErrors.alreadyMember();
    let invite: Awaited<ReturnType<typeof repository.findOpenInviteByTokenHash>>;
    if (token) {
      invite = await repository.findOpenInviteByTokenHash(hashToken(token), at);
      if (!invite) throw organisationErrors.inviteNotFound();
      if (invite.email !== email) throw organisationErrors.inviteWrongEmail();
    } else {
      if (!actor.emailVerified) throw organisationErrors.inviteNotFound();
      invite = (await repository.findOpenInviteForEmail(email, at))?.invite;
      if (!invite) throw organisationErrors.inviteNotFound();
    }
    if (!(await repository.markInviteAccepted(invite.id, at))) throw organisationErrors.inviteNotFound();
    if (!(await repository.addMember(invite.organisationId, actor.userId, at)))
      throw organisationErrors.alreadyMember();
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'organisation_joined',
      userId: actor.userId,
      details: { organisationId: invite.organisationId },
      at,
    });
  });
  return readMyOrganisation(deps, actor);
}

export async function removeMember(deps: OrganisationDeps, actor: Actor, memberUserId: string) {
  const organisation = await ownedOrganisation(deps, actor.userId);
  if (!(await createOrganisationsRepository(deps).removeMember(organisation.id, memberUserId)))
    throw organisationErrors.notFound();
  return readMyOrganisation(deps, actor);
}

export async function listOrganisationsForAdmin(
  deps: { db: Database },
  filter: { status?: OrganisationStatus | undefined; heldChanges?: boolean },
): Promise<AdminOrganisation[]> {
  return presentForAdmin(await createOrganisationsRepository(deps).listForAdmin(filter));
}

export async function adminOrganisationById(deps: { db: Database }, id: string): Promise<AdminOrganisation> {
  const [organisation] = presentForAdmin(await createOrganisationsRepository(deps).listForAdmin({ id }));
  if (!organisation) throw organisationErrors.notFound();
  return organisation;
}

function presentForAdmin(
  rows: Awaited<ReturnType<ReturnType<typeof createOrganisationsRepository>['listForAdmin']>>,
): AdminOrganisation[] {
  return rows.map((row) => ({
    ...presentOrganisation(row.organisation),
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
    memberCount: Number(row.memberCount ?? 0),
  }));
}

const decisions = {
  verified: { from: ['pending', 'revoked'], event: 'organisation_verified' },
  rejected: { from: ['pending'], event: 'organisation_rejected' },
  revoked: { from: ['verified'], event: 'organisation_revoked' },
} as const satisfies Record<string, { from: readonly OrganisationStatus[]; event: string }>;
export type OrganisationDecision = keyof typeof decisions;

/** An admin verifies (a person checked the ODS code), rejects with a reason, or revokes with one. */
export async function decideOrganisation(
  deps: OrganisationDeps,
  adminId: string,
  organisationId: string,
  decision: OrganisationDecision,
  reason: string | null,
): Promise<AdminOrganisation> {
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const repository = createOrganisationsRepository({ db: tx });
    const existing = await repository.findById(organisationId);
    if (!existing) throw organisationErrors.notFound();
    const rule = decisions[decision];
    const row = await repository.setStatus(organisationId, {
      from: rule.from,
      to: decision,
      reason,
      by: adminId,
      at,
    });
    if (!row) throw organisationErrors.wrongStatus();
    if (decision === 'revoked')
      await closeVacanciesOfRevokedOrganisation({ ...deps, db: tx, now: () => at }, organisationId, adminId);
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: rule.event,
      userId: adminId,
      details: { organisationId, ...(reason ? { reason } : {}) },
      at,
    });
    for (const member of await repository.memberContacts(organisationId)) {
      await deps.mail.enqueue(tx, {
        template: 'organisation-decision',
        to: member.email,
        data: { name: member.name, organisationName: row.name, decision, reason },
      });
    }
  });
  return adminOrganisationById(deps, organisationId);
}
