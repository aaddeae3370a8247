/** Static sample content: the people are fictional. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  location: string;
  /** No photographs: the card shows the initials instead. */
  image: null;
  testimonial: string;
  outcome: string;
  timeToPlacement: string;
  salaryIncrease: string;
  /** Out of 5. */
  rating: number;
  employerName: string;
}

export const successStories: readonly Testimonial[] = [
  {
    id: 'priya-clinical-pharmacist',
    name: 'Priya S.',
    role: 'Clinical Pharmacist',
    location: 'Leeds',
    image: null,
    testimonial:
      'I wanted a PCN that would protect my time for the CPPE pathway and prescribing. ARRS Place only put me forward for roles I had approved, and the network I joined had supervision agreed before I started.',
    outcome: 'Permanent post with protected learning time and an independent prescribing mentor',
    timeToPlacement: '12 days',
    salaryIncrease: '8%',
    rating: 5,
    employerName: 'Aire Valley Primary Care Network',
  },
  {
    id: 'tom-first-contact-physiotherapist',
    name: 'Tom G.',
    role: 'First Contact Physiotherapist',
    location: 'Bristol',
    image: null,
    testimonial:
      'Moving from a hospital MSK service, I needed help finishing my FCP roadmap stage 2. The practice I was introduced to had a trained roadmap supervisor and a proper induction.',
    outcome: 'FCP post with roadmap stage 2 supervision in place from day one',
    timeToPlacement: '16 days',
    salaryIncrease: '6%',
    rating: 5,
    employerName: 'Severn Vale Primary Care Network',
  },
  {
    id: 'aisha-social-prescriber',
    name: 'Aisha B.',
    role: 'Social Prescriber',
    location: 'Manchester',
    image: null,
    testimonial:
      'The role was never advertised. I was told about it, asked whether I wanted my profile shared, and had an informal chat with the care coordinator team before any interview.',
    outcome: 'Social prescribing link worker role in a personalised care team of six',
    timeToPlacement: '11 days',
    salaryIncrease: '5%',
    rating: 4.8,
    employerName: 'Irwell Health Partnership',
  },
  {
    id: 'daniel-paramedic',
    name: 'Daniel H.',
    role: 'Paramedic',
    location: 'Norwich',
    image: null,
    testimonial:
      'After ten years on the road I wanted same-day urgent care and home visits with a route to advanced practice. The six months of integration support made the move into general practice far easier.',
    outcome: 'Primary care paramedic role with a funded MSc in advanced clinical practice',
    timeToPlacement: '14 days',
    salaryIncrease: '10%',
    rating: 5,
    employerName: 'Broadland Coastal Primary Care Network',
  },
];
