import type { ReactNode } from 'react';
import { Container } from '../../components/ui/container';
import { useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordSection } from './components/change-password-section';
import { ConsentPreferences } from './components/consent-preferences';
import { DeleteAccountSection } from './components/delete-account-section';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-slate-200 border-t pt-8">
      <h2 id={id} className="mb-4 font-semibold text-slate-900 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Account settings (candidate and employer areas): consents, password, deletion. */
export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const me = useMe();
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Account settings</h1>
      <Section id="consents-heading" title="Consents">
        <ConsentPreferences />
      </Section>
      <Section id="password-heading" title="Change password">
        <ChangePasswordSection email={me.data?.user.email ?? ''} />
      </Section>
      <Section id="delete-heading" title="Delete account">
        <DeleteAccountSection />
      </Section>
    </Container>
  );
}
