import { isAdminRole, type Role } from '../../../../shared/accounts/roles';
import { paths } from '../../../../shared/routing/paths';

export function dashboardLinkFor(role: Role): { label: string; to: string } {
  if (isAdminRole(role)) return { label: 'Admin Dashboard', to: paths.platform.admin };
  if (role === 'employer') return { label: 'Business Dashboard', to: paths.platform.employer };
  return { label: 'My Dashboard', to: paths.platform.candidate };
}
