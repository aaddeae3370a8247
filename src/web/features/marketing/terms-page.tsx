import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import { legalUpdated } from './content/legal-shared';
import { termsSections } from './content/terms-sections';
import { LegalPage } from './legal-page';

/** /terms: accounts, community rules, fees and data retention. */
export function TermsPage() {
  return (
    <LegalPage
      title={publicPageMeta[paths.terms].title}
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
