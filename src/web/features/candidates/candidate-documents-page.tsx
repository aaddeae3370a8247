import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import type { z } from 'zod';
import {
  type CandidateDocument,
  type DocumentFieldsInput,
  type DocumentStatus,
  documentFieldsSchema,
  type documentResponseSchema,
  documentStatusLabels,
  documentTypeLabels,
  documentTypes,
  registrationBodies,
  registrationBodyLabels,
  uploadKinds,
} from '../../../shared/candidates/uploads';
import { paths } from '../../../shared/routing/paths';
import { inputClasses } from '../../components/form/field-styles';
import { FormAlert } from '../../components/form/form-alert';
import { FormField } from '../../components/form/form-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Container } from '../../components/ui/container';
import { DashboardLoading } from '../../components/ui/loading-state';
import { ProfileLoadError } from '../../layouts/profile-load-error';
import { errorMessageOf } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { formatDay } from '../../lib/uk-dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCandidateProfile } from './api/candidate-profile';
import { useDeleteDocument } from './api/delete-document';
import { documentsQueryKey, useCandidateDocuments } from './api/get-documents';
import { UploadProgress } from './components/upload-progress';
import { useUpload } from './hooks/use-upload';

const statusClasses: Record<DocumentStatus, string> = {
  pending: 'bg-amber-50 text-amber-900',
  verified: 'bg-emerald-50 text-emerald-900',
  rejected: 'bg-red-50 text-red-900',
  expired: 'bg-slate-100 text-slate-800',
};

const formatDate = (value: string | null) => (value ? formatDay(value) : '—');

