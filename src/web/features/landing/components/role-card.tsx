import { type RoleEntry, roleCategories } from '../content/role-types';

function categoryLabel(role: RoleEntry): string {
  return roleCategories.find((category) => category.value === role.category)?.label ?? role.category;
}

export function RoleCard({ role, onOpen }: { role: RoleEntry; onOpen: (role: RoleEntry) => void }) {
  const summary = role.description.split(/(?<=\.)\s/)[0] ?? role.description;
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="w-fit rounded-full bg-slate-100 px-3 py-1 font-medium text-slate-800 text-xs">
        {categoryLabel(role)}
      </p>
      <h3 className="mt-3 font-semibold text-lg text-slate-900">{role.name}</h3>
      <p className="mt-2 flex-1 text-slate-700 text-sm">{summary}</p>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`View details: ${role.name}`}
        onClick={() => onOpen(role)}
        className="mt-4 inline-flex min-h-10 w-fit items-center rounded-md font-semibold text-brand-700 text-sm underline underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
      >
        View details
      </button>
    </li>
  );
}
