import { brand } from '../../../shared/content/brand';

/** Only without JavaScript (a pre-rendered page): the form beside it cannot work (decision 015). */
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
