export interface DemoComment {
  by: string;
  content: string;
  replies?: { by: string; content: string }[];
}

/** The comments (and replies to them) on each demo post, by the post's title. */
export const demoComments: Record<string, DemoComment[]> = {
  'Welcome to the ARRS Place community': [
    { by: 'grace.okafor', content: 'Really glad this exists. Social prescribing can feel isolating.' },
    { by: 'kwame.mensah', content: 'Thanks for setting it up. Looking forward to learning from everyone.' },
  ],
  'How do you prioritise structured medication reviews?': [
    {
      by: 'mei.chen',
      content:
        'We run a monthly search for high-risk combinations (anticoagulant plus antiplatelet, for example) and book those first.',
      replies: [{ by: 'priya.shah', content: 'Good idea, would you mind sharing the search criteria?' }],
    },
    {
      by: 'kwame.mensah',
      content: 'Blocking two half-days a week for follow-ups made the biggest difference for us.',
    },
  ],
  'First contact physio: what does a good triage template look like?': [
    {
      by: 'oliver.bennett',
      content:
        'Our navigators use a one-page flowchart with red flags at the top. Anything on it goes to the duty clinician the same day.',
    },
  ],
  'Building links with local community groups': [
    {
      by: 'hannah.price',
      content: 'We share a spreadsheet across the PCN and each link worker owns one neighbourhood.',
      replies: [
        { by: 'grace.okafor', content: 'Splitting by neighbourhood is clever. Does it stay up to date?' },
        { by: 'hannah.price', content: 'Mostly. We review it together every quarter over lunch.' },
      ],
    },
  ],
  'Home visits for housebound patients: paramedic scope': [
    {
      by: 'tom.whitfield',
      content: 'The 9am huddle sounds great. We do ours after morning surgery, which is often too late.',
    },
  ],
  'Supporting people waiting for talking therapies': [
    {
      by: 'grace.okafor',
      content:
        'A few of our peer support groups welcome people on the waiting list. It helps them feel less alone.',
    },
  ],
  'Care coordinators and hospital discharge': [
    {
      by: 'daniel.hughes',
      content:
        'Our integrated care team sends a daily list of discharges. It took months to agree but it works.',
    },
  ],
  'Keeping a development portfolio that stays useful': [
    {
      by: 'priya.shah',
      content: 'I write a short reflection after each supervision session. Ten minutes, while it is fresh.',
    },
  ],
  'What makes a good induction for new ARRS colleagues?': [
    {
      by: 'tom.whitfield',
      content:
        'A named buddy and time to shadow reception. Understanding how appointments get booked helps so much.',
    },
    {
      by: 'grace.okafor',
      content: 'A map of who does what across the PCN. It took me months to learn it.',
      replies: [{ by: 'sarah.collins', content: 'Great point. We will draw one up.' }],
    },
  ],
  'Room space for additional roles': [
    {
      by: 'daniel.hughes',
      content: 'Hybrid sessions helped us. Reviews by video on Tuesdays free up two rooms.',
    },
  ],
  'Searches and templates worth sharing': [
    { by: 'mei.chen', content: 'Yes please! Especially anything for lithium or methotrexate monitoring.' },
  ],
  'Moving from hospital to primary care: tips?': [
    {
      by: 'fatima.hussain',
      content: 'How much autonomy there is. It felt daunting at first, then really rewarding.',
    },
  ],
  'Clinical supervision for mental health practitioners': [
    {
      by: 'kwame.mensah',
      content: 'Monthly with a senior nurse plus a weekly debrief with the duty GP works well for me.',
    },
  ],
  'Celebrating small wins': [
    { by: 'hannah.price', content: 'Love this. One of my groups swapped recipes for the first time.' },
    {
      by: 'tom.whitfield',
      content: 'A lady I see for knee pain walked to the surgery instead of taking a taxi.',
      replies: [{ by: 'oliver.bennett', content: 'Brilliant!' }],
    },
  ],
  'Understanding the reimbursement scheme rules': [
    {
      by: 'sarah.collins',
      content: 'Our ICB runs a short briefing each spring. The slides were clearer than the guidance itself.',
    },
  ],
  'Looking after ourselves: burnout in small teams': [
    {
      by: 'fatima.hussain',
      content: 'We started a ten-minute check-in on Fridays. Just talking about the week helps.',
    },
  ],
  'Online consultation requests: who reviews them?': [
    {
      by: 'mei.chen',
      content: 'Medication queries come straight to the pharmacy team via a tag. Saves a lot of time.',
    },
  ],
  'Favourite resources for healthy eating on a budget': [
    {
      by: 'grace.okafor',
      content: 'Our local food bank runs a cookery class on Thursdays. I will send details.',
    },
  ],
  'Care coordinator to nursing associate?': [
    {
      by: 'kwame.mensah',
      content: 'I did exactly that. Happy to chat here about the route and what the placements were like.',
    },
  ],
  'Quiet corners for lunch?': [
    { by: 'oliver.bennett', content: 'The bench behind the pharmacy is the best-kept secret in town.' },
  ],
};
