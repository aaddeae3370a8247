import { brand } from '../../../../shared/content/brand';
import { describePeriod, retentionPeriods } from '../../../../shared/content/retention-periods';
import type { LegalSection } from '../legal-page';
import { ControllerDetails } from './legal-shared';

export const termsSections: LegalSection[] = [
  { id: 'about', heading: 'Who provides the service', body: <ControllerDetails /> },
  {
    id: 'accounts',
    heading: 'Accounts',
    body: (
      <ul>
        <li>
          Membership of {brand.platformName} is free. You must give accurate details and keep your password
          safe.
        </li>
        <li>
          New accounts are reviewed before they are approved. Profiles are visible only to verified employers.
        </li>
        <li>
          Candidates must give recruitment-representation consent to use the platform; it can be withdrawn in
          account settings at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'community-rules',
    heading: 'Community rules',
    body: (
      <ul>
        <li>The community forum is for professional healthcare discussion only.</li>
        <li>
          Job postings, recruitment and sharing direct contact details (phone numbers, e-mail addresses) are
          not allowed.
        </li>
        <li>Posts must not be medical advice, and must respect patient confidentiality.</li>
        <li>Be courteous. We may remove content or suspend accounts that break these rules.</li>
      </ul>
    ),
  },
  {
    id: 'fees',
    heading: 'Fees',
    body: (
      <ul>
        <li>Candidates are never charged.</li>
        <li>Our recruitment services are success-fee based: employers pay only when they hire.</li>
        <li>Employers pay 9% of the gross annual salary for permanent hires and 14% for locum hires.</li>
        <li>
          Executive search: interim management at 15% of the interim’s day rate; permanent placements carry a
          6-month guarantee.
        </li>
      </ul>
    ),
  },
  {
    id: 'introductions',
    heading: 'Introductions',
    body: (
      <p>
        We act as each candidate’s recruitment representative. A candidate’s personal details are never shared
        with an employer without the candidate’s prior approval for that opportunity.
      </p>
    ),
  },
  {
    id: 'data-retention',
    heading: 'Data retention',
    body: (
      <ul>
        <li>
          Candidate data is kept while the candidate is active, or up to{' '}
          {describePeriod(retentionPeriods.candidateInactivity)} after inactivity.
        </li>
        <li>
          Employer data is kept up to {describePeriod(retentionPeriods.employerSubmission)}. Employer accounts
          are erased after {describePeriod(retentionPeriods.employerInactivity)} without activity.
        </li>
        <li>The privacy policy sets out every category and your rights.</li>
      </ul>
    ),
  },
  {
    id: 'liability',
    heading: 'Our responsibility',
    body: (
      <p>
        We check registrations and references with care, but employers remain responsible for their own
        pre-employment checks. Nothing in these terms limits liability that cannot be limited by law. These
        terms are governed by the law of England and Wales.
      </p>
    ),
  },
];
