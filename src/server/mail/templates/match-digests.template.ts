import { brand } from '../../../shared/content/brand';
import type { MailBlock, MailContext, MailDocument } from '../mail-layout';

/*
 * The digests of new matches (docs/product/matching.md#alerts-and-digests). The employer's says how many
 * professionals match each saved search, never who.
 */

/** At most this many vacancies are listed; the rest are on the matches page. */
export const digestListedVacancies = 20;

export interface DigestVacancy {
  title: string;
  organisationName: string;
  postcodeDistrict: string;
  /** The match's strongest reasons, as the matches page shows them. */
  reasons: readonly string[];
  /** A path in the platform: the job's page. */
  link: string;
}

export interface MatchDigestMailData {
  name: string;
  cadence: 'daily' | 'weekly';
  vacancies: readonly DigestVacancy[];
  /** A path in the platform: the job seeker's matches. */
  matchesLink: string;
}

const vacancyCount = (count: number) => (count === 1 ? '1 new vacancy' : `${count} new vacancies`);

export function matchDigestTemplate(data: MatchDigestMailData, context: MailContext): MailDocument {
  const listed = data.vacancies.slice(0, digestListedVacancies);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${data.name},` },
    {
      kind: 'paragraph',
      text: `${vacancyCount(data.vacancies.length)} ${data.vacancies.length === 1 ? 'matches' : 'match'} your profile since we last wrote.`,
    },
  ];
  for (const vacancy of listed)
    blocks.push({
      kind: 'fields',
      rows: [
        ['Job', vacancy.title],
        ['Organisation', `${vacancy.organisationName}, ${vacancy.postcodeDistrict}`],
        ...(vacancy.reasons.length > 0 ? [['Why it matches', vacancy.reasons.join('\n')] as const] : []),
        ['Link', `${context.siteUrl}${vacancy.link}`],
      ],
    });
  if (data.vacancies.length > listed.length)
    blocks.push({
      kind: 'paragraph',
      text: `And ${data.vacancies.length - listed.length} more on your matches page.`,
    });
  blocks.push({ kind: 'action', label: 'See your matches', url: `${context.siteUrl}${data.matchesLink}` });
  return {
    subject: `${vacancyCount(data.vacancies.length)} ${data.vacancies.length === 1 ? 'matches' : 'match'} your profile`,
    heading: 'New vacancies that match you',
    blocks,
    reason: `You receive this ${data.cadence} e-mail because you are looking for work on ${brand.platformName}. You can change how often you get it, or turn it off, in your account settings.`,
  };
}

export interface DigestSavedSearch {
  name: string;
  count: number;
  /** A path in the platform: the search with its filters. */
  link: string;
}

export interface SavedSearchDigestMailData {
  name: string;
  searches: readonly DigestSavedSearch[];
}

const professionals = (count: number) =>
  count === 1 ? '1 new professional matches' : `${count} new professionals match`;

export function savedSearchDigestTemplate(
  data: SavedSearchDigestMailData,
  context: MailContext,
): MailDocument {
  const total = data.searches.reduce((sum, search) => sum + search.count, 0);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${data.name},` },
    {
      kind: 'paragraph',
      text: 'New professionals match your saved searches. Open a search to see their anonymised profiles; nobody is named until they accept an opportunity from you.',
    },
  ];
  for (const search of data.searches)
    blocks.push({
      kind: 'action',
      label: `${search.name}: ${professionals(search.count)}`,
      url: `${context.siteUrl}${search.link}`,
    });
  return {
    subject: `${professionals(total)} your saved searches`,
    heading: 'New professionals for your saved searches',
    blocks,
    reason: `You receive this daily e-mail because you saved a search with alerts on ${brand.platformName}. You can turn it off in your account settings or the search's alerts.`,
  };
}
