import { Check } from 'lucide-react';
import { type RoleCategory, roleCategories } from '../content/role-types';

interface RoleCategoryFiltersProps {
  selected: readonly RoleCategory[];
  onToggle: (category: RoleCategory) => void;
}

/** Toggle buttons, one per category; pressed state is shown by a tick and the outline, not colour alone. */
export function RoleCategoryFilters({ selected, onToggle }: RoleCategoryFiltersProps) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">Categories</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {roleCategories.map((category) => {
          const pressed = selected.includes(category.value);
          return (
            <button
              key={category.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(category.value)}
              className={`inline-flex min-h-10 items-center gap-1 rounded-full border-2 px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2 ${
                pressed
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
              }`}
            >
              {pressed ? <Check aria-hidden="true" className="size-4" /> : null}
              {category.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
