import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /arrsplace: the platform's public landing page. */
export function PlatformLandingPage() {
  return (
    <PlaceholderPage
      eyebrow="Jobs and community for ARRS roles"
      title={brand.platformName}
      summary="Where ARRS professionals in NHS primary care build a profile and join a community, and employers find them; membership is free and candidates are never charged."
      links={[
        { label: 'Build Your Professional Profile', to: paths.platform.auth },
        { label: 'Insights', to: paths.platform.insights },
        { label: `About ${brand.platformName}`, to: paths.platform.about },
      ]}
    />
  );
}
