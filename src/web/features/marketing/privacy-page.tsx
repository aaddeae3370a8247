import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { publicPageMeta } from '../../../shared/routing/public-page-meta';
import { legalUpdated } from './content/legal-shared';
import { privacySections } from './content/privacy-sections';
import { LegalPage } from './legal-page';

/** /privacy: who controls the data, what is collected and why, retention and rights. */
export function PrivacyPage() {
  return (
    <LegalPage
      title={publicPageMeta[paths.privacy].title}
      updated={legalUpdated}
      intro={
        <p>
          This policy covers the {brand.consultancyName} website and the {brand.platformName} platform: what
          personal data we hold, why, for how long, and what you can do about it.
        </p>
      }
      sections={privacySections}
    />
  );
}
