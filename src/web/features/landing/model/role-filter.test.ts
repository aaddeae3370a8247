import { describe, expect, it } from 'vitest';
import { roleCategories } from '../content/role-types';
import { rolesCatalogue } from '../content/roles-catalogue';
import { filterRoles, foundRolesText, hasActiveFilters, toggleCategory } from './role-filter';

const names = (query: string, categories: Parameters<typeof filterRoles>[1]['categories'] = []) =>
  filterRoles(rolesCatalogue, { query, categories }).map((role) => role.name);

describe('roles catalogue content', () => {
  it('holds the 26 ARRS roles in five categories', () => {
    expect(rolesCatalogue).toHaveLength(26);
    const count = (category: string) => rolesCatalogue.filter((role) => role.category === category).length;
    expect(count('clinical')).toBe(10);
    expect(count('support')).toBe(5);
    expect(count('administrative')).toBe(5);
    expect(count('community')).toBe(4);
    expect(count('leadership')).toBe(2);
    expect(roleCategories.map((c) => c.value).sort()).toEqual([
      'administrative',
      'clinical',
      'community',
      'leadership',
      'support',
    ]);
  });

  it('gives every role a unique slug and real detail', () => {
    const ids = rolesCatalogue.map((role) => role.id);
    expect(new Set(ids).size).toBe(26);
    for (const role of rolesCatalogue) {
      expect(role.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(role.description.length).toBeGreaterThan(80);
      expect(role.commonSettings.length).toBeGreaterThan(0);
      expect(role.valuableExperience.length).toBeGreaterThan(0);
      expect(role.skillsThatStandOut.length).toBeGreaterThan(0);
    }
  });
});

describe('filterRoles', () => {
  it('shows nothing without a search term or category', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(hasActiveFilters({ query: ' ', categories: [] })).toBe(false);
  });

  it('matches the name or description, case-insensitively', () => {
    expect(names('pharm')).toEqual(['Clinical Pharmacist', 'Pharmacy Technician']);
    expect(names('PHARM')).toEqual(['Clinical Pharmacist', 'Pharmacy Technician']);
    expect(names('musculoskeletal')).toEqual(['First Contact Physiotherapist']);
  });

  it('combines selected categories as any-of', () => {
    expect(names('', ['leadership'])).toEqual(['Digital Transformation Lead', 'Practice Manager']);
    expect(names('', ['leadership', 'community'])).toHaveLength(6);
    expect(names('pharm', ['support'])).toEqual(['Pharmacy Technician']);
    expect(names('pharm', ['support', 'clinical'])).toEqual(['Clinical Pharmacist', 'Pharmacy Technician']);
  });

  it('returns nothing when no role matches', () => {
    expect(names('astronaut')).toEqual([]);
    expect(names('pharm', ['leadership'])).toEqual([]);
  });
});

describe('helpers', () => {
  it('toggles a category', () => {
    expect(toggleCategory([], 'clinical')).toEqual(['clinical']);
    expect(toggleCategory(['clinical', 'support'], 'clinical')).toEqual(['support']);
  });

  it('words the count as the product page does', () => {
    expect(foundRolesText(2)).toBe('Found 2 role(s)');
  });
});
