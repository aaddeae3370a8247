import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import type { ButtonVariant } from './ui/button-styles';
import { Container } from './ui/container';
import { LinkButton } from './ui/link-button';

export interface PageLink {
  label: string;
  to: string;
  variant?: ButtonVariant;
}

interface PlaceholderPageProps {
  /** The page's h1; also the first part of document.title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  eyebrow?: string;
  /** One honest sentence of what the page will hold. */
  summary: string;
  links?: PageLink[];
  /** Extra controls before the links (e.g. a Back button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A branded page whose full content is still to come: heading, purpose and onward links. */
export function PlaceholderPage({
  title,
  documentTitle,
  eyebrow,
  summary,
  links = [],
  actions,
  children,
}: PlaceholderPageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container className="py-12 sm:py-16">
      {eyebrow ? (
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 max-w-3xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-600">{summary}</p>
      {actions || links.length > 0 ? (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {actions}
          {links.map((link, index) => (
            <LinkButton
              key={link.to}
              to={link.to}
              variant={link.variant ?? (index === 0 ? 'primary' : 'secondary')}
            >
              {link.label}
            </LinkButton>
          ))}
        </div>
      ) : null}
      {children}
    </Container>
  );
}
