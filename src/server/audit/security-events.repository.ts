import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { securityEvents } from '../db/schema';

export type Severity = 'low' | 'medium' | 'high';

export interface SecurityEventInput {
  eventType: string;
  severity?: Severity;
  userId?: string | null;
  targetUserId?: string | null;
  details?: Record<string, unknown>;
  /** When it happened, for callers that run on an injected clock; else the database's time. */
  at?: Date;
}

const secretKeyPattern = /pass(word)?|token|secret|cookie|authorization|otp|code_?verifier/i;

/** Replaces the value of any key that looks like a credential, at any depth. */
export function redactSecrets(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, inner]) => [
      key,
      secretKeyPattern.test(key) ? '[redacted]' : redactValue(inner),
    ]),
  );
}

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === 'object') return redactSecrets({ ...value });
  return value;
}

export function createSecurityEventsRepository({ db }: { db: Database }) {
  return {
    async record(event: SecurityEventInput): Promise<void> {
      await db.insert(securityEvents).values({
        eventType: event.eventType,
        severity: event.severity ?? 'low',
        userId: event.userId ?? null,
        targetUserId: event.targetUserId ?? null,
        details: redactSecrets(event.details ?? {}),
        createdAt: event.at,
      });
    },
    /** The application may not update the audit trail itself (migration 0014): this narrow function may. */
    async forgetEmail(userId: string, email: string): Promise<void> {
      await db.execute(sql`select audit_forget_email(${userId}, ${email})`);
    },
    async latest(limit = 50) {
      return db.select().from(securityEvents).orderBy(desc(securityEvents.id)).limit(limit);
    },
  };
}

export type SecurityEventsRepository = ReturnType<typeof createSecurityEventsRepository>;
