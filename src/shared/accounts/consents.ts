/** Consent types, and the version of the consent text a user agrees to. */
export const consentVersion = 'v1.0';

export const consentTypes = [
  'terms_accepted',
  'data_processing_consent',
  'recruitment_representation_consent',
  'cv_sharing_consent',
  'opportunity_by_opportunity_consent',
] as const;
export type ConsentType = (typeof consentTypes)[number];

export const consentLabels: Record<ConsentType, string> = {
  terms_accepted: 'Terms of Use',
  data_processing_consent: 'Data processing (Privacy Policy)',
  recruitment_representation_consent: 'Recruitment representation',
  cv_sharing_consent: 'CV sharing with employers',
  opportunity_by_opportunity_consent: 'Approve each opportunity before my details are shared',
};
