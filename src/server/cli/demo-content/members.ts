import type { ProfileTier, Role } from '../../../shared/accounts/roles';

/* The demo accounts: ARRS candidates, two employers and an admin. No real people. */

export const demoEmailDomain = 'demo.example.com';
/** One documented password for every demo account (README "Demo data"). */
export const demoPassword = 'Demo-Lantern-Quartz-42!';

export interface DemoMember {
  key: string;
  name: string;
  role: Role;
  tier: ProfileTier;
}

export const demoMembers: DemoMember[] = [
  { key: 'aisha.rahman', name: 'Aisha Rahman', role: 'admin', tier: 'community' },
  { key: 'priya.shah', name: 'Priya Shah', role: 'candidate', tier: 'portfolio' },
  { key: 'tom.whitfield', name: 'Tom Whitfield', role: 'candidate', tier: 'active_seeker' },
  { key: 'grace.okafor', name: 'Grace Okafor', role: 'candidate', tier: 'community' },
  { key: 'daniel.hughes', name: 'Daniel Hughes', role: 'candidate', tier: 'portfolio' },
  { key: 'mei.chen', name: 'Mei Chen', role: 'candidate', tier: 'community' },
  { key: 'oliver.bennett', name: 'Oliver Bennett', role: 'candidate', tier: 'active_seeker' },
  { key: 'fatima.hussain', name: 'Fatima Hussain', role: 'candidate', tier: 'portfolio' },
  { key: 'hannah.price', name: 'Hannah Price', role: 'candidate', tier: 'community' },
  { key: 'kwame.mensah', name: 'Kwame Mensah', role: 'candidate', tier: 'portfolio' },
  { key: 'sarah.collins', name: 'Sarah Collins', role: 'employer', tier: 'community' },
  { key: 'james.patel', name: 'James Patel', role: 'employer', tier: 'community' },
];
