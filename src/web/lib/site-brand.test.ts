import { describe, expect, it } from 'vitest';
import { brand } from '../../shared/content/brand';
import { siteBrand } from './site-brand';

describe('siteBrand', () => {
  it('brands the consultancy host with the consultancy name and / as home', () => {
    expect(siteBrand('consultancy')).toMatchObject({ name: brand.consultancyName, homePath: '/' });
    expect(siteBrand('consultancy').tagline).toContain(brand.tagline);
  });

  it('brands the marketplace host with the platform name and /arrsplace as home', () => {
    expect(siteBrand('marketplace')).toMatchObject({ name: brand.platformName, homePath: '/arrsplace' });
    expect(siteBrand('marketplace').tagline).toContain('ARRS roles');
  });
});
