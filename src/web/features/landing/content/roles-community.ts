import type { RoleEntry } from './role-types';

export const communityRoles: readonly RoleEntry[] = [
  {
    id: 'community-health-worker',
    name: 'Community Health Worker',
    category: 'community',
    description:
      'Works in neighbourhoods to reach people who rarely use health services: home visits, help to register and book screening or vaccinations, and links to housing, benefits and local support, in the spirit of proactive, population-based care.',
    commonSettings: ['Neighbourhood outreach', "Patients' homes", 'Community centres and faith settings'],
    valuableExperience: [
      'Lived experience of the local community',
      'Outreach, housing or voluntary sector work',
      'Safeguarding training',
    ],
    skillsThatStandOut: [
      'Building trust quickly',
      'Spotting unmet needs early',
      'Speaking community languages',
    ],
  },
  {
    id: 'health-and-wellbeing-coach',
    name: 'Health and Wellbeing Coach',
    category: 'community',
    description:
      'Supports people with long-term conditions to build the knowledge, skills and confidence to manage their health, using behaviour change techniques and personalised goals, as part of the personalised care team.',
    commonSettings: ['GP practices', 'Telephone and video coaching', 'Group sessions in the community'],
    valuableExperience: [
      'Accredited health coaching training',
      'Motivational interviewing',
      'Patient activation measure (PAM) use',
    ],
    skillsThatStandOut: [
      'Listening more than advising',
      'Goal-setting that patients own',
      'Recording outcomes for personalised care reporting',
    ],
  },
  {
    id: 'patient-engagement-coordinator',
    name: 'Patient Engagement Coordinator',
    category: 'community',
    description:
      'Helps the PCN hear and act on what patients say: runs patient participation groups, surveys and co-design sessions, and makes sure communications about services are accessible.',
    commonSettings: ['PCN management teams', 'Patient participation groups', 'Community events'],
    valuableExperience: [
      'Community engagement or communications work',
      'Running surveys and focus groups',
      'Accessible Information Standard',
    ],
    skillsThatStandOut: ['Facilitating groups', 'Plain English writing', 'Reaching seldom-heard groups'],
  },
  {
    id: 'social-prescriber',
    name: 'Social Prescriber',
    category: 'community',
    description:
      'A social prescribing link worker who gives people time to talk about what matters to them and connects them with community assets such as groups, activities, advice and support: a core part of personalised care. Many join the National Association of Link Workers and follow NASP guidance.',
    commonSettings: ['GP practices', 'Community hubs and libraries', 'Telephone and home visits'],
    valuableExperience: [
      'Personalised Care Institute training',
      'Voluntary and community sector work',
      'Mapping local community assets',
    ],
    skillsThatStandOut: [
      'What-matters-to-you conversations',
      'Strong local networks',
      'Recording outcomes such as ONS4 wellbeing scores',
    ],
  },
];
