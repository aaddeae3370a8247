import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { hideOrganisationSchema } from '../../../../shared/marketplace/search.schemas';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useHiddenOrganisations } from '../api/get-hidden-organisations';
import { useHideOrganisation } from '../api/hide-organisation';
import { lookupMinLength, useOrganisationLookup } from '../api/lookup-organisations';
import { useUnhideOrganisation } from '../api/unhide-organisation';

interface Hidden {
  odsCode: string;
  organisationName: string | null;
}

const nameOf = (hidden: Hidden) => hidden.organisationName ?? hidden.odsCode;

interface OrganisationSearchProps {
  hiddenCodes: ReadonlySet<string>;
  busy: boolean;
  error: string | undefined;
  onHide: (odsCode: string, name: string) => void;
}

function OrganisationSearch({ hiddenCodes, busy, error, onHide }: OrganisationSearchProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), 300);
  const lookup = useOrganisationLookup(settled);
  const searching = settled.length >= lookupMinLength;
  const results = searching ? (lookup.data?.organisations ?? []) : [];
  const resultsId = useId();
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Search organisations on ARRS Place"
        hint="Type at least 2 characters of a name or ODS code."
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={resultsId}
      />
      <div id={resultsId} aria-live="polite" className="flex flex-col gap-2">
        {!searching ? null : lookup.isError ? (
          <FormAlert message={errorMessageOf(lookup.error)} />
        ) : lookup.isPending ? (
          <p className="text-slate-700 text-sm">Searching...</p>
        ) : results.length === 0 ? (
          <p className="text-slate-700 text-sm">
            No organisation on ARRS Place matches “{settled}”. You can still hide an ODS code below.
          </p>
        ) : (
          <ul aria-label="Matching organisations" className="flex flex-col gap-2">
            {results.map((organisation) => {
              const label = `${organisation.name} (${organisation.odsCode})`;
              return (
                <li key={organisation.odsCode} className="flex flex-wrap items-center gap-2">
                  {hiddenCodes.has(organisation.odsCode) ? (
                    <span className="inline-flex min-h-10 items-center gap-2 px-1 text-slate-700 text-sm">
                      <EyeOff aria-hidden="true" className="size-4" />
                      Hidden from {label}
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={busy}
                      onClick={() => onHide(organisation.odsCode, organisation.name)}
                    >
                      <EyeOff aria-hidden="true" className="size-4" />
                      Hide from {label}
                    </Button>
                  )}
                  <span className="text-slate-600 text-sm">{organisation.postcodeDistrict}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <FormAlert message={error} />
    </div>
  );
}

function HideByCodeForm({ busy, onHide }: { busy: boolean; onHide: (odsCode: string) => Promise<void> }) {
  const form = useForm<
    z.input<typeof hideOrganisationSchema>,
    unknown,
    z.output<typeof hideOrganisationSchema>
  >({
    resolver: zodResolver(hideOrganisationSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { odsCode: '' },
  });
  const submit = form.handleSubmit(async ({ odsCode }) => {
    try {
      await onHide(odsCode);
      form.reset();
    } catch (error) {
      // The server's message (its rule for ODS codes, the limit on the list), under the field.
      form.setError('odsCode', { message: errorMessageOf(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Hide by ODS code" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label="Or enter an ODS code"
          hint="3 to 6 letters and numbers, e.g. Y12345 or A81001."
          autoComplete="off"
          error={form.formState.errors.odsCode?.message}
          className="min-w-48 flex-1"
          {...form.register('odsCode')}
        />
        <Button type="submit" variant="secondary" disabled={busy} className="sm:mt-7">
          Hide
        </Button>
      </div>
    </form>
  );
}

/** The rule: docs/product/candidate.md#hiding-from-organisations. */
export function HiddenOrganisationsSection() {
  const hidden = useHiddenOrganisations();
  const hide = useHideOrganisation();
  const unhide = useUnhideOrganisation();
  const [searchError, setSearchError] = useState<string>();
  const [removing, setRemoving] = useState<Hidden>();

  const hideFromSearch = (code: string, name: string) => {
    setSearchError(undefined);
    hide.mutate(code, {
      onSuccess: () => notify.success(`Your profile is hidden from ${name}`),
      onError: (error) => setSearchError(errorMessageOf(error)),
    });
  };

  const hideByCode = async (code: string) => {
    setSearchError(undefined);
    await hide.mutateAsync(code);
    notify.success(`Your profile is hidden from ${code}`);
  };

  const list = hidden.data?.hidden ?? [];
  return (
    <section
      id="hidden-organisations"
      aria-labelledby="hidden-organisations-heading"
      className="flex scroll-mt-24 flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="hidden-organisations-heading" className="font-semibold text-lg text-slate-900">
          Hide my profile from organisations
        </h2>
        <p className="text-slate-600 text-sm">
          An organisation you hide, such as your current practice or PCN, cannot find your profile or send you
          opportunities.
        </p>
      </div>
      <OrganisationSearch
        hiddenCodes={new Set(list.map((item) => item.odsCode))}
        busy={hide.isPending}
        error={searchError}
        onHide={hideFromSearch}
      />
      <HideByCodeForm busy={hide.isPending} onHide={hideByCode} />
      <div className="flex flex-col gap-2">
        <h3 id="hidden-list-heading" className="font-medium text-slate-900">
          Hidden from ({list.length})
        </h3>
        {hidden.isPending ? (
          <p className="text-slate-700 text-sm">Loading...</p>
        ) : hidden.isError ? (
          <FormAlert message="Failed to load the organisations you hide from." />
        ) : list.length === 0 ? (
          <p className="text-slate-700 text-sm">You do not hide from any organisation.</p>
        ) : (
          <ul
            aria-labelledby="hidden-list-heading"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {list.map((item) => (
              <li key={item.odsCode} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span className="text-slate-900">
                  {item.organisationName ?? 'Not registered on ARRS Place'}{' '}
                  <span className="text-slate-600">({item.odsCode})</span>
                </span>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${nameOf(item)} (${item.odsCode})`}
                  onClick={() => setRemoving(item)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {removing ? (
        <ConfirmDialog
          title={`Show your profile to ${nameOf(removing)} again?`}
          description={`${nameOf(removing)} (${removing.odsCode}) will be able to find your profile and send you opportunities again.`}
          confirmLabel="Remove"
          busy={unhide.isPending}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() =>
            unhide.mutate(removing.odsCode, {
              onSettled: () => setRemoving(undefined),
              onSuccess: () => notify.success(`${nameOf(removing)} can find your profile again`),
              onError: (error) => notify.error('Failed to remove', { description: errorMessageOf(error) }),
            })
          }
        />
      ) : null}
    </section>
  );
}