function DocumentCard({ document, onDelete }: { document: CandidateDocument; onDelete: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {documentTypeLabels[document.documentType]}
          <span
            className={`rounded-full px-2.5 py-0.5 font-semibold text-xs ${statusClasses[document.status]}`}
          >
            {documentStatusLabels[document.status]}
          </span>
        </p>
        {document.registrationBody ? (
          <p className="text-slate-700 text-sm">
            {registrationBodyLabels[document.registrationBody]} {document.registrationNumber}
          </p>
        ) : null}
        <p className="text-slate-600 text-sm">
          Issued {formatDate(document.issueDate)} · Expires {formatDate(document.expiryDate)}
        </p>
        {document.status === 'rejected' && document.rejectionReason ? (
          <p className="text-red-800 text-sm">Reason: {document.rejectionReason}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={`${document.fileUrl}?download=1`}
          className="inline-flex min-h-10 items-center gap-2 rounded-md px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50"
        >
          <Download aria-hidden="true" className="size-4" />
          Download<span className="sr-only"> {documentTypeLabels[document.documentType]}</span>
        </a>
        <Button
          variant="ghost"
          onClick={onDelete}
          aria-label={`Delete ${documentTypeLabels[document.documentType]}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}

const emptyDetails: DocumentFieldsInput = {
  documentType: 'cv',
  registrationBody: '',
  registrationNumber: '',
  issueDate: '',
  expiryDate: '',
};

function UploadDocumentForm({ onUploaded }: { onUploaded: (document: CandidateDocument) => void }) {
  const upload = useUpload<z.output<typeof documentResponseSchema>>('/api/candidate/documents');
  const form = useForm<DocumentFieldsInput>({
    resolver: zodResolver(documentFieldsSchema, undefined, { raw: true }),
    defaultValues: emptyDetails,
  });
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const { errors } = form.formState;
  const type = form.watch('documentType');

  const onSubmit = form.handleSubmit(async (values) => {
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError('Please choose a file to upload.');
      return;
    }
    if (file.size > uploadKinds.document.maxBytes) {
      setFileError(uploadKinds.document.tooLarge);
      return;
    }
    setFileError(undefined);
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, String(value ?? ''));
    body.append('file', file);
    const response = await upload.start(body);
    if (response) {
      onUploaded(response.document);
      form.reset(emptyDetails);
      if (fileInput.current) fileInput.current.value = '';
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Upload a document"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
      data-tour="documents-upload"
    >
      <h2 className="font-semibold text-lg text-slate-900">Upload a document</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Document type" error={errors.documentType?.message}>
          {(control) => (
            <select {...control} className={inputClasses} {...form.register('documentType')}>
              {documentTypes.map((value) => (
                <option key={value} value={value}>
                  {documentTypeLabels[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="File" hint="PDF, Word (.docx), JPEG or PNG, up to 10 MB." error={fileError}>
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept={uploadKinds.document.accept}
              className="block w-full text-slate-900 text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:font-semibold"
            />
          )}
        </FormField>
        {type === 'professional_registration' ? (
          <>
            <FormField label="Registration body" error={errors.registrationBody?.message}>
              {(control) => (
                <select {...control} className={inputClasses} {...form.register('registrationBody')}>
                  <option value="">Choose…</option>
                  {registrationBodies.map((body) => (
                    <option key={body} value={body}>
                      {registrationBodyLabels[body]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <TextField
              label="Registration number"
              error={errors.registrationNumber?.message}
              {...form.register('registrationNumber')}
            />
          </>
        ) : null}
        <TextField
          label="Issue date"
          type="date"
          error={errors.issueDate?.message}
          {...form.register('issueDate')}
        />
        <TextField
          label="Expiry date"
          type="date"
          hint="We e-mail you 30 and 7 days before it expires."
          error={errors.expiryDate?.message}
          {...form.register('expiryDate')}
        />
      </div>
      {upload.uploading ? (
        <UploadProgress label="Document" progress={upload.progress ?? 0} onCancel={upload.cancel} />
      ) : (
        <div>
          <Button type="submit">
            <FileUp aria-hidden="true" className="size-4" />
            Upload document
          </Button>
        </div>
      )}
      {upload.cancelled ? <p className="text-slate-700 text-sm">Upload cancelled.</p> : null}
      {upload.error ? <FormAlert message={upload.error} /> : null}
    </form>
  );
}

export function CandidateDocumentsPage() {
  useDocumentTitle('Documents');
  const profile = useCandidateProfile();
  const queryClient = useQueryClient();
  const documents = useCandidateDocuments();
  const [deleting, setDeleting] = useState<CandidateDocument>();
  const deletion = useDeleteDocument();

  if (profile.isPending || documents.isPending) return <DashboardLoading />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data.profile.registrationComplete)
    return <Navigate to={paths.platform.candidateRegister} replace />;

  const list = documents.data?.documents ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: documentsQueryKey });
  const confirmDelete = () => {
    if (!deleting) return;
    deletion.mutate(deleting.id, {
      onSuccess: () => notify.success('Document deleted'),
      onError: (error) =>
        notify.error('Failed to delete the document', { description: errorMessageOf(error) }),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <Container className="flex max-w-4xl flex-col gap-8 py-10 sm:py-14">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Your documents</h1>
        <p className="text-slate-600">
          Your compliance passport. When you approve an opportunity, that organisation sees each document’s
          type, status (awaiting verification, verified, rejected or expired) and expiry date while your
          approval stands — never the files. Your CV file is shared only if you agree to CV sharing with
          employers in your settings.{' '}
          <Link to={paths.platform.candidate} className="text-brand-800 underline">
            Back to your dashboard
          </Link>
        </p>
      </header>
      <UploadDocumentForm
        onUploaded={() => {
          notify.success('Document uploaded');
          void refresh();
        }}
      />
      <section aria-labelledby="documents-heading" className="flex flex-col gap-3" data-tour="documents-list">
        <h2 id="documents-heading" className="font-semibold text-lg text-slate-900">
          Uploaded documents ({list.length})
        </h2>
        {documents.isError ? (
          <FormAlert message="Failed to load your documents. Please try again." />
        ) : list.length === 0 ? (
          <p className="text-slate-600">
            No documents yet. Start with your CV and professional registration.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((document) => (
              <DocumentCard key={document.id} document={document} onDelete={() => setDeleting(document)} />
            ))}
          </ul>
        )}
      </section>
      {deleting ? (
        <ConfirmDialog
          title="Delete this document?"
          description={`Your ${documentTypeLabels[deleting.documentType]} will be deleted from ARRS Place.`}
          confirmLabel="Delete"
          destructive
          busy={deletion.isPending}
          onCancel={() => setDeleting(undefined)}
          onConfirm={confirmDelete}
        />
      ) : null}
    </Container>
  );
}
