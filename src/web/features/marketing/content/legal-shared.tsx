import { brand } from '../../../../shared/content/brand';

export const legalUpdated = '1 June 2025';

/** The controller of personal data on both sites (from the brand module: one place to edit). */
export function ControllerDetails() {
  return (
    <p>
      <strong>{brand.consultancyLegalName}</strong> (trading as {brand.consultancyName} and operating{' '}
      {brand.platformName}), registered in {brand.registeredIn} under company number {brand.companyNumber},
      registered office {[...brand.address.lines, brand.address.country].join(', ')}. Contact us about your
      data at <a href={`mailto:${brand.email}`}>{brand.email}</a> or on {brand.phone.display}.
    </p>
  );
}
