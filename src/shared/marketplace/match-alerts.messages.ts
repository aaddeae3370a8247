import { paths } from '../routing/paths';

/*
 * What a match alert says (docs/product/matching.md#alerts-and-digests). An employer's alert never names
 * or describes the professional: only that one matches, and where to look.
 */

/** The job seeker's ranked matches. */
export const candidateMatchesPath = `${paths.platform.candidate}/matches`;

export function vacancyMatchNotice(vacancy: { title: string; organisationName: string }) {
  return {
    kind: 'vacancy_match' as const,
    title: `New matching vacancy: ${vacancy.title}`,
    body: `${vacancy.organisationName} is recruiting a ${vacancy.title}, and it matches your profile. See your matches.`,
    link: candidateMatchesPath,
  };
}

/**
 * The saved search's filters as the employer search page reads them from its address, in the order of
 * their names (a stored filter keeps no order of its own).
 */
export function savedSearchLink(filter: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (value === undefined || value === null || value === '') continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
  }
  const query = pairs.join('&');
  return query ? `${paths.platform.employerSearch}?${query}` : paths.platform.employerSearch;
}

export function savedSearchMatchNotice(search: { name: string; filter: Readonly<Record<string, unknown>> }) {
  return {
    kind: 'saved_search_match' as const,
    title: `A new professional matches your saved search “${search.name}”`,
    body: 'Open the search to see their anonymised profile. They stay anonymous until they accept an opportunity from you.',
    link: savedSearchLink(search.filter),
  };
}

/** Only a professional's profile holds how often they hear of matching vacancies. */
export const matchDigestCandidatesOnly =
  'Only professionals choose how often they get new matching vacancies by e-mail.';
