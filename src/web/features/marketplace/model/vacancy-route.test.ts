import { describe, expect, it } from 'vitest';
import { vacancyRouteOf } from './vacancy-route';

describe('vacancyRouteOf', () => {
  it.each([
    ['', { page: 'list' }],
    ['/', { page: 'list' }],
    ['new', { page: 'new' }],
    ['abc', { page: 'detail', id: 'abc' }],
    ['abc/', { page: 'detail', id: 'abc' }],
    ['abc/edit', { page: 'edit', id: 'abc' }],
    ['abc/applicants', { page: 'applicants', id: 'abc' }],
    ['abc/applicants/more', { page: 'unknown' }],
    ['new/edit', { page: 'unknown' }],
    ['abc/delete', { page: 'unknown' }],
    ['abc/edit/more', { page: 'unknown' }],
  ])('reads %j', (rest, route) => {
    expect(vacancyRouteOf(rest)).toEqual(route);
  });
});
