import { brand } from '../../../shared/content/brand';

/**
 * Shown only when JavaScript is off (a pre-rendered public page): the form or dialog
 * beside it cannot work, so say so and give the other ways to reach us (docs/decisions/015).
 */
export function NeedsJavaScriptNote({ what, className = '' }: { what: string; className?: string }) {
  return (
    <noscript>
      <p className={`rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm ${className}`}>
        {what} needs JavaScript, which is turned off in this browser. Please turn it on and reload the page,
        or e-mail us at{' '}
        <a className="font-medium underline underline-offset-4" href={`mailto:${brand.email}`}>
          {brand.email}
        </a>{' '}
        or call{' '}
        <a className="font-medium underline underline-offset-4" href={`tel:${brand.phone.tel}`}>
          {brand.phone.display}
        </a>
        .
      </p>
    </noscript>
  );
}
