import type { z } from 'zod';
import {
  contactSpamWord,
  type contactSubmissionSchema,
  type recruitmentSubmissionSchema,
  suspiciousPatternsIn,
} from '../../../shared/submissions/submission.schemas';
import { createSecurityEventsRepository } from '../../audit/security-events.repository';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mail.service';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { submissionRateRule } from './submission-rate-limits';
import { RateLimitUnavailableError, submissionErrors } from './submissions.errors';
import {
  createSubmissionsRepository,
  type StoredContactLead,
  type StoredRecruitmentLead,
} from './submissions.repository';

export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
export type RecruitmentSubmission = z.output<typeof recruitmentSubmissionSchema>;

export interface SubmissionDeps {
  db: Database;
  mail: Mailer;
  rateLimiter: RateLimiter;
  now: () => Date;
}

async function admit(rateLimiter: RateLimiter, form: 'contact' | 'recruitment', clientKey: string) {
  let decision: Awaited<ReturnType<RateLimiter['consume']>>;
  try {
    decision = await rateLimiter.consume(submissionRateRule(form), clientKey);
  } catch (error) {
    throw new RateLimitUnavailableError(error);
  }
  if (!decision.allowed) throw submissionErrors.rateLimited(decision.retryAfterSeconds);
}

const optional = (value: string) => value.trim() || null;

type ContactLead = Required<StoredContactLead>;

function contactLead(input: ContactSubmission): ContactLead {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    phone: optional(input.phone),
    organisation: optional(input.organisation),
    message: input.message.trim(),
    consultationType: input.consultationType,
  };
}

type RecruitmentLead = Required<StoredRecruitmentLead>;

/** E-mail lower-cased and trimmed; salary and employment type for employers only (null otherwise). */
function recruitmentLead(input: RecruitmentSubmission): RecruitmentLead {
  const isEmployer = input.submissionType === 'employer';
  return {
    submissionType: input.submissionType,
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    phone: input.phone.trim(),
    organisation: input.organisation.trim(),
    role: input.role.trim(),
    description: input.description.trim(),
    location: input.location.trim(),
    salary: isEmployer ? optional(input.salary) : null,
    employmentType: isEmployer ? input.employmentType : null,
  };
}

const sameLead = <Lead extends object>(stored: Partial<Lead>, lead: Lead) =>
  (Object.keys(lead) as (keyof Lead)[]).every((key) => (stored[key] ?? null) === lead[key]);

/**
 * True when an earlier submission under this key is this same lead (answered as the first was,
 * without counting or mailing again); a different lead under the same key is refused.
 */
async function alreadyReceived<Lead extends object>(
  find: (key: string) => Promise<Partial<Lead> | undefined>,
  key: string | undefined,
  lead: Lead,
) {
  if (!key) return false;
  const earlier = await find(key);
  if (earlier && !sameLead(earlier, lead)) throw submissionErrors.idempotencyKeyReused();
  return earlier !== undefined;
}

const contactByKey = (db: Database) => (key: string) =>
  createSubmissionsRepository({ db }).findContactByIdempotencyKey(key);
const recruitmentByKey = (db: Database) => (key: string) =>
  createSubmissionsRepository({ db }).findRecruitmentByIdempotencyKey(key);

/**
 * A flagged message is not stored: only the matched word is recorded. The lead and both e-mails commit
 * together; a repeat under a stored idempotency key stores and mails nothing, even when it races the first.
 */
export async function submitContact(
  deps: SubmissionDeps,
  input: ContactSubmission,
  clientKey: string,
  idempotencyKey?: string,
): Promise<void> {
  const lead = contactLead(input);
  if (await alreadyReceived(contactByKey(deps.db), idempotencyKey, lead)) return;
  await admit(deps.rateLimiter, 'contact', clientKey);
  const spamWord = contactSpamWord(lead.name, lead.message);
  if (spamWord) {
    await createSecurityEventsRepository({ db: deps.db }).record({
      eventType: 'suspicious_activity',
      severity: 'high',
      details: { form: 'contact', reason: 'spam_word', matchedWord: spamWord },
    });
    throw submissionErrors.flagged();
  }
  await deps.db.transaction(async (tx) => {
    const stored = await createSubmissionsRepository({ db: tx }).insertContact({
      ...lead,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: deps.now(),
    });
    // The same key committed meanwhile (a retry that overtook its first attempt): nothing to add.
    if (!stored) {
      await alreadyReceived(contactByKey(tx), idempotencyKey, lead);
      return;
    }
    await deps.mail.enqueue(tx, {
      template: 'contact-confirmation',
      to: lead.email,
      data: { name: lead.name, consultationType: lead.consultationType },
    });
    await deps.mail.notifyAdmin(tx, { type: 'contact_submission', data: lead });
  });
}

/** Suspicious patterns are recorded in the same transaction but do not block. */
export async function submitRecruitment(
  deps: SubmissionDeps,
  input: RecruitmentSubmission,
  clientKey: string,
  idempotencyKey?: string,
): Promise<void> {
  const lead = recruitmentLead(input);
  if (await alreadyReceived(recruitmentByKey(deps.db), idempotencyKey, lead)) return;
  await admit(deps.rateLimiter, 'recruitment', clientKey);
  const patterns = suspiciousPatternsIn(
    lead.name,
    lead.organisation,
    lead.role,
    lead.description,
    lead.location,
    lead.salary ?? '',
  );
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const stored = await createSubmissionsRepository({ db: tx }).insertRecruitment({
      ...lead,
      approved: false,
      privacyAcceptedAt: at,
      termsAcceptedAt: at,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: at,
    });
    if (!stored) {
      await alreadyReceived(recruitmentByKey(tx), idempotencyKey, lead);
      return;
    }
    if (patterns.length > 0) {
      await createSecurityEventsRepository({ db: tx }).record({
        eventType: 'suspicious_activity',
        severity: 'high',
        details: { form: 'recruitment', reason: 'suspicious_patterns', patterns },
      });
    }
    await deps.mail.enqueue(tx, {
      template: 'recruitment-confirmation',
      to: lead.email,
      data: {
        name: lead.name,
        submissionType: lead.submissionType,
        role: lead.role,
        location: lead.location,
      },
    });
    await deps.mail.notifyAdmin(tx, { type: 'recruitment_submission', data: lead });
  });
}
