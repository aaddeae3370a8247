import { type DocumentType, documentTypeLabels } from '../../../shared/candidates/uploads';
import { addDays, ukDate } from '../../../shared/validation/uk-day';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import { createDocumentRemindersRepository } from './documents.repository';

export interface DocumentRemindersDeps {
  db: Database;
  mail: Pick<Mailer, 'enqueue'>;
  now: () => Date;
}

/** Counts only: the job's log line carries no personal data. */
export interface DocumentRemindersReport {
  reminded30: number;
  reminded7: number;
  expired: number;
}

/**
 * Each reminder at most once per expiry date (docs/product/candidate.md#expiry-reminders). The 7-day
 * pass runs first, so a document found inside 7 days gets one e-mail.
 */
export async function runDocumentReminders(deps: DocumentRemindersDeps): Promise<DocumentRemindersReport> {
  const at = deps.now();
  const today = ukDate(at);
  const report: DocumentRemindersReport = { reminded30: 0, reminded7: 0, expired: 0 };
  for (const reminder of [7, 30] as const) {
    for (;;) {
      const sent = await deps.db.transaction(async (tx) => {
        const due = await createDocumentRemindersRepository({ db: tx }).claimDue(
          reminder,
          today,
          addDays(today, reminder),
          at,
        );
        for (const document of due) {
          await deps.mail.enqueue(tx, {
            template: 'document-expiry',
            to: document.email,
            data: {
              name: document.fullName,
              document: documentTypeLabels[document.documentType as DocumentType] ?? 'document',
              expiryDate: document.expiryDate ?? today,
              daysBefore: reminder,
            },
          });
        }
        return due.length;
      });
      if (reminder === 30) report.reminded30 += sent;
      else report.reminded7 += sent;
      if (sent === 0) break;
    }
  }
  report.expired = await createDocumentRemindersRepository(deps).markExpired(today, at);
  return report;
}
