import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

export function RecruitmentPage() {
  return (
    <PlaceholderPage
      title="Recruitment"
      summary="Current opportunities, the sectors we recruit for and forms for employers and professionals will be listed here."
      links={[
        { label: `Join ${brand.platformName}`, to: paths.platform.auth },
        { label: 'Contact us', to: paths.contact },
      ]}
    />
  );
}
