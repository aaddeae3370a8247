export interface DemoVotes {
  /** Member keys who upvote / downvote it. */
  up?: string[];
  down?: string[];
}

/** Who votes on each demo post, by the post's title. */
export const demoVotes: Record<string, DemoVotes> = {
  'Welcome to the ARRS Place community': {
    up: ['priya.shah', 'tom.whitfield', 'grace.okafor', 'daniel.hughes', 'mei.chen', 'kwame.mensah'],
  },
  'New: community tours and the moderation queue': { up: ['priya.shah', 'oliver.bennett'] },
  'Monthly peer learning session: structured medication reviews': {
    up: ['priya.shah', 'mei.chen', 'fatima.hussain'],
  },
  'How do you prioritise structured medication reviews?': {
    up: ['mei.chen', 'kwame.mensah', 'fatima.hussain', 'daniel.hughes'],
  },
  'First contact physio: what does a good triage template look like?': {
    up: ['daniel.hughes', 'oliver.bennett', 'sarah.collins'],
  },
  'Building links with local community groups': {
    up: ['hannah.price', 'fatima.hussain', 'oliver.bennett', 'kwame.mensah'],
  },
  'Home visits for housebound patients: paramedic scope': { up: ['tom.whitfield', 'oliver.bennett'] },
  'Pharmacy technicians and repeat prescribing': { up: ['priya.shah', 'kwame.mensah'] },
  'Supporting people waiting for talking therapies': {
    up: ['grace.okafor', 'hannah.price', 'oliver.bennett'],
  },
  'Group education sessions for type 2 diabetes': { up: ['priya.shah', 'fatima.hussain'] },
  'Care coordinators and hospital discharge': { up: ['daniel.hughes', 'grace.okafor'] },
  'Keeping a development portfolio that stays useful': { up: ['mei.chen', 'priya.shah', 'tom.whitfield'] },
  'What makes a good induction for new ARRS colleagues?': {
    up: ['tom.whitfield', 'grace.okafor', 'oliver.bennett', 'hannah.price', 'kwame.mensah'],
  },
  'Room space for additional roles': { up: ['sarah.collins', 'daniel.hughes'], down: ['oliver.bennett'] },
  'Searches and templates worth sharing': { up: ['mei.chen', 'kwame.mensah', 'hannah.price'] },
  'Moving from hospital to primary care: tips?': { up: ['daniel.hughes', 'fatima.hussain', 'kwame.mensah'] },
  'Loneliness in older people over the winter': { up: ['hannah.price', 'fatima.hussain', 'oliver.bennett'] },
  'Evidence on paramedics in general practice': { up: ['tom.whitfield'] },
  'Clinical supervision for mental health practitioners': {
    up: ['grace.okafor', 'priya.shah', 'kwame.mensah'],
  },
  'Courses for pharmacy technicians in primary care': { up: ['priya.shah'] },
  'Celebrating small wins': {
    up: ['grace.okafor', 'hannah.price', 'fatima.hussain', 'tom.whitfield', 'sarah.collins', 'mei.chen'],
  },
  'Nursing associates in general practice': { up: ['sarah.collins', 'james.patel'] },
  'Measuring outcomes of dietetic clinics': { up: ['fatima.hussain'] },
  'Understanding the reimbursement scheme rules': { up: ['sarah.collins'] },
  'Exercise advice leaflets that people actually read': { up: ['daniel.hughes', 'hannah.price'] },
  'Antimicrobial stewardship in primary care': { up: ['mei.chen', 'kwame.mensah'] },
  'Looking after ourselves: burnout in small teams': {
    up: ['fatima.hussain', 'oliver.bennett', 'hannah.price', 'tom.whitfield'],
  },
  'Online consultation requests: who reviews them?': { up: ['tom.whitfield', 'mei.chen'] },
  'Remote working and clinical system access': { up: ['priya.shah'] },
  'Working with community mental health teams': { up: ['grace.okafor', 'oliver.bennett'] },
  'Favourite resources for healthy eating on a budget': {
    up: ['grace.okafor', 'oliver.bennett', 'fatima.hussain'],
  },
  'Blood pressure checks outside the practice': { up: ['priya.shah', 'hannah.price', 'sarah.collins'] },
  'Care coordinator to nursing associate?': { up: ['kwame.mensah'] },
  'Making the most of PCN-wide clinics': { up: ['james.patel', 'tom.whitfield'] },
  'Advanced practice: is it worth it?': { up: ['tom.whitfield', 'fatima.hussain'] },
  'Journal club: deprescribing in frailty': { up: ['mei.chen', 'kwame.mensah', 'daniel.hughes'] },
  'Quiet corners for lunch?': { up: ['oliver.bennett', 'grace.okafor'], down: ['james.patel'] },
  'Social prescribing referrals from reception': { up: ['oliver.bennett', 'sarah.collins'] },
  'Short check-ins after a crisis': { up: ['grace.okafor'] },
  'Dashboards for the whole practice team': { up: ['sarah.collins', 'priya.shah'] },
};
