import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /arrsplace/admin and every path below it. */
export function AdminAreaPage() {
  return (
    <PlaceholderPage
      title="Admin area"
      documentTitle="Admin"
      summary="Administrators will review accounts, moderate the community and see platform analytics here."
      links={[
        { label: 'Accounts', to: paths.platform.admin },
        { label: 'Community moderation', to: paths.platform.adminModeration },
        { label: 'Organisations', to: paths.platform.adminOrganisations },
        { label: 'Opportunities', to: paths.platform.adminOpportunities },
        { label: 'ARRS reimbursement', to: paths.platform.adminReimbursement },
        { label: 'Community', to: paths.platform.community },
      ]}
    />
  );
}
