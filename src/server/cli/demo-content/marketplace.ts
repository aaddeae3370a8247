import type { z } from 'zod';
import type { EmploymentType, ExperienceBand } from '../../../shared/candidates/profile.constants';
import type {
  experienceSchema,
  qualificationSchema,
  skillSchema,
} from '../../../shared/candidates/profile.schemas';
import type { OpportunityEmploymentType, PayBasis } from '../../../shared/marketplace/opportunity.schemas';
import type { OrganisationFormInput } from '../../../shared/marketplace/organisation.schemas';

/*
 * Written as a person would type it into the forms; the seed parses it with the API's own schemas. Every
 * place is in West Yorkshire, so a search from the demo PCN finds them all. No real people, practices
 * or ODS codes.
 */

interface ItemInputs {
  skills: z.input<typeof skillSchema>[];
  experience: z.input<typeof experienceSchema>[];
  qualifications: z.input<typeof qualificationSchema>[];
}

export interface DemoProfile {
  /** The candidate's key in members.ts. */
  key: string;
  arrsRole: string;
  rolesOfInterest: string[];
  homePostcode: string;
  workRadiusKm: number;
  /** Available this many days after the seed runs; null: not said. */
  availableInDays: number | null;
  /** Only for the tiers employers can search (portfolio, active seeker): the rest just register. */
  profile?: {
    strapline: string;
    /** Shared with an employer only after the candidate approves its opportunity (Ofcom's drama range). */
    mobilePhone: string;
    experienceBand: ExperienceBand;
    employmentTypes: EmploymentType[];
    /** Sessions (half days) a week they want to work; matching compares them with a vacancy's. */
    sessionsPerWeek?: number;
  } & ItemInputs;
}

