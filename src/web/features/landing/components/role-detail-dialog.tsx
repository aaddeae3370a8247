import { X } from 'lucide-react';
import { Dialog } from '../../../components/ui/dialog';
import { LinkButton } from '../../../components/ui/link-button';
import { authFor } from '../content/hero-content';
import type { RoleEntry } from '../content/role-types';

function DetailList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="mt-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function RoleDetailDialog({ role, onClose }: { role: RoleEntry; onClose: () => void }) {
  const titleId = `role-${role.id}-title`;
  const descriptionId = `role-${role.id}-description`;
  return (
    <Dialog labelledBy={titleId} describedBy={descriptionId} onDismiss={onClose}>
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="font-bold text-2xl text-slate-900">
          {role.name}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={descriptionId} className="mt-3 text-slate-800">
        {role.description}
      </p>
      <DetailList title="Common settings" items={role.commonSettings} />
      <DetailList title="Valuable experience" items={role.valuableExperience} />
      <DetailList title="Skills that stand out" items={role.skillsThatStandOut} />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={authFor.candidate}>Join as Professional</LinkButton>
        <LinkButton to={authFor.employer} variant="secondary">
          Register as Employer
        </LinkButton>
      </div>
    </Dialog>
  );
}
