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
import type { Database } from '../../db/database';
import { locate } from '../../geo/outcodes';
import { AppError } from '../../http/app-error';
import { completionInputOf, presentCandidateProfile } from './candidates.presenter';
import { type AccountProfileFields, createCandidatesRepository } from './candidates.repository';

export interface CandidateDeps {
  db: Database;
  now: () => Date;
}

const registrationRequired = () =>
  new AppError(409, 'REGISTRATION_REQUIRED', candidateMessages.registrationRequired);
const itemNotFound = () => new AppError(404, 'NOT_FOUND', candidateMessages.itemNotFound);

/** The owner's profile with its completion score, which is stored for search on every save. */
export async function readProfile(deps: CandidateDeps, userId: string): Promise<CandidateProfileResponse> {
  const repository = createCandidatesRepository(deps);
  const row = await repository.findProfile(userId);
  if (!row) throw new Error('approved candidate without a profile');
  const [skills, experience, qualifications] = await Promise.all([
    repository.listItems('skills', userId),
    repository.listItems('experience', userId),
    repository.listItems('qualifications', userId),
  ]);
  const profile = presentCandidateProfile(row, { skills, experience, qualifications });
  return { profile, completion: profileCompletion(completionInputOf(profile)) };
}

async function savedProfile(deps: CandidateDeps, userId: string) {
  const result = await readProfile(deps, userId);
  const location = result.profile.homePostcode ? locate(result.profile.homePostcode) : undefined;
  await createCandidatesRepository(deps).setDerivedFields(userId, {
    completionPercentage: result.completion.percentage,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
  });
  return result;
}

export async function requireRegistered(deps: CandidateDeps, userId: string) {
  const row = await createCandidatesRepository(deps).findProfile(userId);
  if (!row?.registrationCompletedAt) throw registrationRequired();
  return row;
}

/** The first-run registration step; may be repeated, keeping the first completion time. */
export async function register(
  deps: CandidateDeps,
  userId: string,
  input: z.output<typeof registrationSchema>,
) {
  const repository = createCandidatesRepository(deps);
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
  return savedProfile(deps, userId);
}

export async function updateProfile(deps: CandidateDeps, userId: string, patch: ProfilePatch) {
  await requireRegistered(deps, userId);
  const { mobilePhone, homePostcode, ...candidate } = patch;
  const account: AccountProfileFields = {};
  if (mobilePhone !== undefined) account.mobilePhone = mobilePhone;
  if (homePostcode !== undefined) account.homePostcode = homePostcode;
  await createCandidatesRepository(deps).saveProfile(userId, candidate, account, deps.now());
  return savedProfile(deps, userId);
}

/** Staying findable may set a new tier and availability in the same step. */
export async function setSearchVisibility(
  deps: CandidateDeps,
  userId: string,
  input: z.output<typeof searchVisibilitySchema>,
) {
  const repository = createCandidatesRepository(deps);
  const existing = await requireRegistered(deps, userId);
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
  return savedProfile(deps, userId);
}

export async function changeTier(deps: CandidateDeps, userId: string, tier: ProfileTier) {
  await createCandidatesRepository(deps).setTier(userId, tier, deps.now());
  return readProfile(deps, userId);
}

export type ItemInput<L extends ProfileList> = z.output<(typeof listItemSchemas)[L]>;

export async function addItem<L extends ProfileList>(
  deps: CandidateDeps,
  userId: string,
  list: L,
  item: ItemInput<L>,
) {
  await requireRegistered(deps, userId);
  const id = await createCandidatesRepository(deps).addItem(list, userId, item, maxListItems, deps.now());
  if (!id) throw new AppError(409, 'LIST_FULL', candidateMessages.tooManyItems);
  return savedProfile(deps, userId);
}

export async function updateItem<L extends ProfileList>(
  deps: CandidateDeps,
  userId: string,
  list: L,
  id: string,
  item: ItemInput<L>,
) {
  const updated = await createCandidatesRepository(deps).updateItem(list, userId, id, item, deps.now());
  if (!updated) throw itemNotFound();
  return savedProfile(deps, userId);
}

export async function removeItem(deps: CandidateDeps, userId: string, list: ProfileList, id: string) {
  const removed = await createCandidatesRepository(deps).deleteItem(list, userId, id);
  if (!removed) throw itemNotFound();
  return savedProfile(deps, userId);
}

export async function reorderItems(deps: CandidateDeps, userId: string, list: ProfileList, ids: string[]) {
  const reordered = await createCandidatesRepository(deps).reorder(list, userId, ids, deps.now());
  if (!reordered) throw new AppError(409, 'ORDER_MISMATCH', candidateMessages.orderMismatch);
  return savedProfile(deps, userId);
}

/** A postcode outside the GB district data simply stays without a location. Runs at server start. */
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