export const demoProfiles: DemoProfile[] = [
  {
    key: 'priya.shah',
    arrsRole: 'clinical-pharmacist',
    rolesOfInterest: ['clinical-pharmacist', 'pharmacy-technician'],
    homePostcode: 'LS6 2AA',
    workRadiusKm: 20,
    availableInDays: 30,
    profile: {
      strapline: 'Independent prescriber: structured medication reviews and care home rounds',
      mobilePhone: '07700 900111',
      experienceBand: '3_5',
      employmentTypes: ['permanent', 'part_time'],
      skills: [
        {
          name: 'Structured medication reviews',
          description: 'Frailty and polypharmacy clinics, face to face and by phone.',
        },
        {
          name: 'Independent prescribing',
          description: 'Hypertension, type 2 diabetes and lipid management.',
        },
        { name: 'Care home medicines optimisation' },
      ],
      experience: [
        {
          jobTitle: 'PCN Clinical Pharmacist',
          organisation: 'A primary care network in north Leeds',
          startDate: '2022-04-01',
          endDate: null,
          description: 'Six practices, about 48,000 patients. Lead for the PCN medicines optimisation plan.',
        },
        {
          jobTitle: 'Community Pharmacist',
          organisation: 'A community pharmacy in Headingley',
          startDate: '2019-08-01',
          endDate: '2022-03-31',
        },
      ],
      qualifications: [
        { title: 'MPharm', institution: 'University of Bradford', yearAwarded: 2018 },
        {
          title: 'Independent Prescribing Certificate',
          institution: 'University of Leeds',
          yearAwarded: 2023,
        },
      ],
    },
  },
  {
    key: 'tom.whitfield',
    arrsRole: 'paramedic',
    rolesOfInterest: ['paramedic'],
    homePostcode: 'WF1 2DA',
    workRadiusKm: 30,
    availableInDays: 14,
    profile: {
      strapline: 'Advanced paramedic for same-day access and home visits',
      mobilePhone: '07700 900122',
      experienceBand: '6_10',
      employmentTypes: ['permanent', 'locum'],
      sessionsPerWeek: 8,
      skills: [
        { name: 'Same-day urgent care', description: 'Minor illness and minor injury lists.' },
        { name: 'Home visiting', description: 'Housebound and care home patients.' },
        { name: 'Clinical supervision' },
      ],
      experience: [
        {
          jobTitle: 'Advanced Paramedic Practitioner',
          organisation: 'A GP practice in Wakefield',
          startDate: '2021-09-01',
          endDate: null,
        },
        {
          jobTitle: 'Paramedic',
          organisation: 'An ambulance service in Yorkshire',
          startDate: '2015-06-01',
          endDate: '2021-08-31',
        },
      ],
      qualifications: [
        { title: 'BSc Paramedic Science', institution: 'Sheffield Hallam University', yearAwarded: 2015 },
        {
          title: 'MSc Advanced Clinical Practice',
          institution: 'University of Huddersfield',
          yearAwarded: 2021,
        },
      ],
    },
  },
  {
    key: 'daniel.hughes',
    arrsRole: 'first-contact-physiotherapist',
    rolesOfInterest: ['first-contact-physiotherapist'],
    homePostcode: 'LS12 3AB',
    workRadiusKm: 15,
    availableInDays: 45,
    profile: {
      strapline: 'First contact physiotherapist: musculoskeletal assessment without a GP appointment first',
      mobilePhone: '07700 900133',
      experienceBand: '6_10',
      employmentTypes: ['permanent', 'sessional'],
      skills: [
        { name: 'Musculoskeletal assessment' },
        { name: 'Joint injections', description: 'Shoulder and knee, with audit of outcomes.' },
      ],
      experience: [
        {
          jobTitle: 'First Contact Physiotherapist',
          organisation: 'A primary care network in west Leeds',
          startDate: '2020-01-06',
          endDate: null,
        },
      ],
      qualifications: [
        { title: 'BSc Physiotherapy', institution: 'Leeds Beckett University', yearAwarded: 2016 },
      ],
    },
  },
  {
    key: 'oliver.bennett',
    arrsRole: 'social-prescriber',
    rolesOfInterest: ['social-prescriber', 'health-and-wellbeing-coach', 'care-coordinator'],
    homePostcode: 'BD1 1HY',
    workRadiusKm: 25,
    availableInDays: 0,
    profile: {
      strapline: 'Social prescribing link worker with links to Bradford community groups',
      mobilePhone: '07700 900144',
      experienceBand: '1_2',
      employmentTypes: ['permanent', 'fixed_term'],
      sessionsPerWeek: 6,
      skills: [
        { name: 'Personalised care and support planning' },
        {
          name: 'Community asset mapping',
          description: 'Keeps the PCN directory of local groups up to date.',
        },
      ],
      experience: [
        {
          jobTitle: 'Social Prescribing Link Worker',
          organisation: 'A voluntary sector partner in Bradford',
          startDate: '2024-02-01',
          endDate: null,
        },
      ],
      qualifications: [{ title: 'Level 3 Certificate in Health and Wellbeing', yearAwarded: 2023 }],
    },
  },
  {
    key: 'fatima.hussain',
    arrsRole: 'physician-associate',
    rolesOfInterest: ['physician-associate'],
    homePostcode: 'HD1 2JL',
    workRadiusKm: 30,
    availableInDays: 60,
    profile: {
      strapline: 'Physician associate: long-term condition reviews and same-day appointments',
      mobilePhone: '07700 900155',
      experienceBand: '3_5',
      employmentTypes: ['permanent'],
      skills: [{ name: 'Long-term condition reviews' }, { name: 'Same-day triage under supervision' }],
      experience: [
        {
          jobTitle: 'Physician Associate',
          organisation: 'A GP practice in Huddersfield',
          startDate: '2021-10-01',
          endDate: null,
        },
      ],
      qualifications: [
        {
          title: 'MSc Physician Associate Studies',
          institution: 'University of Bradford',
          yearAwarded: 2021,
        },
      ],
    },
  },
  {
    key: 'kwame.mensah',
    arrsRole: 'mental-health-practitioner',
    rolesOfInterest: ['mental-health-practitioner'],
    homePostcode: 'LS11 5DL',
    workRadiusKm: 20,
    availableInDays: 21,
    profile: {
      strapline:
        'Mental health practitioner for primary care: assessment, brief interventions, onward referral',
      mobilePhone: '07700 900166',
      experienceBand: 'over_10',
      employmentTypes: ['permanent', 'part_time'],
      skills: [{ name: 'Mental health assessment' }, { name: 'Brief psychological interventions' }],
      experience: [
        {
          jobTitle: 'Community Mental Health Nurse',
          organisation: 'An NHS mental health trust in Leeds',
          startDate: '2012-09-01',
          endDate: null,
        },
      ],
      qualifications: [
        { title: 'BSc Mental Health Nursing', institution: 'University of Leeds', yearAwarded: 2012 },
      ],
    },
  },
  // Community members register too, but employers cannot search their tier.
  {
    key: 'grace.okafor',
    arrsRole: 'care-coordinator',
    rolesOfInterest: ['care-coordinator'],
    homePostcode: 'HX1 1UJ',
    workRadiusKm: 10,
    availableInDays: null,
  },
  {
    key: 'mei.chen',
    arrsRole: 'general-practice-nurse',
    rolesOfInterest: ['general-practice-nurse'],
    homePostcode: 'YO1 7HH',
    workRadiusKm: 15,
    availableInDays: null,
  },
  {
    key: 'hannah.price',
    arrsRole: 'health-and-wellbeing-coach',
    rolesOfInterest: ['health-and-wellbeing-coach'],
    homePostcode: 'HG1 1DP',
    workRadiusKm: 20,
    availableInDays: null,
  },
];

