import type { CommunityCategory } from '../../../shared/community/categories';

/** A demo post as the author writes it; its thread and votes are kept by title in comments.ts and votes.ts. */
export interface DemoPostText {
  by: string;
  category: CommunityCategory;
  title: string;
  content: string;
  tags?: string[];
  daysAgo: number;
  pinned?: boolean;
}

/** Each title is unique: comments.ts and votes.ts find their post by it. */
export const demoPostTexts: DemoPostText[] = [
  {
    by: 'aisha.rahman',
    category: 'announcements',
    title: 'Welcome to the ARRS Place community',
    content:
      'This is a space for everyone working in Additional Roles in primary care to share practice, ask questions and support each other. Please keep discussions professional, never share anything that could identify a patient, and use the report button if something does not look right. Moderators review every report.',
    tags: ['welcome', 'guidelines'],
    daysAgo: 30,
    pinned: true,
  },
  {
    by: 'aisha.rahman',
    category: 'announcements',
    title: 'New: community tours and the moderation queue',
    content:
      'You can now take a short guided tour of the community page from the Take Community Tour button. We have also added a moderation queue: anything reported by three different members is hidden until a moderator has looked at it.',
    tags: ['update'],
    daysAgo: 6,
  },
  {
    by: 'aisha.rahman',
    category: 'announcements',
    title: 'Monthly peer learning session: structured medication reviews',
    content:
      'Our next online peer learning session looks at structured medication reviews in care homes. Clinical pharmacists from two PCNs will share the templates and searches they use. Bring your questions; slides will be shared here afterwards.',
    tags: ['smr', 'learning'],
    daysAgo: 3,
  },
  {
    by: 'priya.shah',
    category: 'clinical_practice',
    title: 'How do you prioritise structured medication reviews?',
    content:
      'Our PCN has a long list of people due an SMR and only two pharmacists. We currently start with care home residents and anyone on ten or more medicines, then frailty scores. Does anyone use a risk tool to rank the list, and how do you protect time for follow-up?',
    tags: ['smr', 'polypharmacy', 'pharmacy'],
    daysAgo: 28,
  },
  {
    by: 'tom.whitfield',
    category: 'primary_care',
    title: 'First contact physio: what does a good triage template look like?',
    content:
      'Reception colleagues book directly into my clinic, but some appointments would be better with the GP and some with me. We are rewriting the signposting guide. What questions do your care navigators ask, and how do you handle red flags?',
    tags: ['physio', 'triage', 'msk'],
    daysAgo: 27,
  },
  {
    by: 'grace.okafor',
    category: 'community_care',
    title: 'Building links with local community groups',
    content:
      'I have been mapping the walking groups, lunch clubs and men’s sheds in our area. It takes a lot of time to keep the directory current. How do other link workers keep track of what is running, and do you visit groups before referring people?',
    tags: ['social-prescribing', 'directory'],
    daysAgo: 26,
  },
  {
    by: 'daniel.hughes',
    category: 'clinical_practice',
    title: 'Home visits for housebound patients: paramedic scope',
    content:
      'I do most of the acute home visits for our practice. I am keen to hear how other paramedics agree scope with their GPs, particularly around prescribing and when to escalate. We use a daily huddle at 9am to allocate visits.',
    tags: ['paramedic', 'home-visits'],
    daysAgo: 25,
  },
  {
    by: 'mei.chen',
    category: 'primary_care',
    title: 'Pharmacy technicians and repeat prescribing',
    content:
      'Our practice has moved repeat prescription requests to the pharmacy team. It has freed GP time, but we need clear protocols for what technicians can authorise and what needs a pharmacist. Would anyone share how they set theirs up?',
    tags: ['pharmacy', 'repeat-prescribing'],
    daysAgo: 24,
  },
  {
    by: 'fatima.hussain',
    category: 'clinical_practice',
    title: 'Supporting people waiting for talking therapies',
    content:
      'Waiting times for talking therapies in our area are long. I offer short check-in appointments and point people to self-help resources and peer groups in the meantime. What has worked for you while people wait?',
    tags: ['mental-health', 'wellbeing'],
    daysAgo: 23,
  },
  {
    by: 'hannah.price',
    category: 'clinical_practice',
    title: 'Group education sessions for type 2 diabetes',
    content:
      'I am starting group sessions on eating well with type 2 diabetes. Six people per group, four sessions. Has anyone run something similar in a practice setting, and how did you measure whether it helped?',
    tags: ['diabetes', 'nutrition', 'education'],
    daysAgo: 22,
  },
  {
    by: 'oliver.bennett',
    category: 'community_care',
    title: 'Care coordinators and hospital discharge',
    content:
      'We try to contact people within two working days of discharge. The hardest part is getting the discharge letters quickly. Does your practice have a shared inbox or an agreed process with the hospital?',
    tags: ['discharge', 'care-coordination'],
    daysAgo: 21,
  },
  {
    by: 'kwame.mensah',
    category: 'career_advice',
    title: 'Keeping a development portfolio that stays useful',
    content:
      'I want my portfolio to be something I actually use, not a folder I update once a year. How do you record reflections and feedback so they are easy to pull together for revalidation?',
    tags: ['portfolio', 'revalidation'],
    daysAgo: 20,
  },
  {
    by: 'sarah.collins',
    category: 'general',
    title: 'What makes a good induction for new ARRS colleagues?',
    content:
      'As a PCN manager I want our induction to be better. Currently it is a day of systems access and a welcome meeting. What do you wish had been in your first two weeks?',
    tags: ['induction', 'onboarding'],
    daysAgo: 19,
  },
  {
    by: 'james.patel',
    category: 'general',
    title: 'Room space for additional roles',
    content:
      'Our practice has grown faster than our building. We now share rooms on a rota and use some remote sessions. How are other practices finding space for everyone?',
    tags: ['estates'],
    daysAgo: 18,
  },
  {
    by: 'priya.shah',
    category: 'technology',
    title: 'Searches and templates worth sharing',
    content:
      'I have built a small set of clinical system searches for medication safety monitoring. Happy to share them here. What searches or templates have saved you the most time?',
    tags: ['it-systems', 'templates'],
    daysAgo: 17,
  },
  {
    by: 'tom.whitfield',
    category: 'career_advice',
    title: 'Moving from hospital to primary care: tips?',
    content:
      'I moved from a hospital outpatient team to a PCN six months ago. The pace and variety are very different. For anyone thinking about the same move, happy to answer questions. For those who made it already, what surprised you?',
    tags: ['development'],
    daysAgo: 16,
  },
  {
    by: 'grace.okafor',
    category: 'community_care',
    title: 'Loneliness in older people over the winter',
    content:
      'Every winter we see more people who are lonely. We are planning befriending calls and a few warm spaces with local charities. Any ideas that worked well in your area?',
    tags: ['social-prescribing', 'winter'],
    daysAgo: 15,
  },
  {
    by: 'daniel.hughes',
    category: 'research',
    title: 'Evidence on paramedics in general practice',
    content:
      'I am collecting published evaluations of paramedics working in general practice for a journal club. If you know good studies or service evaluations, please share the references here.',
    tags: ['paramedic', 'evidence'],
    daysAgo: 14,
  },
  {
    by: 'fatima.hussain',
    category: 'policy',
    title: 'Clinical supervision for mental health practitioners',
    content:
      'Supervision arrangements vary a lot between PCNs. Some of us have supervision from the mental health trust, others from a GP. What does good supervision look like for you, and how often?',
    tags: ['supervision', 'mental-health'],
    daysAgo: 13,
  },
  {
    by: 'mei.chen',
    category: 'career_advice',
    title: 'Courses for pharmacy technicians in primary care',
    content:
      'I am looking for a recognised course on medicines optimisation in primary care. Has anyone done one they would recommend, and did your practice give you study time?',
    tags: ['pharmacy', 'training'],
    daysAgo: 12,
  },
  {
    by: 'oliver.bennett',
    category: 'general',
    title: 'Celebrating small wins',
    content:
      'This week a gentleman I support told me he has been to his new walking group three times in a row. Small things like this keep me going. Share something that went well for you this week.',
    tags: ['wellbeing'],
    daysAgo: 11,
  },
  {
    by: 'kwame.mensah',
    category: 'primary_care',
    title: 'Nursing associates in general practice',
    content:
      'There are only a few nursing associates in our PCN and the role is still new to many teams. I cover chronic disease reviews, blood tests and immunisations. How are other practices using the role?',
    tags: ['nursing'],
    daysAgo: 10,
  },
  {
    by: 'hannah.price',
    category: 'research',
    title: 'Measuring outcomes of dietetic clinics',
    content:
      'I want to show the value of our dietetic clinics. Weight and HbA1c are obvious, but I also want something about confidence and quality of life. Which validated questionnaires do you use?',
    tags: ['nutrition', 'outcomes'],
    daysAgo: 9,
  },
  {
    by: 'james.patel',
    category: 'policy',
    title: 'Understanding the reimbursement scheme rules',
    content:
      'Our practice manager and I are going through the latest scheme guidance. The rules on which roles can be claimed and for how long are not always clear. Has anyone found a good plain-English summary?',
    tags: ['funding', 'guidance'],
    daysAgo: 8,
  },
  {
    by: 'tom.whitfield',
    category: 'clinical_practice',
    title: 'Exercise advice leaflets that people actually read',
    content:
      'Most people lose the printed exercise sheets. I am trying short videos and text links to a few trusted resources. Which self-management resources do your patients find helpful for back and knee pain?',
    tags: ['msk', 'self-management'],
    daysAgo: 8,
  },
  {
    by: 'priya.shah',
    category: 'policy',
    title: 'Antimicrobial stewardship in primary care',
    content:
      'We are auditing antibiotic prescribing for sore throats against the local guideline. Early results show room for improvement. Would anyone like to compare approaches to feeding back to prescribers?',
    tags: ['audit', 'antimicrobials'],
    daysAgo: 7,
  },
  {
    by: 'grace.okafor',
    category: 'general',
    title: 'Looking after ourselves: burnout in small teams',
    content:
      'Several of us have felt stretched lately. In a small PCN team there is no one to hand over to when you are off. How do your teams share the load and protect breaks?',
    tags: ['wellbeing', 'workload'],
    daysAgo: 6,
  },
  {
    by: 'daniel.hughes',
    category: 'technology',
    title: 'Online consultation requests: who reviews them?',
    content:
      'Online requests arrive all day. In our practice a duty clinician reviews them every hour, and some are passed to the ARRS team. How do you decide which requests come to which role?',
    tags: ['online-consultation', 'triage'],
    daysAgo: 5,
  },
  {
    by: 'mei.chen',
    category: 'technology',
    title: 'Remote working and clinical system access',
    content:
      'Some of our team work from home one day a week. Getting the right smartcard access and a secure laptop took months. Any tips for practices setting this up?',
    tags: ['remote', 'it-systems'],
    daysAgo: 5,
  },
  {
    by: 'fatima.hussain',
    category: 'community_care',
    title: 'Working with community mental health teams',
    content:
      'Since the new community mental health framework, we meet the local team every fortnight to discuss people who need more support. It has improved communication a lot. Is this happening in your area?',
    tags: ['mental-health', 'integration'],
    daysAgo: 4,
  },
  {
    by: 'hannah.price',
    category: 'general',
    title: 'Favourite resources for healthy eating on a budget',
    content:
      'Many people I see are worried about food costs. I am putting together a list of low-cost recipes and local food projects. Please add your favourites!',
    tags: ['nutrition'],
    daysAgo: 4,
  },
  {
    by: 'kwame.mensah',
    category: 'clinical_practice',
    title: 'Blood pressure checks outside the practice',
    content:
      'We have started offering blood pressure checks at the community centre on market day. Uptake has been good, especially from people who rarely come to the surgery. Has anyone linked results back to the record smoothly?',
    tags: ['hypertension', 'outreach'],
    daysAgo: 3,
  },
  {
    by: 'oliver.bennett',
    category: 'career_advice',
    title: 'Care coordinator to nursing associate?',
    content:
      'I enjoy the clinical side of my work and am thinking about training as a nursing associate. Has anyone taken this route while staying in primary care?',
    tags: ['development', 'training'],
    daysAgo: 3,
  },
  {
    by: 'sarah.collins',
    category: 'primary_care',
    title: 'Making the most of PCN-wide clinics',
    content:
      'We run some clinics across the whole network rather than practice by practice, for example menopause and frailty. It is efficient, but travel is a barrier for some people. How do you balance this?',
    tags: ['pcn', 'access'],
    daysAgo: 2,
  },
  {
    by: 'daniel.hughes',
    category: 'career_advice',
    title: 'Advanced practice: is it worth it?',
    content:
      'I am weighing up an advanced clinical practice master’s. It is a big commitment alongside work. For those who have done it, what difference has it made to your practice?',
    tags: ['advanced-practice'],
    daysAgo: 2,
  },
  {
    by: 'priya.shah',
    category: 'research',
    title: 'Journal club: deprescribing in frailty',
    content:
      'This month our journal club is reading a recent review on deprescribing in older people with frailty. Join the discussion below: what would change in your practice?',
    tags: ['deprescribing', 'frailty', 'journal-club'],
    daysAgo: 1,
  },
  {
    by: 'tom.whitfield',
    category: 'general',
    title: 'Quiet corners for lunch?',
    content:
      'Light-hearted one: where do you actually eat lunch? Our staff room doubles as a meeting room, so I often eat in the car.',
    tags: ['wellbeing'],
    daysAgo: 1,
  },
  {
    by: 'grace.okafor',
    category: 'primary_care',
    title: 'Social prescribing referrals from reception',
    content:
      'Our care navigators can now refer directly to social prescribing. Referrals have doubled, and most are appropriate. Has anyone else opened referrals to reception, and what training did you give?',
    tags: ['social-prescribing', 'care-navigation'],
    daysAgo: 0,
  },
  {
    by: 'fatima.hussain',
    category: 'primary_care',
    title: 'Short check-ins after a crisis',
    content:
      'After someone has been seen by the crisis team, I offer a short follow-up within a week. It catches people who would otherwise fall through the gaps. How do others organise follow-up?',
    tags: ['mental-health'],
    daysAgo: 0,
  },
  {
    by: 'james.patel',
    category: 'technology',
    title: 'Dashboards for the whole practice team',
    content:
      'We have a simple weekly dashboard showing appointments offered by each role and waiting times. It has helped the team see the impact of the additional roles. Does anyone else share data like this?',
    tags: ['data', 'dashboard'],
    daysAgo: 0,
  },
];
