import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

export function CommunityPage() {
  return (
    <PlaceholderPage
      title="Healthcare Community"
      summary="Signed-in members will read, start and vote on professional discussions here."
      links={[{ label: 'Back to ARRS Place', to: paths.platform.landing }]}
    />
  );
}
