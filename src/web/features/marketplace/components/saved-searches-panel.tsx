import { Bookmark, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type SavedSearch, savedSearchMessages } from '../../../../shared/marketplace/saved-search.schemas';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadError } from '../../../components/ui/load-error';
import { InlineLoading } from '../../../components/ui/loading-state';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import {
  useCreateSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { filtersOfSaved, savedFilterOf } from '../model/saved-search-filters';
import type { SearchFilters } from '../model/search-filters';
import { alertLabel, SaveSearchDialog } from './save-search-dialog';

export const noSavedSearchesText =
  'No saved searches yet. Save a search to run it again, and to hear when a new professional matches it.';

type Open = { kind: 'save' } | { kind: 'rename' | 'delete'; search: SavedSearch } | undefined;

/** "Save this search" and the member's saved searches: run, alert on or off, rename, delete. */
export function SavedSearchesPanel({
  filters,
  onRun,
}: {
  filters: SearchFilters;
  onRun: (filters: SearchFilters) => void;
}) {
  const headingId = useId();
  const query = useSavedSearches();
  const create = useCreateSavedSearch();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [open, setOpen] = useState<Open>();
  const full = query.data?.remaining === 0;

  const switchAlert = (search: SavedSearch, alert: boolean) =>
    update.mutate(
      { id: search.id, alert },
      {
        onSuccess: () => notify.success(alert ? 'Alert on' : 'Alert off'),
        onError: (error) => notify.error(errorMessageOf(error)),
      },
    );

  let list: ReactNode;
  if (query.isPending) list = <InlineLoading text="Loading your saved searches..." />;
  else if (query.isError)
    list = (
      <LoadError
        message="Failed to load your saved searches. Please try again."
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.savedSearches.length === 0)
    list = <p className="text-slate-600 text-sm">{noSavedSearchesText}</p>;
  else
    list = (
      <ul className="flex flex-col gap-3" aria-labelledby={headingId}>
        {query.data.savedSearches.map((search) => (
          <SavedSearchItem
            key={search.id}
            search={search}
            // Shown as asked while it is saved (the list is read again once it is).
            alert={
              update.isPending && update.variables?.id === search.id && update.variables.alert !== undefined
                ? update.variables.alert
                : search.alert
            }
            onRun={() => onRun(filtersOfSaved(search.filter))}
            onAlert={(alert) => switchAlert(search, alert)}
            onRename={() => setOpen({ kind: 'rename', search })}
            onDelete={() => setOpen({ kind: 'delete', search })}
          />
        ))}
      </ul>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <Button variant="secondary" onClick={() => setOpen({ kind: 'save' })} disabled={full}>
        <Bookmark aria-hidden="true" className="size-4" />
        Save this search
      </Button>
      {full ? <p className="text-slate-600 text-sm">{savedSearchMessages.tooMany}</p> : null}
      <h2 id={headingId} className="font-semibold text-slate-900">
        Saved searches
      </h2>
      {list}
      {open?.kind === 'save' ? (
        <SaveSearchDialog
          title="Save this search"
          submitLabel="Save search"
          askAlert
          onSubmit={async ({ name, alert }) => {
            await create.mutateAsync({ name, alert, filter: savedFilterOf(filters) });
            notify.success('Search saved');
          }}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {open?.kind === 'rename' ? (
        <SaveSearchDialog
          title="Rename this saved search"
          submitLabel="Rename"
          initialName={open.search.name}
          askAlert={false}
          onSubmit={async ({ name }) => {
            await update.mutateAsync({ id: open.search.id, name });
            notify.success('Saved search renamed');
          }}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete this saved search?"
          description={`“${open.search.name}” and its alerts will be deleted. This cannot be undone.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(open.search.id, {
              onSuccess: () => {
                setOpen(undefined);
                notify.success('Saved search deleted');
              },
              onError: (error) => notify.error(errorMessageOf(error)),
            })
          }
          onCancel={() => setOpen(undefined)}
        />
      ) : null}
    </section>
  );
}

function SavedSearchItem({
  search,
  alert,
  onRun,
  onAlert,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  alert: boolean;
  onRun: () => void;
  onAlert: (alert: boolean) => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const nameId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3" data-testid="saved-search">
      <p id={nameId} className="break-words font-medium text-slate-900">
        {search.name}
      </p>
      <CheckboxField
        checked={alert}
        onChange={(event) => onAlert(event.target.checked)}
        aria-describedby={nameId}
      >
        {alertLabel}
      </CheckboxField>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRun} aria-describedby={nameId}>
          <Search aria-hidden="true" className="size-4" />
          Run
        </Button>
        <Button variant="secondary" onClick={onRename} aria-describedby={nameId}>
          Rename
        </Button>
        <Button variant="secondary" onClick={onDelete} aria-describedby={nameId}>
          Delete
        </Button>
      </div>
    </li>
  );
}
