import { authFor } from './hero-content';

export interface ParticipationOption {
  id: string;
  title: string;
  badge: string;
  text: string;
  features: readonly string[];
  action: { label: string; to: string };
}

/** The three candidate tiers (docs/product/candidate.md#tiers) and the employer card. */
export const participationOptions: readonly ParticipationOption[] = [
  {
    id: 'community',
    title: 'Community Member',
    badge: 'Community',
    text: 'Join the conversation with peers across primary care without looking for a new role.',
    features: [
      'Professional discussion forum',
      'Career advice and policy updates',
      'Not visible to employers',
    ],
    action: { label: 'Join the Community', to: authFor.community },
  },
  {
    id: 'portfolio',
    title: 'Professional Portfolio',
    badge: 'Professional',
    text: 'Show who you are with a profile and a short video introduction, visible to verified employers.',
    features: [
      'Video introduction',
      'Profile visible to verified employers',
      'Details shared only with your approval',
    ],
    action: { label: 'Create Your Video Profile', to: authFor.candidate },
  },
  {
    id: 'active-seeker',
    title: 'Active Job Seeker',
    badge: 'Job Seeker',
    text: 'Looking now? Get active job matching and priority visibility with verified employers.',
    features: ['Active job matching', 'Priority visibility', 'Introductions you approve one by one'],
    action: { label: 'Start Job Matching', to: authFor.candidate },
  },
  {
    id: 'employer',
    title: 'Employers',
    badge: 'Employer',
    text: 'Primary care networks, GP practices, NHS trusts and community providers: meet professionals through their video introductions.',
    features: ['Search verified professionals', 'Express interest in a click', 'Success fee only'],
    action: { label: 'See Candidate Videos', to: authFor.employer },
  },
];
