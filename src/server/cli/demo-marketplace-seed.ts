import type { z } from 'zod';
import type { ProfileTier } from '../../shared/accounts/roles';
import {
  experienceSchema,
  profilePatchSchema,
  qualificationSchema,
  registrationSchema,
  skillSchema,
} from '../../shared/candidates/profile.schemas';
import { applySchema, declineApplicationSchema } from '../../shared/marketplace/application.schemas';
import { opportunityFormSchema } from '../../shared/marketplace/opportunity.schemas';
import { organisationFormSchema } from '../../shared/marketplace/organisation.schemas';
import { createSavedSearchSchema } from '../../shared/marketplace/saved-search.schemas';
import { vacancyFormSchema } from '../../shared/marketplace/vacancy.schemas';
import type { Database } from '../db/database';
import {
  addItem,
  type CandidateDeps,
  register,
  updateProfile,
} from '../features/candidates/candidates.service';
import { apply } from '../features/marketplace/applications.candidate.service';
import {
  declineApplication,
  requestIntroduction,
  shortlistApplication,
} from '../features/marketplace/applications.employer.service';
import { createCandidateReferencesRepository } from '../features/marketplace/candidate-references.repository';
import { alertSavedSearchesOfProfessional } from '../features/marketplace/match-alerts.service';
import { adminMove } from '../features/marketplace/opportunities.admin.service';
import { approveOpportunity } from '../features/marketplace/opportunities.candidate.service';
import { sendOpportunity } from '../features/marketplace/opportunities.employer.service';
import { createOrganisationsRepository } from '../features/marketplace/organisations.repository';
import { decideOrganisation, registerOrganisation } from '../features/marketplace/organisations.service';
import { createSavedSearch } from '../features/marketplace/saved-searches.service';
import type { Searcher } from '../features/marketplace/search.service';
import { createVacancy, moveVacancy } from '../features/marketplace/vacancies.service';
import type { Mailer } from '../mail/mail.service';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { demoApplications } from './demo-content/applications';
import {
  demoOpportunities,
  demoOrganisations,
  demoProfiles,
  demoSavedSearch,
} from './demo-content/marketplace';
import { demoVacancies } from './demo-content/vacancies';
import { SeedError } from './seed-error';

/*
 * Everything goes through the same services as the API, so scores, locations, fees, timelines and the
 * mail they queue are what a real user's actions would have made.
 */

const day = 24 * 60 * 60_000;

export interface DemoAccount {
  userId: string;
  email: string;
  name: string;
}

