import type { ReactNode } from 'react';
import { SegmentedTabs, type TabItem } from '../../../components/ui/segmented-tabs';
import type { AuthTab } from '../model/role-preselection';

const tabs: readonly TabItem<AuthTab>[] = [
  { id: 'signin', label: 'Sign In' },
  { id: 'signup', label: 'Sign Up' },
];

export function AuthTabs({
  value,
  onChange,
  children,
}: {
  value: AuthTab;
  onChange: (tab: AuthTab) => void;
  children: ReactNode;
}) {
  return (
    <SegmentedTabs idPrefix="auth" label="Sign in or sign up" items={tabs} value={value} onChange={onChange}>
      {children}
    </SegmentedTabs>
  );
}
