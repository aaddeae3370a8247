import { LegalPage } from './legal-page';

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      summary="The cookies this site sets, why it sets them and how long they last will be listed here."
    />
  );
}
