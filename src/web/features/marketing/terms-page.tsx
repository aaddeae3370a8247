import { brand } from '../../../shared/content/brand';
import { legalUpdated } from './content/legal-shared';
import { termsSections } from './content/terms-sections';
import { LegalPage } from './legal-page';

/** /terms: accounts, community rules, fees and data retention. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      description={`Terms of use for ${brand.platformName} and the ${brand.consultancyName} site: accounts, community rules, fees (candidates never pay) and data retention.`}
      updated={legalUpdated}
      intro={
        <p>
          These terms apply when you use the {brand.consultancyName} website or the {brand.platformName}{' '}
          platform. By creating an account or sending a form you accept them.
        </p>
      }
      sections={termsSections}
    />
  );
}
