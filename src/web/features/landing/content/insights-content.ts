import { brand } from '../../../../shared/content/brand';
import { launchDateLabel, platformFigures } from './platform-facts';

const f = platformFigures;

/** The figures: docs/product/site.md#marketing-figures. */
export const insightsStats: readonly { value: string; label: string }[] = [
  { value: f.professionals, label: 'healthcare professionals' },
  { value: f.employers, label: 'employers' },
  { value: f.regions, label: 'regions' },
  { value: `${f.averageDaysToPlacement} days`, label: 'average time to placement' },
  { value: `${f.unadvertisedPlacementsPercent}%`, label: 'of placements unadvertised' },
  { value: f.candidateSatisfaction, label: 'candidate satisfaction' },
  { value: f.employerSatisfaction, label: 'employer satisfaction' },
  { value: `${f.wouldRecommendPercent}%`, label: 'would recommend us' },
  { value: `${f.integrationSupportMonths} months`, label: 'integration support after placement' },
];

/** Milestones, oldest first. */
export const insightsMilestones: readonly { when: string; title: string; text: string }[] = [
  {
    when: String(brand.established),
    title: `${brand.consultancyName} founded`,
    text: 'A healthcare consultancy for NHS primary and community care, starting with recruitment for primary care networks.',
  },
  {
    when: '2024',
    title: 'Focus on ARRS roles',
    text: 'Placements for clinical pharmacists, first contact physiotherapists, paramedics and personalised care roles showed how few recruiters understood these posts.',
  },
  {
    when: '2025',
    title: 'Founding-member early access',
    text: `${brand.platformName} opened to founding members: professionals building profiles and employers being verified.`,
  },
  {
    when: launchDateLabel(),
    title: 'Official launch',
    text: 'The planned official launch of the platform, its community and the recruitment service.',
  },
];
