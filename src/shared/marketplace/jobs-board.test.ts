import { describe, expect, it } from 'vitest';
import { jobsBoardSearch, jobsBoardTitle, jobsFilterValuesOf, jobsFilterValuesOfQuery } from './jobs-board';
import { jobsRadiusChoicesKm, jobsRadiusMaxKm } from './jobs-board.constants';
import { jobsFilterFieldOf, jobsFilterMessages } from './jobs-filter-messages';
import { jobsQuerySchema } from './vacancy.public.schemas';

describe('the board address', () => {
  it('keeps the first value of each known filter and leaves out others and blanks', () => {
    const query: Record<string, unknown> = {
      role: ['paramedic', 'dietitian'],
      postcode: '',
      utm_source: 'newsletter',
      minPay: 'x'.repeat(500),
    };
    expect(jobsFilterValuesOf((field) => query[field])).toEqual({
      role: 'paramedic',
      minPay: 'x'.repeat(100),
    });
    const params = new Map([
      ['sort', 'distance'],
      ['page', '2'],
    ]);
    expect(jobsFilterValuesOf((field) => params.get(field) ?? null)).toEqual({ sort: 'distance', page: '2' });
  });

  it('writes one address for one set of filters: fixed order, no blanks, no defaults', () => {
    expect(jobsBoardSearch({})).toBe('');
    expect(jobsBoardSearch({ sort: 'newest', page: '1', pageSize: '20', radiusKm: '10' })).toBe('');
    expect(jobsBoardSearch({ page: '2', postcode: 'LS6 2AA', role: 'paramedic', radiusKm: '25' })).toBe(
      '?role=paramedic&postcode=LS6%202AA&page=2',
    );
    expect(jobsBoardSearch({ postcode: 'LS6', radiusKm: '10', sort: 'distance' })).toBe(
      '?postcode=LS6&radiusKm=10&sort=distance',
    );
  });

  it('writes a checked query back as the address it came from, normalised', () => {
    const query = jobsQuerySchema.parse({
      postcode: 'ls6 2aa',
      radiusKm: '010',
      minPay: '40000',
      payBasis: 'annual_salary',
    });
    expect(jobsBoardSearch(jobsFilterValuesOfQuery(query))).toBe(
      '?postcode=LS6%202AA&radiusKm=10&payBasis=annual_salary&minPay=40000',
    );
  });

  it('titles the page by its role, place and page', () => {
    expect(jobsBoardTitle({})).toBe('ARRS jobs in NHS primary care');
    expect(jobsBoardTitle({ role: 'paramedic', postcode: 'LS6', page: '2' })).toBe(
      'Paramedic jobs near LS6, page 2',
    );
    expect(jobsBoardTitle({ postcode: 'LS6' })).toBe('ARRS jobs near LS6');
  });
});

describe('the board filter messages', () => {
  const refusal = (query: Record<string, string>) => jobsQuerySchema.safeParse(query).error?.issues[0];

  it.each([
    [{ role: 'surgeon' }, 'role', jobsFilterMessages.role],
    [{ postcode: 'nowhere' }, 'postcode', jobsFilterMessages.postcode],
    [{ radiusKm: 'far' }, 'radiusKm', jobsFilterMessages.radiusKm],
    [{ radiusKm: '999' }, 'radiusKm', jobsFilterMessages.radiusKm],
    [{ employmentType: 'forever' }, 'employmentType', jobsFilterMessages.employmentType],
    [{ payBasis: 'hourly' }, 'payBasis', jobsFilterMessages.payBasis],
    [{ payBasis: 'day_rate', minPay: 'lots' }, 'minPay', jobsFilterMessages.minPay],
    [{ minPay: '400' }, 'payBasis', jobsFilterMessages.minPayNeedsBasis],
    [{ maxSessionsPerWeek: '0' }, 'maxSessionsPerWeek', jobsFilterMessages.maxSessionsPerWeek],
    [{ maxHoursPerWeek: '61' }, 'maxHoursPerWeek', jobsFilterMessages.maxHoursPerWeek],
    [{ postedWithinDays: '1.5' }, 'postedWithinDays', jobsFilterMessages.postedWithinDays],
    [{ sort: 'cheapest' }, 'sort', jobsFilterMessages.sort],
    [{ sort: 'distance' }, 'sort', jobsFilterMessages.distanceNeedsLocation],
    [{ page: '0' }, 'page', jobsFilterMessages.page],
    [{ pageSize: '51' }, 'pageSize', jobsFilterMessages.pageSize],
  ])('refuses %j with a message about its field', (query, field, message) => {
    const issue = refusal(query);
    expect(issue?.message).toBe(message);
    expect(issue?.path[0]).toBe(field);
    expect(jobsFilterFieldOf(message)).toBe(field);
  });

  it('offers distances the query accepts', () => {
    expect(Math.max(...jobsRadiusChoicesKm)).toBe(jobsRadiusMaxKm);
    for (const km of jobsRadiusChoicesKm)
      expect(jobsQuerySchema.safeParse({ radiusKm: String(km) }).success).toBe(true);
  });
});
