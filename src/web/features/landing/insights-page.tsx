import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

export function InsightsPage() {
  return (
    <PlaceholderPage
      title="Insights"
      summary={`Figures, milestones and testimonials from the ${brand.platformName} community will be shown here.`}
      links={[
        { label: `Join ${brand.platformName}`, to: paths.platform.auth },
        { label: `About ${brand.platformName}`, to: paths.platform.about },
      ]}
    />
  );
}
