import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import type { AuthTab } from '../role-preselection';

const tabs: { id: AuthTab; label: string }[] = [
  { id: 'signin', label: 'Sign In' },
  { id: 'signup', label: 'Sign Up' },
];

interface AuthTabsProps {
  value: AuthTab;
  onChange: (tab: AuthTab) => void;
  children: ReactNode;
}

/** Sign In / Sign Up tabs (WAI-ARIA tabs: arrow keys move between them, Tab enters the panel). */
export function AuthTabs({ value, onChange, children }: AuthTabsProps) {
  const refs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === value);
    const next =
      event.key === 'Home'
        ? tabs[0]
        : event.key === 'End'
          ? tabs[tabs.length - 1]
          : tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onChange(next.id);
    refs.current[next.id]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Sign in or sign up"
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`auth-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              className={`min-h-11 rounded-md px-3 py-2 font-semibold text-sm focus-visible:outline-2 focus-visible:outline-brand-700 ${selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`auth-panel-${value}`}
        aria-labelledby={`auth-tab-${value}`}
        className="mt-6"
      >
        {children}
      </div>
    </div>
  );
}
