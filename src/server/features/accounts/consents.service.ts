import type { ConsentsResponse } from '../../../shared/accounts/account-api';
import { type ConsentType, consentVersion } from '../../../shared/accounts/consents';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { createAccountsRepository, type ProfileChanges, type ProfileRow } from './accounts.repository';

export interface ConsentDeps {
  db: Database;
  now: () => Date;
  /**
   * Runs in the consent change's transaction when a user withdraws recruitment representation: the
   * marketplace ends every approval that consent stood behind (composed in app.ts).
   */
  onRecruitmentConsentWithdrawn?: RecruitmentConsentWithdrawn;
  /**
   * Runs in the consent change's transaction when a user gives recruitment representation: a
   * professional who becomes findable alerts the saved searches that now find them (composed in app.ts).
   */
  onRecruitmentConsentGiven?: RecruitmentConsentGiven;
}

export type RecruitmentConsentWithdrawn = (tx: Database, userId: string, at: Date) => Promise<void>;
export type RecruitmentConsentGiven = (tx: Database, userId: string) => Promise<void>;

/** The profile columns behind each consent type; consent to data processing follows the terms. */
function changesFor(type: ConsentType, given: boolean, at: Date): ProfileChanges {
  const stamp = given ? at : null;
  switch (type) {
    case 'terms_accepted':
    case 'data_processing_consent':
      return { termsAccepted: given, termsAcceptedAt: stamp, dataProcessingConsent: given };
    case 'recruitment_representation_consent':
      return { recruitmentRepresentationConsent: given, recruitmentRepresentationConsentAt: stamp };
    case 'cv_sharing_consent':
      return { cvSharingConsent: given, cvSharingConsentAt: stamp };
    case 'opportunity_by_opportunity_consent':
      return { opportunityByOpportunityConsent: given };
  }
}

function recordedTypes(type: ConsentType): ConsentType[] {
  return type === 'terms_accepted' || type === 'data_processing_consent'
    ? ['terms_accepted', 'data_processing_consent']
    : [type];
}

/** The history is append-only, one row per type; withdrawing recruitment consent ends its approvals. */
export async function changeConsent(deps: ConsentDeps, userId: string, type: ConsentType, given: boolean) {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const accounts = createAccountsRepository({ db: tx });
    const changes: ProfileChanges = { ...changesFor(type, given, at), consentVersion };
    if (!given) changes.consentWithdrawalDate = at;
    const profile = await accounts.updateProfile(userId, changes, at);
    if (!profile)
      throw new AppError(404, 'PROFILE_MISSING', 'User profile not found. Please contact support.');
    for (const recorded of recordedTypes(type)) {
      await accounts.recordConsent(userId, recorded, given, consentVersion, at);
    }
    await createSecurityEventsRepository({ db: tx }).record({
      eventType: 'consent_change',
      userId,
      details: { consentType: type, given, consentVersion },
    });
    if (type === 'recruitment_representation_consent' && !given)
      await deps.onRecruitmentConsentWithdrawn?.(tx, userId, at);
    if (type === 'recruitment_representation_consent' && given)
      await deps.onRecruitmentConsentGiven?.(tx, userId);
    return profile;
  });
}

/**
 * A candidate gives recruitment representation consent (their step into the marketplace): the profile
 * as stored afterwards, read again rather than echoing what we meant to store.
 */
export async function giveRecruitmentConsent(deps: ConsentDeps, userId: string): Promise<ProfileRow> {
  await changeConsent(deps, userId, 'recruitment_representation_consent', true);
  const row = await createAccountsRepository({ db: deps.db }).findUserWithProfile(userId);
  if (!row) throw new Error('profile vanished after consent');
  return row.profile;
}

export function currentConsents(profile: ProfileRow): Record<ConsentType, boolean> {
  return {
    terms_accepted: profile.termsAccepted,
    data_processing_consent: profile.dataProcessingConsent,
    recruitment_representation_consent: profile.recruitmentRepresentationConsent,
    cv_sharing_consent: profile.cvSharingConsent,
    opportunity_by_opportunity_consent: profile.opportunityByOpportunityConsent,
  };
}

export async function consentsOverview(deps: ConsentDeps, profile: ProfileRow): Promise<ConsentsResponse> {
  const history = await createAccountsRepository({ db: deps.db }).consentHistory(profile.userId);
  return {
    consents: currentConsents(profile),
    consentVersion: profile.consentVersion,
    consentWithdrawalDate: profile.consentWithdrawalDate?.toISOString() ?? null,
    history: history.map((entry) => ({
      consentType: entry.consentType,
      given: entry.given,
      consentVersion: entry.consentVersion,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
