import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      summary="How we collect, use and keep your personal data, and the rights you have over it, will be set out here."
    />
  );
}
