import { Check } from 'lucide-react';
import { useId } from 'react';
import { paths } from '../../../../shared/routing/paths';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LinkButton } from '../../../components/ui/link-button';
import type { ExecutiveService } from '../content/recruitment';

export function ExecutiveDialog({ service, onClose }: { service: ExecutiveService; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onDismiss={onClose}>
      <h2 id={titleId} className="font-bold text-2xl text-slate-900">
        {service.title}
      </h2>
      <p id={textId} className="mt-2 text-slate-700">
        {service.summary}
      </p>
      <ul className="mt-4 space-y-2">
        {service.details.map((detail) => (
          <li key={detail} className="flex gap-2 text-slate-700">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
            {detail}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
        <LinkButton to={paths.contact}>Discuss your needs</LinkButton>
      </div>
    </Dialog>
  );
}
