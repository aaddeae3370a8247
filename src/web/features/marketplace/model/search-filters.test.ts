import { describe, expect, it } from 'vitest';
import { searchMessages } from '../../../../shared/marketplace/search.schemas';
import {
  emptySearchFilters,
  filtersFromForm,
  filtersFromParams,
  formValuesOf,
  hasMoreFilters,
  isFiltered,
  paramsFromFilters,
  type SearchFilters,
} from './search-filters';

const every: SearchFilters = {
  role: 'paramedic',
  tier: 'active_seeker',
  availableBy: '2027-01-31',
  employmentTypes: ['permanent', 'locum'],
  experienceBands: ['3_5', 'over_10'],
  registrationBody: 'HCPC',
  qualification: 'Prescribing',
  postcode: 'LS6',
  radiusKm: 15,
  page: 3,
};

describe('the search URL', () => {
  it('is empty for the plain search (default distance, first page)', () => {
    expect(paramsFromFilters(emptySearchFilters).toString()).toBe('');
    expect(isFiltered(emptySearchFilters)).toBe(false);
    expect(isFiltered({ ...emptySearchFilters, page: 4 })).toBe(false);
  });

  it('writes each filter under the API’s own names, lists comma-separated', () => {
    expect(Object.fromEntries(paramsFromFilters(every))).toEqual({
      role: 'paramedic',
      tier: 'active_seeker',
      availableBy: '2027-01-31',
      employmentTypes: 'permanent,locum',
      experienceBands: '3_5,over_10',
      registrationBody: 'HCPC',
      qualification: 'Prescribing',
      postcode: 'LS6',
      radiusKm: '15',
      page: '3',
    });
    expect(isFiltered(every)).toBe(true);
  });

  it('tells when a filter beyond role and place is set', () => {
    const placed = { ...emptySearchFilters, role: 'paramedic', postcode: 'LS6', radiusKm: 10, page: 2 };
    expect(hasMoreFilters(placed)).toBe(false);
    expect(hasMoreFilters({ ...placed, tier: 'portfolio' })).toBe(true);
    expect(hasMoreFilters({ ...placed, experienceBands: ['1_2'] })).toBe(true);
    expect(hasMoreFilters(every)).toBe(true);
  });

  it('reads back what it wrote', () => {
    expect(filtersFromParams(paramsFromFilters(every))).toEqual(every);
    expect(filtersFromParams(paramsFromFilters(emptySearchFilters))).toEqual(emptySearchFilters);
  });

  it('upper-cases and trims the postcode and trims the qualification', () => {
    const params = paramsFromFilters({ ...emptySearchFilters, postcode: ' ls6 2aa ', qualification: ' x ' });
    expect(params.get('postcode')).toBe('LS6 2AA');
    expect(params.get('qualification')).toBe('x');
  });

  it('reads unknown or out-of-range values as no filter', () => {
    const params = new URLSearchParams(
      'role=astronaut&tier=community&availableBy=tomorrow&employmentTypes=locum,nope&experienceBands=&registrationBody=GDC&radiusKm=900&page=0',
    );
    expect(filtersFromParams(params)).toEqual({ ...emptySearchFilters, employmentTypes: ['locum'] });
    expect(filtersFromParams(new URLSearchParams('radiusKm=abc&page=2.5'))).toEqual(emptySearchFilters);
  });

  it('accepts repeated keys and keeps each list value once, in the list’s order', () => {
    const params = new URLSearchParams('employmentTypes=locum&employmentTypes=permanent,locum');
    expect(filtersFromParams(params).employmentTypes).toEqual(['permanent', 'locum']);
  });

  it('keeps a postcode as typed, for the API to judge', () => {
    expect(filtersFromParams(new URLSearchParams('postcode=ZZ99')).postcode).toBe('ZZ99');
  });
});

describe('the filter form', () => {
  it('gives the filters of its values, from the first page', () => {
    const values = { ...formValuesOf(every), radiusKm: ' 40 ' };
    expect(filtersFromForm(values)).toEqual({ filters: { ...every, radiusKm: 40, page: 1 } });
  });

  it('uses the default distance when the distance is left blank', () => {
    const values = { ...formValuesOf(emptySearchFilters), radiusKm: '' };
    expect(filtersFromForm(values).filters?.radiusKm).toBe(25);
  });

  it('answers with the API’s messages, under their fields', () => {
    const values = { ...formValuesOf(emptySearchFilters), postcode: 'nowhere', radiusKm: '0' };
    expect(filtersFromForm(values).problems).toEqual([
      { field: 'postcode', message: searchMessages.invalidPostcode },
      { field: 'radiusKm', message: searchMessages.radiusRange },
    ]);
    expect(filtersFromForm({ ...values, postcode: '', radiusKm: 'far' }).problems).toEqual([
      { field: 'radiusKm', message: searchMessages.radiusRange },
    ]);
  });
});
