import { AppError } from '../../errors/app-error';

export const adminErrors = {
  accountNotFound: () => new AppError(404, 'ACCOUNT_NOT_FOUND', 'No account with this id exists.'),
  alreadyApproved: () => new AppError(409, 'ALREADY_APPROVED', 'This account is already approved.'),
  notPending: () =>
    new AppError(
      409,
      'NOT_PENDING',
      'Only accounts awaiting approval can be rejected. Suspend an approved account instead.',
    ),
  alreadySuspended: () => new AppError(409, 'ALREADY_SUSPENDED', 'This account is already suspended.'),
  notSuspended: () => new AppError(409, 'NOT_SUSPENDED', 'This account is not suspended.'),
  ownRole: () => new AppError(403, 'OWN_ROLE', 'You cannot change your own role.'),
  ownAccount: () => new AppError(403, 'OWN_ACCOUNT', 'You cannot suspend or reject your own account.'),
  adminRoleChange: () =>
    new AppError(403, 'MASTER_ADMIN_REQUIRED', 'Only a master admin can grant or remove admin roles.'),
  masterAdminProtected: () =>
    new AppError(403, 'MASTER_ADMIN_REQUIRED', 'Only a master admin can change the status of this account.'),
  ownSessions: () =>
    new AppError(
      403,
      'OWN_ACCOUNT',
      'You cannot sign yourself out everywhere here. Use your account settings instead.',
    ),
  masterAdminSessions: () =>
    new AppError(403, 'MASTER_ADMIN_REQUIRED', 'Only a master admin can sign a master admin out.'),
  notCandidate: () =>
    new AppError(409, 'NOT_CANDIDATE', 'Only healthcare professional accounts have a tier.'),
  mailNotFound: () => new AppError(404, 'MAIL_NOT_FOUND', 'No message with this id exists.'),
  notDeadLetter: () =>
    new AppError(
      409,
      'NOT_DEAD_LETTER',
      'Only dead letters can be retried. This message is still in the queue or was sent.',
    ),
};

/** The admin CLI's command was not accepted by the running server (wrong token, not loopback…). */
export const cliBridgeRefused = () =>
  new AppError(403, 'FORBIDDEN', 'Admin commands are accepted only from the admin CLI on this machine.');

/** `npm run backup` asked a server whose database is PostgreSQL, which pg_dump backs up instead. */
export const backupNotEmbedded = () =>
  new AppError(
    409,
    'BACKUP_NOT_EMBEDDED',
    'This server uses PostgreSQL: back it up with pg_dump (docs/operations.md, Backups).',
  );
