import { type FormEvent, useState } from 'react';
import {
  type employmentTypes,
  recruitmentSubmissionSchema,
  submissionMessages,
} from '../../../../shared/submissions/submission.schemas';
import { createAttemptKey } from '../../../lib/attempt-key';
import { type FormProblem, firstProblem } from '../../../lib/form-problem';
import { notify } from '../../../lib/notify';
import { submitRecruitment } from '../api/submissions';
import { notifyConsentRequired, notifyRateLimited } from './submission-toasts';

export type RecruitmentVariant = 'employer' | 'candidate';

export interface RecruitmentValues {
  name: string;
  email: string;
  phone: string;
  organisation: string;
  role: string;
  description: string;
  location: string;
  salary: string;
  employmentType: (typeof employmentTypes)[number];
  acceptPrivacy: boolean;
  acceptTerms: boolean;
}

export function initialRecruitmentValues(role = ''): RecruitmentValues {
  return {
    name: '',
    email: '',
    phone: '',
    organisation: '',
    role,
    description: '',
    location: '',
    salary: '',
    employmentType: 'substantive',
    acceptPrivacy: false,
    acceptTerms: false,
  };
}

export function recruitmentPayload(variant: RecruitmentVariant, values: RecruitmentValues) {
  const base = { ...values, submissionType: variant, email: values.email.trim().toLowerCase() };
  if (variant === 'employer') return base;
  const { salary: _salary, employmentType: _type, ...candidate } = base;
  return candidate;
}

/** A retry of the same values carries the same Idempotency-Key: a first attempt that arrived is kept once. */
export function useRecruitmentForm(variant: RecruitmentVariant, role: string, onDone: () => void) {
  const [values, setValues] = useState(() => initialRecruitmentValues(role));
  const [problem, setProblem] = useState<FormProblem | undefined>();
  const [busy, setBusy] = useState(false);
  const [attemptKey] = useState(() => createAttemptKey());

  const update = <K extends keyof RecruitmentValues>(key: K, value: RecruitmentValues[K]) => {
    attemptKey.reset();
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = recruitmentPayload(variant, values);
    const found = firstProblem(recruitmentSubmissionSchema, payload);
    setProblem(found?.field === 'consent' ? undefined : found);
    if (found) {
      if (found.field === 'consent') notifyConsentRequired();
      return;
    }
    setBusy(true);
    try {
      await submitRecruitment(payload, attemptKey.current());
      attemptKey.reset();
      notify.success('Submission Received', {
        description: "Thank you. We'll review your details and be in touch shortly.",
      });
      onDone();
    } catch (error) {
      if (!notifyRateLimited(error))
        notify.error('Error', { description: submissionMessages.recruitmentFailed });
      setBusy(false);
    }
  };

  return { values, update, problem, busy, submit };
}