export interface MarketplaceSeedDeps {
  db: Database;
  mail: Mailer;
  rateLimiter: RateLimiter;
  /** When the seed runs: the demo's dates are counted back (and forward) from it. */
  started: number;
  account: (key: string) => DemoAccount;
  tierOf: (key: string) => ProfileTier;
  adminId: string;
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Every demo input through its API schema, before anything is written: a bad one names itself. */
export function parseMarketplaceContent(started: number, tierOf: MarketplaceSeedDeps['tierOf']) {
  const parse = <T>(what: string, result: z.ZodSafeParseResult<T>): T => {
    if (result.success) return result.data;
    const [issue] = result.error.issues;
    throw new SeedError(`demo ${what}: ${issue?.path.join('.')} ${issue?.message}`);
  };
  const profiles = demoProfiles.map((demo) => ({
    key: demo.key,
    registration: parse(
      `registration of ${demo.key}`,
      registrationSchema.safeParse({
        arrsRole: demo.arrsRole,
        rolesOfInterest: demo.rolesOfInterest,
        profileTier: tierOf(demo.key),
        availableFrom: demo.availableInDays === null ? null : isoDay(started + demo.availableInDays * day),
        workRadiusKm: demo.workRadiusKm,
        homePostcode: demo.homePostcode,
      }),
    ),
    patch: demo.profile
      ? parse(
          `profile of ${demo.key}`,
          profilePatchSchema.safeParse({
            strapline: demo.profile.strapline,
            mobilePhone: demo.profile.mobilePhone,
            experienceBand: demo.profile.experienceBand,
            employmentTypes: demo.profile.employmentTypes,
            ...(demo.profile.sessionsPerWeek ? { sessionsPerWeek: demo.profile.sessionsPerWeek } : {}),
          }),
        )
      : null,
    /** Each list item, parsed, as the call that adds it. */
    items: [
      ...(demo.profile?.skills ?? []).map((input) => {
        const item = parse(`skill of ${demo.key}`, skillSchema.safeParse(input));
        return (deps: CandidateDeps, userId: string) => addItem(deps, userId, 'skills', item);
      }),
      ...(demo.profile?.experience ?? []).map((input) => {
        const item = parse(`experience of ${demo.key}`, experienceSchema.safeParse(input));
        return (deps: CandidateDeps, userId: string) => addItem(deps, userId, 'experience', item);
      }),
      ...(demo.profile?.qualifications ?? []).map((input) => {
        const item = parse(`qualification of ${demo.key}`, qualificationSchema.safeParse(input));
        return (deps: CandidateDeps, userId: string) => addItem(deps, userId, 'qualifications', item);
      }),
    ],
  }));
  const organisations = demoOrganisations.map((demo) => ({
    ...demo,
    form: parse(`organisation of ${demo.owner}`, organisationFormSchema.safeParse(demo.form)),
  }));
  const opportunities = demoOpportunities.map((demo) => ({
    ...demo,
    // The candidate's reference is only known once their profile exists: a placeholder until then.
    form: parse(
      `opportunity to ${demo.to}`,
      opportunityFormSchema.safeParse({
        candidateReference: crypto.randomUUID(),
        role: demo.role,
        location: demo.location,
        employmentType: demo.employmentType,
        payBasis: demo.payBasis,
        payAmountPence: demo.payAmountPence,
        hours: demo.hours,
        startDate: isoDay(started + demo.startInDays * day),
        message: demo.message,
      }),
    ),
  }));
  const vacancies = demoVacancies.map((demo) => ({
    ...demo,
    form: parse(
      `vacancy "${demo.form.title}"`,
      vacancyFormSchema.safeParse({
        ...demo.form,
        startDate: isoDay(started + demo.startInDays * day),
        closingDate: isoDay(started + demo.closingInDays * day),
      }),
    ),
  }));
  const applications = demoApplications.map((demo) => {
    const vacancy = vacancies.find((candidate) => candidate.form.title === demo.job);
    if (!vacancy || vacancy.filledDaysAgo !== undefined)
      throw new SeedError(`demo application of ${demo.by}: no open vacancy is titled "${demo.job}"`);
    return {
      ...demo,
      vacancy,
      coverNote: parse(`cover note of ${demo.by}`, applySchema.shape.coverNote.safeParse(demo.coverNote)),
      declined: demo.declined && {
        daysAgo: demo.declined.daysAgo,
        reason: parse(
          `reason for declining ${demo.by}`,
          declineApplicationSchema.safeParse({ reason: demo.declined.reason }),
        ).reason,
      },
    };
  });
  const savedSearch = {
    ...demoSavedSearch,
    input: parse(
      `saved search "${demoSavedSearch.name}"`,
      createSavedSearchSchema.safeParse({ name: demoSavedSearch.name, filter: demoSavedSearch.filter }),
    ),
  };
  return { profiles, organisations, opportunities, vacancies, applications, savedSearch };
}

export async function seedMarketplace(deps: MarketplaceSeedDeps) {
  const content = parseMarketplaceContent(deps.started, deps.tierOf);
  let clock = deps.started;
  const at = (daysAgo: number) => {
    clock = deps.started - daysAgo * day;
  };
  const base = { db: deps.db, mail: deps.mail, rateLimiter: deps.rateLimiter, now: () => new Date(clock) };

  at(30);
  for (const profile of content.profiles) {
    const { userId } = deps.account(profile.key);
    await register(base, userId, profile.registration);
    if (profile.patch) await updateProfile(base, userId, profile.patch);
    for (const add of profile.items) await add(base, userId);
  }

  const searchers = new Map<string, Searcher>();
  for (const demo of content.organisations) {
    at(20);
    const owner = deps.account(demo.owner);
    await registerOrganisation(base, { ...owner, emailVerified: true }, demo.form);
    const membership = await createOrganisationsRepository(base).findMembership(owner.userId);
    if (!membership) throw new Error(`demo organisation of ${demo.owner} not registered`);
    const organisation = membership.organisation;
    if (demo.status === 'verified') {
      at(19);
      await decideOrganisation(base, deps.adminId, organisation.id, 'verified', null);
      searchers.set(demo.owner, {
        organisationId: organisation.id,
        odsCode: organisation.odsCode,
        location: { latitude: organisation.latitude, longitude: organisation.longitude },
        postcode: organisation.postcode,
        organisationName: organisation.name,
      });
    }
  }

  // Saved with its alert on, then told of the professionals it finds, as a profile save would tell it.
  const savedSearcher = searchers.get(content.savedSearch.owner);
  if (!savedSearcher) throw new Error(`demo saved search of ${content.savedSearch.owner}, not verified`);
  at(18);
  await createSavedSearch(
    base,
    { searcher: savedSearcher, userId: deps.account(content.savedSearch.owner).userId },
    content.savedSearch.input,
  );
  for (const key of content.savedSearch.alertedBy)
    await alertSavedSearchesOfProfessional(base, deps.account(key).userId);

  for (const demo of content.opportunities) {
    const searcher = searchers.get(demo.from);
    if (!searcher) throw new Error(`demo opportunity from ${demo.from}, whose organisation is not verified`);
    const candidate = deps.account(demo.to);
    // The reference the organisation knows them by, as if it had found them in search.
    const references = await createCandidateReferencesRepository(base).issue(searcher.organisationId, [
      candidate.userId,
    ]);
    const reference = references.get(candidate.userId);
    if (!reference) throw new Error(`demo opportunity to ${demo.to}, who has no reference`);
    at(demo.daysAgo);
    const sent = await sendOpportunity(base, searcher, deps.account(demo.from).userId, {
      ...demo.form,
      candidateReference: reference,
    });
    if (demo.approvedDaysAgo !== undefined) {
      at(demo.approvedDaysAgo);
      await approveOpportunity(base, candidate.userId, sent.id);
    }
  }

  // Opened (and the filled one closed) by the employer, as the vacancy form and its buttons would.
  const vacancyIds = new Map<string, string>();
  for (const demo of content.vacancies) {
    const searcher = searchers.get(demo.from);
    if (!searcher) throw new Error(`demo vacancy from ${demo.from}, whose organisation is not verified`);
    const employerId = deps.account(demo.from).userId;
    at(demo.daysAgo);
    const opened = await createVacancy(base, searcher, employerId, { status: 'open', vacancy: demo.form });
    vacancyIds.set(demo.form.title, opened.id);
    if (demo.filledDaysAgo !== undefined) {
      at(demo.filledDaysAgo);
      await moveVacancy(base, searcher, employerId, opened.id, { status: 'closed', reason: 'filled' });
    }
  }

  // Applied to by the professionals, and reviewed by the employer (and the team) as the pages would.
  for (const demo of content.applications) {
    const searcher = searchers.get(demo.vacancy.from);
    const vacancyId = vacancyIds.get(demo.job);
    if (!searcher || !vacancyId) throw new Error(`demo application to "${demo.job}", which was not opened`);
    const employerId = deps.account(demo.vacancy.from).userId;
    at(demo.daysAgo);
    const { id } = await apply(base, deps.account(demo.by).userId, { vacancyId, coverNote: demo.coverNote });
    if (demo.shortlistedDaysAgo !== undefined) {
      at(demo.shortlistedDaysAgo);
      await shortlistApplication(base, searcher, id, true);
    }
    if (demo.declined) {
      at(demo.declined.daysAgo);
      await declineApplication(base, searcher, employerId, id, demo.declined.reason);
    }
    if (demo.introduction) {
      at(demo.introduction.askedDaysAgo);
      await requestIntroduction(base, searcher, employerId, id);
      at(demo.introduction.introducedDaysAgo);
      await adminMove(base, deps.adminId, id, { status: 'introduced', noteAudience: 'organisation' });
    }
  }
  return {
    profiles: content.profiles.length,
    organisations: content.organisations.length,
    opportunities: content.opportunities.length,
    vacancies: content.vacancies.length,
    filledVacancies: content.vacancies.filter((demo) => demo.filledDaysAgo !== undefined).length,
    applications: content.applications.length,
    savedSearches: 1,
  };
}
