import { describe, expect, it } from 'vitest';
import { arrsRoles } from '../../../../shared/content/arrs-roles';
import { rolesCatalogue } from './roles-catalogue';

describe('roles catalogue', () => {
  it('describes exactly the 26 shared ARRS roles, each with its name and group', () => {
    const described = rolesCatalogue.map(({ id, name, category }) => ({ id, name, category }));
    expect(described.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...arrsRoles].toSorted((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
