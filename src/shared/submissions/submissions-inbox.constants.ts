/**
 * Where the team is with a submission in the inbox, without zod: the database schema and pages that
 * only show a status load this, not the schemas (submissions-inbox.schemas.ts re-exports it).
 */

export const inboxStatuses = ['new', 'in_progress', 'done'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
};
