import { describePeriod, retentionPeriods } from '../../../../shared/content/retention-periods';
import type { LegalSection } from '../legal-page';
import { ControllerDetails } from './legal-shared';

const purposes: [string, string, string][] = [
  [
    'Your account and profile on ARRS Place (name, e-mail, phone, postcode, role, profile details, documents you upload)',
    'Providing the platform you signed up to',
    'Contract',
  ],
  [
    'Representing you as a candidate to employers and sharing your details for a specific opportunity',
    'Recruitment representation',
    'Consent (you give it in the app and can withdraw it at any time)',
  ],
  [
    'Contact enquiries (name, e-mail, phone, organisation, consultation type, message)',
    'Answering your enquiry',
    'Legitimate interests (replying to people who contact us)',
  ],
  [
    'Recruitment form submissions (employer job details or professional profile details)',
    'Handling your recruitment request',
    'Consent, given with the privacy and terms tick boxes',
  ],
  [
    'Security records: sign-in events, rate-limit counters and flagged submissions (no raw IP address is kept with analytics)',
    'Keeping accounts and forms safe from abuse',
    'Legitimate interests (security of the service)',
  ],
  [
    'E-mails we send: confirmations, verification, password reset, approval notices',
    'Operating your account and answering your requests',
    'Contract (account e-mails) and legitimate interests (confirmation of a request you made)',
  ],
];

const period = (category: keyof typeof retentionPeriods) => describePeriod(retentionPeriods[category]);

/* Each period comes from retentionPeriods, which the server's daily retention job deletes by. */
const retention: [string, string][] = [
  [
    'Candidate accounts and profiles',
    `While you are active, and up to ${period('candidateInactivity')} after your last activity (signing in or changing your account). ${period('inactivityWarning')} before that we e-mail you; unless you sign in, we then erase your account, profile and consent records`,
  ],
  [
    'Employer accounts',
    `While the account is in use, and erased after ${period('employerInactivity')} without activity (with ${period('inactivityWarning')}’ notice by e-mail); deleting the account in Account settings erases it at once`,
  ],
  ['Contact enquiries', `${period('contactEnquiry')} after you send them`],
  [
    'Recruitment form submissions',
    `From professionals: ${period('candidateSubmission')} after you send them; from employers: ${period('employerSubmission')} (contract and tax records)`,
  ],
  [
    'Security logs and rate-limit records',
    `Security events (sign-ins, consent changes, flagged submissions) for ${period('securityEvents')}; rate-limit counters, which count over 60 minutes at most, and ended blocks for ${period('rateLimitRecords')}`,
  ],
  [
    'Sessions',
    'Until sign-out, inactivity or expiry (at most 7 days); the records of ended sessions are deleted within a day',
  ],
  [
    'E-mails we send',
    `Copies in our outbox for ${period('deliveredMail')} after delivery; any we could not deliver for ${period('undeliverableMail')}`,
  ],
  [
    'Addresses of missing pages',
    `Pages visitors asked for that do not exist, with no visitor details, for ${period('notFoundLog')}`,
  ],
];

export const privacySections: LegalSection[] = [
  { id: 'controller', heading: 'Who we are', body: <ControllerDetails /> },
  {
    id: 'data-and-purposes',
    heading: 'What we collect, why, and our lawful basis',
    body: (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Personal data, purpose and lawful basis</caption>
          <thead>
            <tr>
              <th scope="col">Data</th>
              <th scope="col">Purpose</th>
              <th scope="col">Lawful basis</th>
            </tr>
          </thead>
          <tbody>
            {purposes.map(([data, purpose, basis]) => (
              <tr key={data}>
                <td>{data}</td>
                <td>{purpose}</td>
                <td>{basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>
          Your personal details are never shared with an employer without your prior approval for each
          opportunity. Profiles are visible only to verified employers.
        </p>
        <p>
          We use processors who host the service and send e-mail for us, under contracts that require them to
          protect your data. We do not sell personal data, and we use no advertising or analytics companies.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <>
        <ul>
          {retention.map(([what, how]) => (
            <li key={what}>
              <strong>{what}:</strong> {how}.
            </li>
          ))}
        </ul>
        <p>A job runs every day and deletes each record once its period has ended.</p>
      </>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights and how to use them',
    body: (
      <>
        <p>
          You have the right to access your data, to have it rectified, to have it erased, to restrict or
          object to how we use it, and to receive it in a portable format.
        </p>
        <p>
          Where we rely on consent you can withdraw it at any time: signed-in users do this in{' '}
          <strong>Account settings</strong> (Consent preferences), which records the date of withdrawal. You
          can also delete your account there; this erases your personal data and keeps only anonymised totals.
        </p>
        <p>
          For anything else, e-mail us (details above). We answer within one month. If you are unhappy with
          our answer you can complain to the Information Commissioner’s Office (ICO) at ico.org.uk or on 0303
          123 1113.
        </p>
      </>
    ),
  },
];
