import { brand } from '../../../shared/content/brand';
import type { MailBlock, MailDocument } from '../mail-layout';
import { responsePromise } from './contact-confirmation.template';

export interface RecruitmentConfirmationData {
  name: string;
  submissionType: 'employer' | 'candidate';
  role: string;
  location: string;
}

const nextSteps: Record<
  RecruitmentConfirmationData['submissionType'],
  (data: RecruitmentConfirmationData) => string[]
> = {
  employer: (data) => [
    `Thank you for telling us about your ${data.role} vacancy in ${data.location}. Your request is with our recruitment team.`,
    'What happens next: a consultant will review the details, then contact you to confirm the role, the timescale and the kind of person you are looking for before we start searching. Nothing is advertised until you have agreed it with us.',
  ],
  candidate: (data) => [
    `Thank you for sharing your interest in ${data.role} work around ${data.location}. Your details are with our recruitment team.`,
    'What happens next: a consultant will review your details and contact you to talk about the opportunities that fit. Our service is free for candidates.',
  ],
};

export function recruitmentConfirmationTemplate(data: RecruitmentConfirmationData): MailDocument {
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${data.name},` },
    ...nextSteps[data.submissionType](data).map((text): MailBlock => ({ kind: 'paragraph', text })),
    { kind: 'paragraph', text: responsePromise },
    {
      kind: 'paragraph',
      text: `If anything has changed, or you would rather talk now, call us on ${brand.phone.display} or write to ${brand.email}.`,
    },
  ];
  return {
    subject:
      data.submissionType === 'employer'
        ? `We have your vacancy – ${brand.consultancyName}`
        : `We have your details – ${brand.consultancyName}`,
    heading:
      data.submissionType === 'employer'
        ? 'Thank you for your vacancy'
        : 'Thank you for registering your interest',
    blocks,
    reason: `You receive this because this address was given on the ${brand.consultancyName} recruitment form. If it was not you, ignore this message and tell us at ${brand.email} so we can delete the details.`,
  };
}
