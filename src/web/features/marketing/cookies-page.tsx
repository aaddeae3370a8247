import { brand } from '../../../shared/content/brand';
import { storageItems } from './content/cookie-list';
import { legalUpdated } from './content/legal-shared';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    id: 'what-we-set',
    heading: 'What we store in your browser',
    body: (
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">Cookies and storage used by this site</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Purpose</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            {storageItems.map((item) => (
              <tr key={item.name}>
                <td>
                  <code>{item.name}</code>
                </td>
                <td>{item.kind}</td>
                <td>{item.purpose}</td>
                <td>{item.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'no-tracking',
    heading: 'No analytics, advertising or third-party cookies',
    body: (
      <>
        <p>
          Visiting the {brand.consultancyName} site or the public {brand.platformName} pages sets no cookies
          at all. We use no analytics, advertising or social-media cookies, and every file the pages load
          (fonts included) comes from our own server.
        </p>
        <p>
          Links to our social profiles open those sites in a new tab; their own cookie policies apply there.
        </p>
      </>
    ),
  },
  {
    id: 'why-no-banner',
    heading: 'Why there is no cookie banner',
    body: (
      <p>
        The cookies and storage above are strictly necessary for a service you asked for (signing in and
        staying signed in), so the law does not require consent for them. If we ever add anything that is not
        strictly necessary, we will ask first.
      </p>
    ),
  },
  {
    id: 'control',
    heading: 'How to remove them',
    body: (
      <p>
        Signing out removes the session cookies and the stored “Stay signed in” choice. You can also clear
        cookies and site data for this site in your browser settings at any time; you will then need to sign
        in again.
      </p>
    ),
  },
];

/** /cookies: the cookies and storage the app actually sets. */
export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      description={`The cookies and browser storage ${brand.platformName} and ${brand.consultancyName} use: only what signing in needs, with no analytics or third-party cookies.`}
      updated={legalUpdated}
      intro={
        <p>We keep this short because we store very little: only what is needed to keep you signed in.</p>
      }
      sections={sections}
    />
  );
}
