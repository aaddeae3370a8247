import { useEffect, useState } from 'react';

/** Drawn here: the secret never leaves the page. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string>();

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (markup) => {
          if (current) setSvg(markup);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [uri]);

  if (!svg) return <div className="size-48 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="QR code to add this account to your authenticator app"
      className="size-48 rounded-md border border-slate-200 bg-white p-2"
    />
  );
}
