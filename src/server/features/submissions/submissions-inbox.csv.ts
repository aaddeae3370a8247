import {
  type ConsultationType,
  consultationTypeLabels,
} from '../../../shared/submissions/submission.schemas';
import {
  type InboxSubmission,
  inboxStatusLabels,
  inboxTypeLabels,
} from '../../../shared/submissions/submissions-inbox.schemas';

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage return, as
 * OWASP lists them) gets a leading single quote, so opening the export never runs a sender's text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvDocument(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

const header = [
  'Received',
  'Type',
  'Status',
  'Name',
  'Email',
  'Phone',
  'Organisation',
  'Consultation type',
  'Role',
  'Location',
  'Salary',
  'Employment type',
  'Approved',
  'Message',
  'Internal notes',
  'Handled',
] as const;

function approvedText(approved: boolean | null): string {
  if (approved === null) return '';
  return approved ? 'Yes' : 'No';
}

export function submissionsCsv(submissions: readonly InboxSubmission[]): string {
  return csvDocument([
    header,
    ...submissions.map((submission) => [
      submission.createdAt,
      inboxTypeLabels[submission.type],
      inboxStatusLabels[submission.status],
      submission.name,
      submission.email,
      submission.phone ?? '',
      submission.organisation ?? '',
      submission.consultationType
        ? consultationTypeLabels[submission.consultationType as ConsultationType]
        : '',
      submission.role ?? '',
      submission.location ?? '',
      submission.salary ?? '',
      submission.employmentType ?? '',
      approvedText(submission.approved),
      submission.message,
      submission.internalNotes,
      submission.handledAt ?? '',
    ]),
  ]);
}
