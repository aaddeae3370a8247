import {
  type EmploymentType,
  type ExperienceBand,
  employmentTypes,
  experienceBands,
} from '../../../../shared/candidates/profile.constants';
import { type RegistrationBody, registrationBodies } from '../../../../shared/candidates/uploads';
import { isArrsRoleId } from '../../../../shared/content/arrs-roles';
import {
  defaultSearchRadiusKm,
  maxSearchRadiusKm,
  searchableTiers,
  searchMessages,
  searchQuerySchema,
} from '../../../../shared/marketplace/search.schemas';
import { isIsoDate } from '../../../../shared/validation/dates';

/** In the page's URL, under the API's own names and form, so one mapping serves both. */
export interface SearchFilters {
  /** An ARRS role id, or '' for any role. */
  role: string;
  tier: '' | (typeof searchableTiers)[number];
  availableBy: string;
  employmentTypes: EmploymentType[];
  experienceBands: ExperienceBand[];
  registrationBody: '' | RegistrationBody;
  qualification: string;
  /** A postcode or district; '' searches from the organisation's own. */
  postcode: string;
  radiusKm: number;
  page: number;
}

export const emptySearchFilters: SearchFilters = {
  role: '',
  tier: '',
  availableBy: '',
  employmentTypes: [],
  experienceBands: [],
  registrationBody: '',
  qualification: '',
  postcode: '',
  radiusKm: defaultSearchRadiusKm,
  page: 1,
};

const maxPage = 500;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((known) => known === value) ?? '';
}

function listOf<T extends string>(values: readonly T[], params: URLSearchParams, key: string): T[] {
  const given = new Set(params.getAll(key).flatMap((raw) => raw.split(',').map((item) => item.trim())));
  return values.filter((value) => given.has(value));
}

function wholeNumber(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

/** Unknown or out of range reads as "not filtered", except a postcode: the API says what is wrong with it. */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const role = params.get('role') ?? '';
  const availableBy = params.get('availableBy') ?? '';
  return {
    role: isArrsRoleId(role) ? role : '',
    tier: oneOf(searchableTiers, params.get('tier')),
    availableBy: isIsoDate(availableBy) ? availableBy : '',
    employmentTypes: listOf(employmentTypes, params, 'employmentTypes'),
    experienceBands: listOf(experienceBands, params, 'experienceBands'),
    registrationBody: oneOf(registrationBodies, params.get('registrationBody')),
    qualification: (params.get('qualification') ?? '').trim().slice(0, 80),
    postcode: (params.get('postcode') ?? '').trim().slice(0, 10),
    radiusKm: wholeNumber(params.get('radiusKm'), 1, maxSearchRadiusKm, defaultSearchRadiusKm),
    page: wholeNumber(params.get('page'), 1, maxPage, 1),
  };
}

/** Empty filters, the default distance and the first page are left out: a plain page, a plain address. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value !== '') params.set(key, value);
  };
  set('role', filters.role);
  set('tier', filters.tier);
  set('availableBy', filters.availableBy);
  set('employmentTypes', filters.employmentTypes.join(','));
  set('experienceBands', filters.experienceBands.join(','));
  set('registrationBody', filters.registrationBody);
  set('qualification', filters.qualification.trim());
  set('postcode', filters.postcode.trim().toUpperCase());
  if (filters.radiusKm !== defaultSearchRadiusKm) params.set('radiusKm', String(filters.radiusKm));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function isFiltered(filters: SearchFilters): boolean {
  return paramsFromFilters({ ...filters, page: 1 }).size > 0;
}

/** True when a filter other than role, postcode and distance is set (the form shows them open). */
export function hasMoreFilters(filters: SearchFilters): boolean {
  return isFiltered({ ...filters, role: '', postcode: '', radiusKm: defaultSearchRadiusKm });
}

export type SearchFormValues = Omit<SearchFilters, 'radiusKm' | 'page'> & { radiusKm: string };

export function formValuesOf(filters: SearchFilters): SearchFormValues {
  const { page: _page, ...rest } = filters;
  return { ...rest, radiusKm: String(filters.radiusKm) };
}

export interface FieldProblem {
  field: keyof SearchFormValues;
  message: string;
}

/** Checked by the API's own query schema, so the messages are the ones it would answer with. */
export function filtersFromForm(
  values: SearchFormValues,
): { filters: SearchFilters; problems?: undefined } | { filters?: undefined; problems: FieldProblem[] } {
  const radiusText = values.radiusKm.trim();
  const query = {
    ...Object.fromEntries(paramsFromFilters({ ...values, radiusKm: defaultSearchRadiusKm, page: 1 })),
    radiusKm: radiusText,
  };
  const parsed = searchQuerySchema.safeParse(query);
  if (parsed.success) return { filters: { ...values, radiusKm: parsed.data.radiusKm, page: 1 } };
  const problems: FieldProblem[] = [];
  const isField = (field: unknown): field is keyof SearchFormValues =>
    typeof field === 'string' && Object.hasOwn(values, field);
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || problems.some((problem) => problem.field === field)) continue;
    // A distance that is not a number fails before the range check; the range says what is wanted.
    problems.push({ field, message: field === 'radiusKm' ? searchMessages.radiusRange : issue.message });
  }
  return { problems };
}
