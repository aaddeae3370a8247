import type { z } from 'zod';
import type { ProfileTier } from '../../../shared/accounts/roles';
import { profileCompletion } from '../../../shared/candidates/completion';
import {
  type CandidateProfileResponse,
  candidateMessages,
  type listItemSchemas,
  maxListItems,
  type ProfileList,
  type ProfilePatch,
  type registrationSchema,
  type searchVisibilitySchema,
} from '../../../shared/candidates/profile.schemas';
import {
  nextBenefitText,
  unlockedBenefits,
  unlockedBenefitsText,
} from '../../../shared/candidates/profile-benefits';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { locate } from '../../geo/outcodes';
import { completionInputOf, presentCandidateProfile } from './candidates.presenter';
import {
  type AccountProfileFields,
  type CandidatesRepository,
  createCandidatesRepository,
} from './candidates.repository';

export interface CandidateDeps {
  db: Database;
  now: () => Date;
  /**
   * Runs in the transaction of every save of the profile, tier or visibility, once the derived fields
   * are stored (the app tells saved searches that now find the professional).
   */
  onProfileSaved?: (db: Database, userId: string) => Promise<void>;
}

const registrationRequired = () =>
  new AppError(409, 'REGISTRATION_REQUIRED', candidateMessages.registrationRequired);
const itemNotFound = () => new AppError(404, 'NOT_FOUND', candidateMessages.itemNotFound);

/** The owner's profile with its completion score, read through the given repository. */
async function profileOf(
  repository: CandidatesRepository,
  userId: string,
): Promise<CandidateProfileResponse> {
  const row = await repository.findProfile(userId);
  if (!row) throw new Error('approved candidate without a profile');
  const [skills, experience, qualifications] = await Promise.all([
    repository.listItems('skills', userId),
    repository.listItems('experience', userId),
    repository.listItems('qualifications', userId),
  ]);
  const profile = presentCandidateProfile(row, { skills, experience, qualifications });
  const completion = profileCompletion(completionInputOf(profile));
  const benefits = {
    unlocked: unlockedBenefits(completion.percentage).map((benefit) => benefit.label),
    summary: unlockedBenefitsText(completion.percentage),
    next: nextBenefitText(completion.percentage),
  };
  return { profile, completion, benefits };
}

/** The owner's profile with its completion score, which is stored for search on every save. */
export async function readProfile(deps: CandidateDeps, userId: string): Promise<CandidateProfileResponse> {
  return profileOf(createCandidatesRepository(deps), userId);
}

/**
 * Runs a write to the profile and stores what search derives from the saved profile (completion,
 * location) in one transaction, so search never reads the one without the other; answers the saved
 * profile. `write` gets the transaction's repository, and an error it throws undoes everything.
 */
export async function saveProfileAnd(
  deps: CandidateDeps,
  userId: string,
  write: (repository: CandidatesRepository) => Promise<void>,
): Promise<CandidateProfileResponse> {
  return deps.db.transaction(async (tx) => {
    const repository = createCandidatesRepository({ db: tx });
    await write(repository);
    const result = await profileOf(repository, userId);
    const location = result.profile.homePostcode ? locate(result.profile.homePostcode) : undefined;
    await repository.setDerivedFields(userId, {
      completionPercentage: result.completion.percentage,
      latitude: location?.latitude ?? null,
      longitude: location?.longitude ?? null,
    });
    await deps.onProfileSaved?.(tx, userId);
    return result;
  });
}

async function registeredProfile(repository: CandidatesRepository, userId: string) {
  const row = await repository.findProfile(userId);
  if (!row?.registrationCompletedAt) throw registrationRequired();
  return row;
}

export async function requireRegistered(deps: CandidateDeps, userId: string) {
  return registeredProfile(createCandidatesRepository(deps), userId);
}

/** The first-run registration step; may be repeated, keeping the first completion time. */
export async function register(
  deps: CandidateDeps,
  userId: string,
  input: z.output<typeof registrationSchema>,
) {
  return saveProfileAnd(deps, userId, async (repository) => {
    const existing = await repository.findProfile(userId);
    const at = deps.now();
    await repository.saveProfile(
      userId,
      {
        arrsRole: input.arrsRole,
        rolesOfInterest: input.rolesOfInterest,
        availableFrom: input.availableFrom,
        workRadiusKm: input.workRadiusKm,
        registrationCompletedAt: existing?.registrationCompletedAt ?? at,
      },
      { profileTier: input.profileTier, homePostcode: input.homePostcode },
      at,
    );
  });
}

