import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      summary="The terms for using this site and the platform, including how long we keep your data, will be set out here."
    />
  );
}
