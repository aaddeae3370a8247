import type { CountUpStatItem } from '../../../components/ui/count-up-stat';

export const contactHeadlines = [
  'Get Expert Support',
  'Schedule a Consultation',
  'Transform Your Healthcare',
  'Innovation Starts Here',
] as const;

export const contactStats: CountUpStatItem[] = [
  { value: 2, prefix: '< ', suffix: ' hrs', label: 'Response time', spoken: 'Under 2 hours' },
  { value: 25, suffix: '+', label: 'Clients served' },
  { value: 98, suffix: '%', label: 'Satisfaction' },
  { value: 15, suffix: '+', label: 'Years experience' },
];

export const officeHours = '9 AM–6 PM GMT, Monday to Friday';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const contactFaq: FaqItem[] = [
  {
    id: 'response-time',
    question: 'How quickly will you respond?',
    answer: `We reply to every enquiry within 2 hours during office hours (${officeHours}). Enquiries sent outside those hours are answered on the next working morning.`,
  },
  {
    id: 'project-types',
    question: 'What types of projects do you take on?',
    answer:
      'Recruitment for ARRS and wider primary care roles, business development and NHS market access, project and programme management, and digital transformation such as telephony, online consultation and digital access hubs. Clients include NHS trusts, primary care networks, GP practices and health technology firms.',
  },
  {
    id: 'discovery-call',
    question: 'Do you offer a free first conversation?',
    answer:
      'Yes. Every engagement starts with a complimentary 30-minute discovery call in which we understand your situation and say honestly whether and how we can help. There is no obligation.',
  },
  {
    id: 'outside-uk',
    question: 'Do you work with organisations outside the UK?',
    answer:
      'Our focus is the NHS and UK healthcare. We do take on advisory work for organisations abroad that want to work with the NHS, usually remotely; ask us about your project.',
  },
];
