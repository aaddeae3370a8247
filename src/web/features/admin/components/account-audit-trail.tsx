import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorMessageOf } from '../../../lib/api-client';
import { useAccountAudit } from '../api/admin-audit';
import { AdminPager } from './admin-pager';
import { AuditEventList } from './audit-event-list';

export function AccountAuditTrail({ accountId, name }: { accountId: string; name: string }) {
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const trail = useAccountAudit(accountId, page, open);

  return (
    <section className="flex flex-col gap-3">
      <h3 className="sr-only">Audit trail of {name}</h3>
      <div>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
          {open ? 'Hide audit trail' : 'Show audit trail'}
        </Button>
      </div>
      <div id={regionId} hidden={!open}>
        {!open ? null : trail.isPending ? (
          <LoadingState text="Loading the audit trail..." />
        ) : trail.isError ? (
          <LoadError
            message={`Failed to load the audit trail. ${errorMessageOf(trail.error)}`}
            onRetry={() => void trail.refetch()}
          />
        ) : trail.data.events.length === 0 ? (
          <p role="status" className="text-slate-600 text-sm">
            Nothing recorded for this account yet.
          </p>
        ) : (
          <div aria-busy={trail.isFetching} className="flex flex-col gap-3">
            <AuditEventList events={trail.data.events} headingLevel="h4" />
            <AdminPager
              label={`Pages of the audit trail of ${name}`}
              page={page}
              hasMore={trail.data.hasMore}
              onPage={setPage}
            />
          </div>
        )}
      </div>
    </section>
  );
}
