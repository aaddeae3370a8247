import type { ReactNode } from 'react';
import { isAdminRole } from '../../../shared/accounts/roles';
import { Container } from '../../components/ui/container';
import { emailNotificationsAnchor } from '../../lib/notifications/notification-access';
import { useMe } from '../../lib/session/get-me';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  DataDownloadSection,
  EmailChangeSection,
  SignOutEverywhereSection,
  TierSection,
} from './components/account-data-sections';
import { ChangePasswordSection } from './components/change-password-section';
import { ConsentPreferences } from './components/consent-preferences';
import { DeleteAccountSection } from './components/delete-account-section';
import { EmailNotificationsSection } from './components/email-notifications-section';

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

/** Admins have the notification e-mails only. */
export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const me = useMe();
  const profile = me.data?.profile;
  const notifications = profile ? (
    <Section id={emailNotificationsAnchor} title="Email notifications">
      <EmailNotificationsSection role={profile.role} />
    </Section>
  ) : null;
  if (profile && isAdminRole(profile.role)) {
    return (
      <Container className="flex flex-col gap-8 py-10 sm:py-14">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Account settings</h1>
        {notifications}
      </Container>
    );
  }
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight">Account settings</h1>
      {profile?.role === 'candidate' ? (
        <Section id="tier-heading" title="Profile tier">
          <TierSection current={profile.profileTier} />
        </Section>
      ) : null}
      <Section id="consents-heading" title="Consents">
        <ConsentPreferences />
      </Section>
      {notifications}
      <Section id="email-heading" title="E-mail address">
        <EmailChangeSection email={me.data?.user.email ?? ''} />
      </Section>
      <Section id="password-heading" title="Change password">
        <ChangePasswordSection email={me.data?.user.email ?? ''} />
      </Section>
      <Section id="sessions-heading" title="Sessions">
        <SignOutEverywhereSection />
      </Section>
      <Section id="data-heading" title="Your data">
        <DataDownloadSection />
      </Section>
      <Section id="delete-heading" title="Delete account">
        <DeleteAccountSection />
      </Section>
    </Container>
  );
}
