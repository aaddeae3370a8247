import { paths } from '../../../shared/routing/paths';
import { publicPageMeta } from '../../../shared/routing/public-page-meta';
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
    id: 'analytics',
    heading: 'Analytics: what we count, with and without your consent',
    body: (
      <>
        <p>
          We count visits ourselves, on our own server: no analytics company, advertising network or other
          third party receives anything.
        </p>
        <h3 className="pt-2 font-semibold text-lg text-slate-900">
          Without your consent (or before you choose)
        </h3>
        <p>
          We count each page you view anonymously: its address (without anything after a “?”), its title, the
          site that linked to it, and the kind of device, browser and operating system, worked out by our
          server from the information every browser sends. Nothing is stored in your browser, and the view is
          not linked to you, your visit or your account.
        </p>
        <h3 className="pt-2 font-semibold text-lg text-slate-900">If you accept analytics</h3>
        <p>
          We also store a random visit number in your browser (listed above) so the pages you see in one tab
          count as one visit, and we record your screen and window size, the links and buttons you click
          (where on the page, and up to 100 characters of their label, never anything you type into a form),
          and when your visit starts, pauses and ends. If you are signed in, the visit is linked to your
          account.
        </p>
        <h3 className="pt-2 font-semibold text-lg text-slate-900">Location, without your internet address</h3>
        <p>
          For every page view our server looks up the country, region and city of your internet (IP) address
          in a database kept on the server itself (GeoLite2 data created by MaxMind), so no outside service is
          asked; “Unknown” is recorded when it is not found. Your IP address itself is never stored, not even
          in a scrambled form. Where we count unique visitors, we use a code scrambled with a secret that
          changes every day, so we cannot recognise you from one day to the next.
        </p>
        <p>Analytics records are deleted after 13 months.</p>
      </>
    ),
  },
  {
    id: 'your-choice',
    heading: 'Your choice, and changing it',
    body: (
      <>
        <p>
          A banner at the bottom of the page asks whether you accept analytics; accepting and declining are
          equally easy. If you decline we store nothing in your browser, not even your refusal, so the banner
          asks again the next time you open the site. Until you choose, we treat analytics as declined.
        </p>
        <p>
          If you are signed in to ARRS Place, we keep your choice with your account instead, on our servers,
          so you are not asked again on this or any other device while you are signed in.
        </p>
        <p>
          You can change your choice at any time with “Cookie settings” at the bottom of every page. Declining
          after accepting removes what accepting stored.
        </p>
      </>
    ),
  },
  {
    id: 'no-third-party',
    heading: 'No advertising or third-party cookies',
    body: (
      <>
        <p>
          We use no advertising or social-media cookies, and every file the pages load (fonts included) comes
          from our own server.
        </p>
        <p>
          Links to our social profiles open those sites in a new tab; their own cookie policies apply there.
        </p>
      </>
    ),
  },
  {
    id: 'essential',
    heading: 'Essential cookies need no consent',
    body: (
      <p>
        The session cookies and the “Stay signed in” choice above are strictly necessary for a service you
        asked for (signing in and staying signed in), so the law does not require consent for them. They are
        set only when you sign in.
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
      title={publicPageMeta[paths.cookies].title}
      updated={legalUpdated}
      intro={
        <p>
          We store very little: what is needed to keep you signed in and, only if you accept analytics, a note
          of your choice and a visit number.
        </p>
      }
      sections={sections}
    />
  );
}
