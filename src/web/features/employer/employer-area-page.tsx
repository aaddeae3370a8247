import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /arrsplace/employer and the paths below it that have no page of their own yet. */
export function EmployerAreaPage() {
  return (
    <PlaceholderPage
      title="Employer area"
      summary="Verified employers will search consenting professionals and express interest in them here."
      links={[
        { label: 'Community', to: paths.platform.community },
        { label: 'Account settings', to: `${paths.platform.employer}/settings` },
      ]}
    />
  );
}
