/** Points per answer: docs/product/site.md#profile-strength-calculator. */
export interface CalculatorOption {
  label: string;
  points: number;
}

export interface CalculatorQuestion {
  id: 'experience' | 'qualifications' | 'specialisation';
  question: string;
  options: readonly CalculatorOption[];
}

export const calculatorQuestions: readonly CalculatorQuestion[] = [
  {
    id: 'experience',
    question: 'How much experience do you have in your profession?',
    options: [
      { label: 'Less than 2 years', points: 10 },
      { label: '2 to 5 years', points: 20 },
      { label: '5 to 10 years', points: 30 },
      { label: 'More than 10 years', points: 40 },
    ],
  },
  {
    id: 'qualifications',
    question: 'What is your highest relevant qualification?',
    options: [
      { label: 'Professional registration or certificate', points: 15 },
      { label: 'Degree in my profession', points: 25 },
      { label: 'Postgraduate certificate or diploma', points: 35 },
      { label: "Master's degree, prescribing or advanced practice", points: 45 },
    ],
  },
  {
    id: 'specialisation',
    question: 'How specialised is your primary care experience?',
    options: [
      { label: 'New to primary care', points: 5 },
      { label: 'Some primary care experience', points: 15 },
      { label: 'Established in an ARRS role', points: 25 },
      { label: 'Specialist or lead in an ARRS role', points: 35 },
    ],
  },
];

/** Each benefit with what it does, in one short line (docs/product/matching.md#profile-benefits). */
export const calculatorBenefits: readonly { threshold: number; label: string; does: string }[] = [
  { threshold: 20, label: 'Basic profile visibility', does: 'Verified employers can find you in search.' },
  { threshold: 40, label: 'Enhanced search ranking', does: 'Search lists you above less complete profiles.' },
  {
    threshold: 60,
    label: 'Priority employer matching',
    does: 'Employers see you first among suggested matches.',
  },
  {
    threshold: 80,
    label: 'Exclusive opportunity access',
    does: 'Apply to new vacancies in their first 48 hours.',
  },
];
