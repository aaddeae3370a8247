import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /arrsplace/about and its alias /about-arrsplace. */
export function AboutPage() {
  return (
    <PlaceholderPage
      title={`About ${brand.platformName}`}
      summary={`Who runs ${brand.platformName}, how we represent candidates and how employers work with us will be explained here.`}
      links={[
        { label: 'Join now', to: paths.platform.auth },
        { label: 'Insights', to: paths.platform.insights },
      ]}
    />
  );
}
