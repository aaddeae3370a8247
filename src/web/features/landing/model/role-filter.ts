import type { RoleCategory, RoleEntry } from '../content/role-types';

export interface RoleFilters {
  query: string;
  categories: readonly RoleCategory[];
}

/** The catalogue shows nothing until a search term or a category is set. */
export function hasActiveFilters(filters: RoleFilters): boolean {
  return filters.query.trim() !== '' || filters.categories.length > 0;
}

/** The term in the name or description (case-insensitive), and the role in any selected category. */
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

export function toggleCategory(selected: readonly RoleCategory[], category: RoleCategory): RoleCategory[] {
  return selected.includes(category) ? selected.filter((c) => c !== category) : [...selected, category];
}

/** Word for word as docs/product/site.md#roles-catalogue gives it. */
export function foundRolesText(count: number): string {
  return `Found ${count} role(s)`;
}
