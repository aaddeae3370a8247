import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

export function EmployerRegisterPage() {
  return (
    <PlaceholderPage
      title="Register your organisation"
      documentTitle="Employer registration"
      summary="New employers will describe their organisation here before entering the employer area."
      links={[{ label: 'Employer area', to: paths.platform.employer }]}
    />
  );
}
