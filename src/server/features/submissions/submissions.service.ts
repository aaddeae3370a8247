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
import { createSubmissionsRepository } from './submissions.repository';

export type ContactSubmission = z.output<typeof contactSubmissionSchema>;
export type RecruitmentSubmission = z.output<typeof recruitmentSubmissionSchema>;

export interface SubmissionDeps {
  db: Database;
  mail: Mailer;
  rateLimiter: RateLimiter;
  now: () => Date;
}

/** Counts the attempt against the form's limit; throws unless it is admitted. */
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

/**
 * The contact form: limit, spam check, then the lead, the visitor's confirmation and the admin
 * notification in one transaction (all or nothing). A flagged message is not stored: only the
 * matched word is recorded, never the message.
 */
export async function submitContact(
  deps: SubmissionDeps,
  input: ContactSubmission,
  clientKey: string,
): Promise<void> {
  await admit(deps.rateLimiter, 'contact', clientKey);
  const name = input.name.trim();
  const message = input.message.trim();
  const spamWord = contactSpamWord(name, message);
  if (spamWord) {
    await createSecurityEventsRepository({ db: deps.db }).record({
      eventType: 'suspicious_activity',
      severity: 'high',
      details: { form: 'contact', reason: 'spam_word', matchedWord: spamWord },
    });
    throw submissionErrors.flagged();
  }
  const email = input.email.trim();
  const lead = {
    name,
    email,
    phone: optional(input.phone),
    organisation: optional(input.organisation),
    message,
    consultationType: input.consultationType,
  };
  await deps.db.transaction(async (tx) => {
    await createSubmissionsRepository({ db: tx }).insertContact({ ...lead, createdAt: deps.now() });
    await deps.mail.enqueue(tx, {
      template: 'contact-confirmation',
      to: email,
      data: { name, consultationType: input.consultationType },
    });
    await deps.mail.notifyAdmin(tx, { type: 'contact_submission', data: lead });
  });
}

/**
 * The recruitment form (employer and professional): limit, then the lead (approved false),
 * confirmation and admin notification in one transaction. Suspicious patterns are recorded in the
 * same transaction but do not block.
 */
export async function submitRecruitment(
  deps: SubmissionDeps,
  input: RecruitmentSubmission,
  clientKey: string,
): Promise<void> {
  await admit(deps.rateLimiter, 'recruitment', clientKey);
  const isEmployer = input.submissionType === 'employer';
  const lead = {
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
    await createSubmissionsRepository({ db: tx }).insertRecruitment({
      ...lead,
      approved: false,
      privacyAcceptedAt: at,
      termsAcceptedAt: at,
      createdAt: at,
    });
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