export async function updateProfile(deps: CandidateDeps, userId: string, patch: ProfilePatch) {
  return saveProfileAnd(deps, userId, async (repository) => {
    await registeredProfile(repository, userId);
    const { mobilePhone, homePostcode, ...candidate } = patch;
    const account: AccountProfileFields = {};
    if (mobilePhone !== undefined) account.mobilePhone = mobilePhone;
    if (homePostcode !== undefined) account.homePostcode = homePostcode;
    await repository.saveProfile(userId, candidate, account, deps.now());
  });
}

/**
 * Shows the candidate to employers again, or keeps them out of search; answers a placement's question.
 * Staying findable may set a new tier and availability in the same step.
 */
export async function setSearchVisibility(
  deps: CandidateDeps,
  userId: string,
  input: z.output<typeof searchVisibilitySchema>,
) {
  return saveProfileAnd(deps, userId, async (repository) => {
    const existing = await registeredProfile(repository, userId);
    const at = deps.now();
    const hiddenSince = input.findable ? null : (existing.hiddenFromSearchAt ?? at);
    await repository.setSearchVisibility(userId, hiddenSince, at);
    if (input.findable && (input.profileTier || input.availableFrom !== undefined))
      await repository.saveProfile(
        userId,
        input.availableFrom !== undefined ? { availableFrom: input.availableFrom } : {},
        input.profileTier ? { profileTier: input.profileTier } : {},
        at,
      );
  });
}

export async function changeTier(deps: CandidateDeps, userId: string, tier: ProfileTier) {
  return deps.db.transaction(async (tx) => {
    const repository = createCandidatesRepository({ db: tx });
    await repository.setTier(userId, tier, deps.now());
    await deps.onProfileSaved?.(tx, userId);
    return profileOf(repository, userId);
  });
}

export type ItemInput<L extends ProfileList> = z.output<(typeof listItemSchemas)[L]>;

export async function addItem<L extends ProfileList>(
  deps: CandidateDeps,
  userId: string,
  list: L,
  item: ItemInput<L>,
) {
  return saveProfileAnd(deps, userId, async (repository) => {
    await registeredProfile(repository, userId);
    const id = await repository.addItem(list, userId, item, maxListItems, deps.now());
    if (!id) throw new AppError(409, 'LIST_FULL', candidateMessages.tooManyItems);
  });
}

export async function updateItem<L extends ProfileList>(
  deps: CandidateDeps,
  userId: string,
  list: L,
  id: string,
  item: ItemInput<L>,
) {
  return saveProfileAnd(deps, userId, async (repository) => {
    if (!(await repository.updateItem(list, userId, id, item, deps.now()))) throw itemNotFound();
  });
}

export async function removeItem(deps: CandidateDeps, userId: string, list: ProfileList, id: string) {
  return saveProfileAnd(deps, userId, async (repository) => {
    if (!(await repository.deleteItem(list, userId, id))) throw itemNotFound();
  });
}

export async function reorderItems(deps: CandidateDeps, userId: string, list: ProfileList, ids: string[]) {
  return saveProfileAnd(deps, userId, async (repository) => {
    if (!(await repository.reorder(list, userId, ids, deps.now())))
      throw new AppError(409, 'ORDER_MISMATCH', candidateMessages.orderMismatch);
  });
}

/**
 * Stores the location of profiles saved before search existed, in batches; a postcode
 * outside the GB district data simply stays without one. Runs when the server starts.
 */
export async function backfillLocations(deps: Pick<CandidateDeps, 'db'>, batchSize = 500) {
  const repository = createCandidatesRepository(deps);
  const unlocatable = new Set<string>();
  for (;;) {
    const rows = (await repository.profilesWithoutLocation(batchSize + unlocatable.size)).filter(
      (row) => !unlocatable.has(row.userId),
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const location = row.homePostcode ? locate(row.homePostcode) : undefined;
      if (location) await repository.setLocation(row.userId, location);
      else unlocatable.add(row.userId);
    }
  }
}
