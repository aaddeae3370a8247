import { NavLink } from 'react-router';
import { paths } from '../../../../shared/routing/paths';

const sections = [
  { label: 'Dashboard', to: paths.platform.admin },
  { label: 'Accounts', to: paths.platform.adminAccounts },
  { label: 'Documents', to: paths.platform.adminDocuments },
  { label: 'Feedback', to: paths.platform.adminFeedback },
  { label: 'Community moderation', to: paths.platform.adminModeration },
  { label: 'Organisations', to: paths.platform.adminOrganisations },
  { label: 'Opportunities', to: paths.platform.adminOpportunities },
  { label: 'ARRS reimbursement', to: paths.platform.adminReimbursement },
  { label: 'Analytics', to: paths.platform.adminAnalytics },
  { label: 'Submissions', to: paths.platform.adminSubmissions },
  { label: 'Mail', to: paths.platform.adminMail },
  { label: 'Audit log', to: paths.platform.adminAudit },
] as const;

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-1 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900'
  }`;

export function AdminSectionsNav() {
  return (
    <nav aria-label="Admin sections" className="border-slate-200 border-b">
      <ul className="flex flex-wrap gap-x-6">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} end className={linkClasses}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
