import type { MouseEvent } from 'react';

const mainId = 'main';

/** Moves focus into <main> without touching the URL (a '#main' navigation would add history). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainId);
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

export function SkipLink() {
  return (
    <a
      href={`#${mainId}`}
      onClick={skipToMain}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      Skip to content
    </a>
  );
}
