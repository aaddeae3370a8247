import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { completionRules, type ListSection } from '../../../../shared/candidates/completion';
import {
  type CandidateProfile,
  listItemSchemas,
  maxListItems,
  type ProfileList,
} from '../../../../shared/candidates/profile.schemas';
import { inputClasses } from '../../../components/form/field-styles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { useChangeListItem } from '../api/candidate-profile';
import { nullIfBlank, numberOrNull } from '../model/form-values';

type Item = CandidateProfile[ProfileList][number];

interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'year';
}

interface ListSpec {
  title: string;
  noun: string;
  anchor: string;
  /** The completion section it feeds, for the "detailed description" hint. */
  section: ListSection;
  fields: FieldSpec[];
  heading: (item: Item) => string;
  detail: (item: Item) => string;
}

const field = (item: Item, key: string): string => {
  const value = (item as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

export const listSpecs: Record<ProfileList, ListSpec> = {
  skills: {
    title: 'Skills',
    noun: 'skill',
    anchor: 'skills',
    section: 'skills',
    fields: [
      { name: 'name', label: 'Skill', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    heading: (item) => field(item, 'name'),
    detail: (item) => field(item, 'description'),
  },
  experience: {
    title: 'Work experience',
    noun: 'job',
    anchor: 'experience',
    section: 'workExperience',
    fields: [
      { name: 'jobTitle', label: 'Job title', kind: 'text' },
      { name: 'organisation', label: 'Organisation', kind: 'text' },
      { name: 'startDate', label: 'Start date', kind: 'date' },
      { name: 'endDate', label: 'End date (blank if current)', kind: 'date' },
      { name: 'description', label: 'What you did', kind: 'textarea' },
    ],
    heading: (item) => [field(item, 'jobTitle'), field(item, 'organisation')].filter(Boolean).join(' · '),
    detail: (item) => field(item, 'description'),
  },
  qualifications: {
    title: 'Qualifications',
    noun: 'qualification',
    anchor: 'qualifications',
    section: 'qualifications',
    fields: [
      { name: 'title', label: 'Qualification', kind: 'text' },
      { name: 'institution', label: 'Institution', kind: 'text' },
      { name: 'yearAwarded', label: 'Year awarded', kind: 'year' },
      { name: 'description', label: 'Description', kind: 'textarea' },
    ],
    heading: (item) => [field(item, 'title'), field(item, 'yearAwarded')].filter(Boolean).join(' · '),
    detail: (item) => field(item, 'description'),
  },
};

function blankValues(spec: ListSpec, item?: Item): FieldValues {
  return Object.fromEntries(
    spec.fields.map((fieldSpec) => {
      const value = item ? (item as Record<string, unknown>)[fieldSpec.name] : undefined;
      if (fieldSpec.kind === 'year') return [fieldSpec.name, value ?? null];
      if (fieldSpec.kind === 'date') return [fieldSpec.name, value ?? null];
      return [fieldSpec.name, value ?? ''];
    }),
  );
}

function ItemForm({ list, item, onDone }: { list: ProfileList; item?: Item; onDone: () => void }) {
  const spec = listSpecs[list];
  const change = useChangeListItem();
  const form = useForm<FieldValues>({
    resolver: zodResolver(listItemSchemas[list] as z.ZodType<FieldValues, FieldValues>, undefined, {
      raw: true,
    }),
    defaultValues: blankValues(spec, item),
  });
  const { errors } = form.formState;
  const message = (name: string) => {
    const error = errors[name];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(
        item ? { action: 'update', list, id: item.id, item: values } : { action: 'add', list, item: values },
      );
      onDone();
    } catch {
      // Shown by the alert.
    }
  });
  const threshold = completionRules.detailedLongerThan[spec.section];
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={item ? `Edit ${spec.noun}` : `Add a ${spec.noun}`}
      className="flex flex-col gap-4 rounded-lg border border-brand-700 bg-brand-50/40 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((fieldSpec) => {
          if (fieldSpec.kind === 'textarea') {
            return (
              <FormField
                key={fieldSpec.name}
                label={fieldSpec.label}
                className="sm:col-span-2"
                error={message(fieldSpec.name)}
                hint={`More than ${threshold} characters counts as a detailed description.`}
              >
                {(control) => (
                  <textarea
                    {...control}
                    rows={3}
                    className={inputClasses}
                    {...form.register(fieldSpec.name)}
                  />
                )}
              </FormField>
            );
          }
          return (
            <TextField
              key={fieldSpec.name}
              label={fieldSpec.label}
              type={fieldSpec.kind === 'text' ? 'text' : fieldSpec.kind === 'date' ? 'date' : 'number'}
              inputMode={fieldSpec.kind === 'year' ? 'numeric' : undefined}
              error={message(fieldSpec.name)}
              {...form.register(fieldSpec.name, {
                setValueAs:
                  fieldSpec.kind === 'year'
                    ? numberOrNull
                    : fieldSpec.kind === 'date'
                      ? nullIfBlank
                      : undefined,
              })}
            />
          );
        })}
      </div>
      {change.isError ? <FormAlert message={errorMessageOf(change.error)} /> : null}
      <div className="flex gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : item ? 'Save' : `Add ${spec.noun}`}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={form.formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ProfileListEditor({ list, items }: { list: ProfileList; items: readonly Item[] }) {
  const spec = listSpecs[list];
  const [editing, setEditing] = useState<string | 'new' | undefined>(undefined);
  const [removing, setRemoving] = useState<Item | undefined>(undefined);
  const change = useChangeListItem();
  const headingId = `${spec.anchor}-heading`;

  const move = (index: number, offset: -1 | 1) => {
    const ids = items.map((item) => item.id);
    const target = index + offset;
    const [moved] = ids.splice(index, 1);
    if (moved === undefined || target < 0 || target > ids.length) return;
    ids.splice(target, 0, moved);
    change.mutate({ action: 'reorder', list, ids });
  };

  return (
    <section
      id={spec.anchor}
      aria-labelledby={headingId}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-lg text-slate-900">
          {spec.title} <span className="font-normal text-slate-600 text-sm">({items.length})</span>
        </h2>
        {editing === 'new' || items.length >= maxListItems ? null : (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Add {spec.noun}
          </Button>
        )}
      </div>
      {items.length === 0 && editing !== 'new' ? (
        <p className="text-slate-600">
          No {spec.title.toLowerCase()} yet. 1–2 items count as basic, 3–4 as good and 5 or more as excellent.
        </p>
      ) : null}
      {change.isError && !editing ? <FormAlert message={errorMessageOf(change.error)} /> : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, index) =>
          editing === item.id ? (
            <li key={item.id}>
              <ItemForm list={list} item={item} onDone={() => setEditing(undefined)} />
            </li>
          ) : (
            <li
              key={item.id}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{spec.heading(item)}</p>
                {spec.detail(item) ? (
                  <p className="whitespace-pre-line break-words text-slate-600 text-sm">
                    {spec.detail(item)}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  aria-label={`Move ${spec.heading(item)} up`}
                  disabled={index === 0 || change.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${spec.heading(item)} down`}
                  disabled={index === items.length - 1 || change.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Edit ${spec.heading(item)}`}
                  onClick={() => setEditing(item.id)}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${spec.heading(item)}`}
                  onClick={() => setRemoving(item)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ),
        )}
      </ol>
      {editing === 'new' ? <ItemForm list={list} onDone={() => setEditing(undefined)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={`Remove this ${spec.noun}?`}
          description={`“${spec.heading(removing)}” will be removed from your profile.`}
          confirmLabel="Remove"
          destructive
          busy={change.isPending}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() =>
            change.mutate(
              { action: 'remove', list, id: removing.id },
              { onSettled: () => setRemoving(undefined) },
            )
          }
        />
      ) : null}
    </section>
  );
}
