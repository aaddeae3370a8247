import type { RoleCategory, RoleEntry } from '../content/role-types';

export interface RoleFilters {
  query: string;
  categories: readonly RoleCategory[];
}

/** The catalogue shows nothing until a search term or a category is set. */
export function hasActiveFilters(filters: RoleFilters): boolean {
  return filters.query.trim() !== '' || filters.categories.length > 0;
}

/**
 * Roles matching the filters: the search term (case-insensitive) in the name or description, and
 * the role in any of the selected categories. No filters: no roles.
 */
export function filterRoles(roles: readonly RoleEntry[], filters: RoleFilters): RoleEntry[] {
  if (!hasActiveFilters(filters)) return [];
  const term = filters.query.trim().toLowerCase();
  return roles.filter((role) => {
    const inCategory = filters.categories.length === 0 || filters.categories.includes(role.category);
    const matchesTerm =
      term === '' || role.name.toLowerCase().includes(term) || role.description.toLowerCase().includes(term);
    return inCategory && matchesTerm;
  });
}

/** Adds the category when absent, removes it when present. */
export function toggleCategory(selected: readonly RoleCategory[], category: RoleCategory): RoleCategory[] {
  return selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category];
}

/** 'Found N role(s)', spec §2.4 word for word. */
export function foundRolesText(count: number): string {
  return `Found ${count} role(s)`;
}
