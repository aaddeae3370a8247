import { profileViewEventType } from '../../../shared/analytics/dashboard.schemas';
import {
  type AnonymisedCandidate,
  type HiddenOrganisationsResponse,
  type SearchQuery,
  type SearchResponse,
  searchMessages,
  searchPageSize,
} from '../../../shared/marketplace/search.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { AuthContext } from '../../auth/auth-context';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { type LatLng, locate, outwardCode } from '../../geo/outcodes';
import { createFilesRepository } from '../../storage/files.repository';
import { createCandidateReferencesRepository } from './candidate-references.repository';
import { createProfileViewsRepository } from './profile-views.repository';
import { presentAnonymised } from './search.presenter';
import { createSearchRepository, type SearchFilter } from './search.repository';

export interface SearchDeps {
  db: Database;
  now: () => Date;
}

export interface Searcher {
  organisationId: string;
  odsCode: string;
  location: LatLng;
  postcode: string;
  organisationName: string;
}

export const searchErrors = {
  postcodeUnknown: () => new AppError(400, 'POSTCODE_UNKNOWN', searchMessages.postcodeUnknown),
  notFound: () => new AppError(404, 'NOT_FOUND', searchMessages.notFound),
  tooManyHidden: () =>
    new AppError(409, 'TOO_MANY_HIDDEN', 'You can hide your profile from up to 50 organisations.'),
};

/** As the session lookup read it (the access rule required a verified organisation): no second query. */
export function searcherOf(context: AuthContext): Searcher {
  // Left-joined, so typed nullable; a member's organisation row has every one of them.
  const { id, odsCode, latitude, longitude, postcode, name } = context.organisation ?? {};
  if (!id || !odsCode || latitude == null || longitude == null || !postcode || !name)
    throw new Error('verified-employer route reached without an organisation');
  return { organisationId: id, odsCode, location: { latitude, longitude }, postcode, organisationName: name };
}

/** The repository's filter for an employer's search (or saved search) from its form's filters. */
export function searchFilterOf(
  searcher: Searcher,
  query: Omit<SearchQuery, 'page'>,
): Omit<SearchFilter, 'limit' | 'offset'> {
  const origin = query.postcode ? locate(query.postcode) : searcher.location;
  if (!origin) throw searchErrors.postcodeUnknown();
  return {
    origin,
    radiusKm: query.radiusKm,
    organisationOdsCode: searcher.odsCode,
    role: query.role,
    tier: query.tier,
    availableBy: query.availableBy,
    employmentTypes: query.employmentTypes,
    experienceBands: query.experienceBands,
    registrationBody: query.registrationBody,
    qualification: query.qualification,
  };
}

export async function searchCandidates(
  deps: SearchDeps,
  searcher: Searcher,
  query: SearchQuery,
): Promise<SearchResponse> {
  const filter = searchFilterOf(searcher, query);
  const repository = createSearchRepository(deps);
  const { rows, total } = await repository.search({
    ...filter,
    limit: searchPageSize,
    offset: (query.page - 1) * searchPageSize,
  });
  return {
    total,
    page: query.page,
    pageSize: searchPageSize,
    origin: {
      postcodeDistrict: outwardCode(query.postcode ?? searcher.postcode) ?? '',
      radiusKm: query.radiusKm,
    },
    results: presentAnonymised(
      rows,
      await createCandidateReferencesRepository(deps).issue(
        searcher.organisationId,
        rows.map((row) => row.userId),
      ),
    ),
  };
}

/** The candidate behind one of this organisation's live references, if it may still see them. */
export async function visibleByReference(deps: { db: Database }, searcher: Searcher, reference: string) {
  const userId = await createCandidateReferencesRepository(deps).resolve(searcher.organisationId, reference);
  if (!userId) return undefined;
  return createSearchRepository(deps).findVisibleUser(userId, {
    origin: searcher.location,
    radiusKm: null,
    organisationOdsCode: searcher.odsCode,
  });
}

async function visibleRow(deps: SearchDeps, searcher: Searcher, reference: string) {
  const row = await visibleByReference(deps, searcher, reference);
  if (!row) throw searchErrors.notFound();
  return row;
}

export async function anonymisedProfile(
  deps: SearchDeps,
  searcher: Searcher,
  reference: string,
  viewerId?: string,
): Promise<AnonymisedCandidate> {
  const row = await visibleRow(deps, searcher, reference);
  const [profile] = presentAnonymised([row], new Map([[row.userId, reference]]));
  if (!profile) throw searchErrors.notFound();
  // The first step of the admins' recruitment funnel: an organisation opened this CV. Counted once
  // per organisation, candidate and day, however often it is reopened.
  const at = deps.now();
  const first = await createProfileViewsRepository(deps).countOnce(
    searcher.organisationId,
    row.userId,
    at.toISOString().slice(0, 10),
  );
  if (first)
    await createSecurityEventsRepository({ db: deps.db }).record({
      eventType: profileViewEventType,
      userId: viewerId ?? null,
      targetUserId: row.userId,
      details: { organisationId: searcher.organisationId },
      at,
    });
  return profile;
}

/** The video introduction, when the candidate lets verified employers watch it before approval. */
export async function candidateVideoFile(deps: SearchDeps, searcher: Searcher, reference: string) {
  const row = await visibleRow(deps, searcher, reference);
  if (!row.videoFileId || !row.videoVisibleToEmployers) throw searchErrors.notFound();
  const file = await createFilesRepository(deps).findById(row.videoFileId);
  if (!file) throw searchErrors.notFound();
  return file;
}

export const maxHiddenOrganisations = 50;

export async function listHidden(deps: SearchDeps, userId: string): Promise<HiddenOrganisationsResponse> {
  return { hidden: await createSearchRepository(deps).listHidden(userId) };
}

export async function hideFrom(deps: SearchDeps, userId: string, odsCode: string) {
  const repository = createSearchRepository(deps);
  if ((await repository.countHidden(userId)) >= maxHiddenOrganisations) throw searchErrors.tooManyHidden();
  await repository.hide(userId, odsCode, deps.now());
  return listHidden(deps, userId);
}

export async function unhide(deps: SearchDeps, userId: string, odsCode: string) {
  if (!(await createSearchRepository(deps).unhide(userId, odsCode.toUpperCase())))
    throw new AppError(404, 'NOT_FOUND', 'That organisation is not on your list.');
  return listHidden(deps, userId);
}

export async function lookupOrganisations(deps: SearchDeps, text: string) {
  const rows = await createSearchRepository(deps).lookupOrganisations(text);
  return {
    organisations: rows.map((row) => ({
      odsCode: row.odsCode,
      name: row.name,
      postcodeDistrict: outwardCode(row.postcode) ?? '',
    })),
  };
}
