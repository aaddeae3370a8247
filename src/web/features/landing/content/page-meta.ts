/** Document title (the brand is appended) and meta description of each page of this feature. */
export const pageMeta = {
  landing: {
    title: 'Jobs and community for ARRS roles',
    description:
      'ARRS Place connects ARRS professionals in NHS primary care with verified employers. Free membership, candidates never charged, your details shared only with your approval.',
  },
  about: {
    title: 'About ARRS Place',
    description:
      'Who runs ARRS Place, how we act as each candidate’s recruitment representative, how employers work with us and how we protect your data.',
  },
  insights: {
    title: 'Insights',
    description:
      'ARRS Place in figures: professionals, employers, regions, time to placement and satisfaction, with milestones and testimonials from our community.',
  },
} as const;
