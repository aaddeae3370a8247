/**
 * The one place to edit them. Fictional placeholders: the phone number is from Ofcom's drama range,
 * the company number and address are invented.
 */
export const brand = {
  consultancyName: 'Meridian Health Partners',
  consultancyLegalName: 'Meridian Health Partners Ltd',
  platformName: 'ARRS Place',
  tagline: 'Healthcare consultancy for NHS primary and community care',
  phone: { display: '020 7946 0123', tel: '+442079460123' },
  email: 'hello@meridianhealth.example',
  address: {
    lines: ['Suite 4, 18 Example Row', 'London', 'EC1A 9ZZ'],
    country: 'United Kingdom',
  },
  companyNumber: '00000000',
  registeredIn: 'England and Wales',
  established: 2022,
  social: {
    professionalNetwork: {
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/example-meridian-health',
    },
    shortVideo: { label: 'TikTok', url: 'https://www.tiktok.com/@example-meridian-health' },
  },
} as const;

/** 'Copyright 2022–2026' style range from the founding year to the given year. */
export function copyrightYears(currentYear: number): string {
  return currentYear > brand.established ? `${brand.established}–${currentYear}` : `${brand.established}`;
}
