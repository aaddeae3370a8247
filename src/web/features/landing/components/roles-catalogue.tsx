import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { RoleCategory, RoleEntry } from '../content/role-types';
import { rolesCatalogue } from '../content/roles-catalogue';
import { filterRoles, foundRolesText, hasActiveFilters, toggleCategory } from '../model/role-filter';
import { RoleCard } from './role-card';
import { RoleCategoryFilters } from './role-category-filters';
import { RoleDetailDialog } from './role-detail-dialog';

/** Loaded on its own with the catalogue data; nothing is listed until a term or category is chosen. */
export function RolesCatalogue() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [categories, setCategories] = useState<RoleCategory[]>([]);
  const [openRole, setOpenRole] = useState<RoleEntry | null>(null);
  const filters = { query, categories };
  const active = hasActiveFilters(filters);
  const results = filterRoles(rolesCatalogue, filters);
  const clear = () => {
    setQuery('');
    setCategories([]);
  };

  return (
    <div data-testid="roles-catalogue">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div>
          <label htmlFor={searchId} className="font-semibold text-slate-900">
            Search roles
          </label>
          <div className="relative mt-2">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 absolute top-1/2 left-3 size-5 text-slate-500"
            />
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="For example: pharmacist, physio, coordinator"
              className="min-h-12 w-full rounded-lg border border-slate-400 bg-white py-2 pr-3 pl-10 text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </div>
        </div>
        <RoleCategoryFilters
          selected={categories}
          onToggle={(category) => setCategories((current) => toggleCategory(current, category))}
        />
      </div>

      <div role="status" className="mt-6 text-slate-800">
        {!active ? <p>Search by name or choose a category to see roles.</p> : null}
        {active && results.length > 0 ? (
          <p className="font-semibold">{foundRolesText(results.length)}</p>
        ) : null}
        {active && results.length === 0 ? (
          <p className="font-semibold">No roles match your current filters</p>
        ) : null}
      </div>
      {active ? (
        <Button variant="secondary" className="mt-3" onClick={clear}>
          Clear filters
        </Button>
      ) : null}

      {results.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((role) => (
            <RoleCard key={role.id} role={role} onOpen={setOpenRole} />
          ))}
        </ul>
      ) : null}
      {openRole ? <RoleDetailDialog role={openRole} onClose={() => setOpenRole(null)} /> : null}
    </div>
  );
}
