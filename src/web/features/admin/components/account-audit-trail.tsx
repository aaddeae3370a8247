import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAccountAudit } from '../api/admin-audit';
import { AdminPagedList } from './admin-paged-list';
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
        {open ? (
          <AdminPagedList
            query={trail}
            loadingText="Loading the audit trail..."
            failedText="Failed to load the audit trail."
            isEmpty={(data) => data.events.length === 0}
            empty={
              <p role="status" className="text-slate-600 text-sm">
                Nothing recorded for this account yet.
              </p>
            }
            pagerLabel={`Pages of the audit trail of ${name}`}
            pageState={(data) => ({ page, hasMore: data.hasMore })}
            onPage={setPage}
          >
            {(data) => <AuditEventList events={data.events} headingLevel="h4" />}
          </AdminPagedList>
        ) : null}
      </div>
    </section>
  );
}