export interface DemoOrganisation {
  /** The employer's key in members.ts: the organisation's owner. */
  owner: string;
  status: 'verified' | 'pending';
  form: OrganisationFormInput;
}

export const demoOrganisations: DemoOrganisation[] = [
  {
    owner: 'sarah.collins',
    status: 'verified',
    form: {
      name: 'Aire Valley Demo Primary Care Network',
      type: 'pcn',
      odsCode: 'U99001',
      addressLine: '12 Kirkstall Road, Leeds',
      postcode: 'LS1 4AP',
      contactName: 'Sarah Collins',
      jobTitle: 'PCN manager',
      phone: '0113 496 0123',
      website: null,
    },
  },
  {
    owner: 'james.patel',
    status: 'pending',
    form: {
      name: 'Calder Lane Demo Surgery',
      type: 'gp_practice',
      odsCode: 'U99002',
      addressLine: '4 Calder Lane, Wakefield',
      postcode: 'WF1 2DA',
      contactName: 'James Patel',
      jobTitle: 'Practice manager',
      phone: '01924 496045',
      website: null,
    },
  },
];

export interface DemoOpportunity {
  /** The employer sending it (their organisation is the sender). */
  from: string;
  to: string;
  daysAgo: number;
  /** Approved by the candidate this many days ago: the team's introduction is next. */
  approvedDaysAgo?: number;
  role: string;
  location: string;
  employmentType: OpportunityEmploymentType;
  payBasis: PayBasis;
  payAmountPence: number;
  hours: string;
  startInDays: number;
  message: string;
}

export const demoOpportunities: DemoOpportunity[] = [
  {
    from: 'sarah.collins',
    to: 'priya.shah',
    daysAgo: 2,
    role: 'clinical-pharmacist',
    location: 'Leeds city centre and Kirkstall',
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmountPence: 4_800_000,
    hours: '30 hours a week, Monday to Thursday',
    startInDays: 60,
    message:
      'We are growing our pharmacy team across five practices and would value your care home experience. Happy to talk about flexible hours.',
  },
  {
    from: 'sarah.collins',
    to: 'daniel.hughes',
    daysAgo: 6,
    approvedDaysAgo: 4,
    role: 'first-contact-physiotherapist',
    location: 'Kirkstall and Bramley',
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmountPence: 4_600_000,
    hours: '37.5 hours a week',
    startInDays: 75,
    message:
      'Our first contact physiotherapy service starts in the spring; we are looking for its first lead.',
  },
];

/**
 * A saved search of the verified network's employer, with its alert on: the physiotherapist in Leeds
 * matches it, so the employer's bell has an alert to show.
 */
export const demoSavedSearch = {
  owner: 'sarah.collins',
  name: 'Physiotherapists near Leeds',
  filter: { role: 'first-contact-physiotherapist', radiusKm: 25 },
  alertedBy: ['daniel.hughes'],
} as const;
