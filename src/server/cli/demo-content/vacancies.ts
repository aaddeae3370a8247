import type { VacancyFormInput } from '../../../shared/marketplace/vacancy.schemas';

/*
 * Job adverts of the verified demo network, written as an employer would type them into the vacancy
 * form; the seed parses them with the API's own schema. Every place of work is a West Yorkshire postcode
 * district, and the dates count from when the seed runs, so the open ones stay open for weeks.
 */

export interface DemoVacancy {
  /** The employer's key in members.ts: their organisation posts it. */
  from: string;
  /** Opened this many days before the seed runs. */
  daysAgo: number;
  /** The closing date and the start date, this many days after the seed runs. */
  closingInDays: number;
  startInDays: number;
  /** Closed as filled this many days before the seed runs; absent: still open. */
  filledDaysAgo?: number;
  form: Omit<VacancyFormInput, 'startDate' | 'closingDate'>;
}

export const demoVacancies: DemoVacancy[] = [
  {
    from: 'sarah.collins',
    daysAgo: 3,
    closingInDays: 35,
    startInDays: 70,
    form: {
      role: 'clinical-pharmacist',
      title: 'Clinical Pharmacist (Independent Prescriber)',
      employmentType: 'permanent',
      sessionsPerWeek: 8,
      payBasis: 'annual_salary',
      payMinPounds: 47_810,
      payMaxPounds: 54_710,
      postcode: null,
      workArrangement: 'hybrid',
      description:
        'Our pharmacy team of four looks after medicines for six practices and 58,000 patients. You will ' +
        'run your own clinics, with a senior pharmacist and a named GP for supervision, and one session a ' +
        'month protected for learning.\n\n' +
        '- Structured medication reviews for frailty and polypharmacy\n' +
        '- Hospital discharge reconciliation\n' +
        '- Hypertension and lipid clinics\n' +
        '- One remote session a week for prescription queries',
      registrationBody: 'GPhC',
      skills: ['Independent prescribing', 'Structured medication reviews', 'SystmOne'],
      experienceBand: '3_5',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 9,
    closingInDays: 24,
    startInDays: 45,
    form: {
      role: 'clinical-pharmacist',
      title: 'Clinical Pharmacist, care homes (12 months)',
      employmentType: 'fixed_term',
      sessionsPerWeek: 6,
      payBasis: 'annual_salary',
      payMinPounds: 42_000,
      payMaxPounds: 47_000,
      postcode: 'BD18 3EH',
      description:
        'A twelve-month post to cover maternity leave, based at our Shipley practice and visiting the ' +
        'eleven care homes the network supports. Training in care home medicines work is provided.\n\n' +
        '- Medication reviews with residents, families and care staff\n' +
        '- Anticipatory medicines and end-of-life planning\n' +
        '- Working with the visiting GP and the community nursing team',
      registrationBody: 'GPhC',
      skills: ['Care home medicines optimisation', 'Deprescribing'],
      experienceBand: '1_2',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 6,
    closingInDays: 30,
    startInDays: 60,
    form: {
      role: 'paramedic',
      title: 'Primary Care Paramedic',
      employmentType: 'permanent',
      hoursPerWeek: 37.5,
      payBasis: 'annual_salary',
      payMinPounds: 47_810,
      payMaxPounds: 54_710,
      postcode: 'LS12 3QE',
      description:
        'Join our same-day team at the Armley hub, seeing urgent home visits and on-the-day appointments ' +
        'with a duty GP always on site. No nights and no weekends.\n\n' +
        '- Home visits for housebound and care home patients\n' +
        '- Minor illness and minor injury clinics\n' +
        '- Weekly debrief and case review with the GP lead',
      registrationBody: 'HCPC',
      skills: ['Same-day urgent care', 'Home visiting', 'Clinical examination'],
      experienceBand: '3_5',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 2,
    closingInDays: 21,
    startInDays: 28,
    form: {
      role: 'paramedic',
      title: 'Locum Paramedic, home visiting',
      employmentType: 'locum',
      sessionsPerWeek: 4,
      payBasis: 'day_rate',
      payMinPounds: 420,
      postcode: 'WF1 2DA',
      description:
        'Two days a week for three months, covering home visits for the practices the network supports ' +
        'around Wakefield while our own paramedic is on a course.\n\n' +
        '- Visits triaged by the duty GP each morning\n' +
        '- A pool car is available\n' +
        '- Remote access to the clinical system from day one',
      registrationBody: 'HCPC',
      skills: ['Home visiting', 'Frailty assessment'],
      experienceBand: '6_10',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 12,
    closingInDays: 28,
    startInDays: 56,
    form: {
      role: 'social-prescriber',
      title: 'Social Prescribing Link Worker',
      employmentType: 'permanent',
      hoursPerWeek: 37.5,
      payBasis: 'annual_salary',
      payMinPounds: 27_485,
      payMaxPounds: 30_162,
      postcode: 'BD3 9HN',
      description:
        'You will spend time with people whose health is affected by loneliness, debt, housing or caring ' +
        'at home, and help them find what would make a difference, in the community around them.\n\n' +
        '- Referrals from GPs, nurses and the reception team\n' +
        '- Home visits and community venues as well as the surgery\n' +
        '- Monthly group supervision with the other link workers',
      registrationBody: null,
      skills: ['Personalised care and support planning', 'Community asset mapping'],
      experienceBand: '1_2',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 4,
    closingInDays: 40,
    startInDays: 75,
    form: {
      role: 'social-prescriber',
      title: 'Social Prescribing Link Worker, part time (12 months)',
      employmentType: 'fixed_term',
      hoursPerWeek: 22.5,
      payBasis: 'annual_salary',
      payMinPounds: 27_485,
      payMaxPounds: 30_162,
      postcode: 'HX1 2LT',
      description:
        'Three days a week in Halifax, working with young carers and their families alongside our ' +
        'voluntary sector partners. Days can be arranged around school hours.\n\n' +
        '- A caseload of young carers referred by schools and practices\n' +
        '- Group sessions with a local carers charity\n' +
        '- Recording outcomes with a simple wellbeing measure',
      registrationBody: null,
      skills: ['Young carers', 'Motivational interviewing'],
      experienceBand: null,
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 7,
    closingInDays: 33,
    startInDays: 90,
    form: {
      role: 'physician-associate',
      title: 'Physician Associate',
      employmentType: 'permanent',
      sessionsPerWeek: 8,
      payBasis: 'annual_salary',
      payMinPounds: 47_810,
      payMaxPounds: 54_710,
      postcode: 'HD1 2QA',
      description:
        'A post for a physician associate in our Huddersfield practice, with a named supervising GP and ' +
        'a debrief after every session. Newly qualified applicants are welcome.\n\n' +
        '- Booked and same-day appointments within agreed scope\n' +
        '- Long-term condition reviews with the nursing team\n' +
        '- A funded half day a month for development',
      registrationBody: 'GMC',
      skills: ['Long-term condition reviews', 'History taking'],
      experienceBand: 'under_1',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 5,
    closingInDays: 26,
    startInDays: 60,
    form: {
      role: 'first-contact-physiotherapist',
      title: 'First Contact Physiotherapist',
      employmentType: 'permanent',
      hoursPerWeek: 37.5,
      payBasis: 'annual_salary',
      payMinPounds: 55_690,
      payMaxPounds: 62_682,
      postcode: 'LS27 9BB',
      description:
        'Patients with a muscle or joint problem book straight in with you instead of a GP. You will ' +
        'work across three practices in Morley, with access to the local musculoskeletal service.\n\n' +
        '- 30-minute first appointments and 20-minute reviews\n' +
        '- Injection clinics if you hold the qualification\n' +
        '- Shared audit of outcomes with the other physiotherapists',
      registrationBody: 'HCPC',
      skills: ['Musculoskeletal assessment', 'Joint injections'],
      experienceBand: '6_10',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 1,
    closingInDays: 18,
    startInDays: 21,
    form: {
      role: 'first-contact-physiotherapist',
      title: 'Locum First Contact Physiotherapist',
      employmentType: 'locum',
      sessionsPerWeek: 3,
      payBasis: 'day_rate',
      payMinPounds: 380,
      postcode: 'WF13 4HS',
      description:
        'Three sessions a week in Dewsbury for about eight weeks, to bring down the wait for a first ' +
        'appointment while we recruit.\n\n' +
        '- Face-to-face clinics, no telephone lists\n' +
        '- Templates and referral pathways already set up\n' +
        '- Mornings or afternoons, whichever suits you',
      registrationBody: 'HCPC',
      skills: ['Musculoskeletal assessment'],
      experienceBand: '3_5',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 10,
    closingInDays: 22,
    startInDays: 42,
    form: {
      role: 'care-coordinator',
      title: 'Care Coordinator',
      employmentType: 'permanent',
      hoursPerWeek: 37.5,
      payBasis: 'annual_salary',
      payMinPounds: 24_169,
      payMaxPounds: 26_530,
      postcode: 'LS9 7TF',
      description:
        'You will be the person patients with complex needs can call: keeping their care plan up to ' +
        'date, booking the right appointments and making sure nothing falls between services.\n\n' +
        '- Supporting the frailty and cancer care reviews\n' +
        '- Chasing results, letters and referrals\n' +
        '- A friendly admin team and full training on the clinical system',
      registrationBody: null,
      skills: ['Care planning', 'Patient communication'],
      experienceBand: null,
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 8,
    closingInDays: 29,
    startInDays: 60,
    form: {
      role: 'pharmacy-technician',
      title: 'Pharmacy Technician',
      employmentType: 'permanent',
      hoursPerWeek: 30,
      payBasis: 'annual_salary',
      payMinPounds: 31_049,
      payMaxPounds: 37_796,
      postcode: 'BD21 3RU',
      description:
        'Part of the network pharmacy team, based in Keighley four days a week. You will free up the ' +
        'pharmacists by taking on the medicines work that does not need a prescriber.\n\n' +
        '- Medicines reconciliation after hospital discharge\n' +
        '- Switching to cost-effective formulary products\n' +
        '- Supporting the repeat prescribing team',
      registrationBody: 'GPhC',
      skills: ['Medicines reconciliation', 'Repeat prescribing'],
      experienceBand: '1_2',
    },
  },
  {
    from: 'sarah.collins',
    daysAgo: 28,
    closingInDays: 14,
    startInDays: 30,
    filledDaysAgo: 6,
    form: {
      role: 'clinical-pharmacist',
      title: 'Clinical Pharmacist',
      employmentType: 'permanent',
      sessionsPerWeek: 6,
      payBasis: 'annual_salary',
      payMinPounds: 47_810,
      payMaxPounds: 54_710,
      postcode: 'LS6 2AA',
      description:
        'A clinical pharmacist for our Headingley practice, with a focus on respiratory and diabetes ' +
        'reviews.\n\n' +
        '- Asthma and COPD medication reviews\n' +
        '- Diabetes medicines optimisation\n' +
        '- Supervision from the senior network pharmacist',
      registrationBody: 'GPhC',
      skills: ['Respiratory reviews'],
      experienceBand: '1_2',
    },
  },
];
