import { CopyButton } from '../../../components/ui/copy-button';
import type { TwoFactorSetup } from '../api/enable-two-factor';
import { groupSecret, parseOtpAuthUri } from '../model/otpauth';
import { TotpQrCode } from './totp-qr-code';

export function TwoFactorSecret({ setup }: { setup: TwoFactorSetup }) {
  const details = parseOtpAuthUri(setup.totpURI);
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="totp-scan-heading" className="flex flex-col gap-3">
        <h2 id="totp-scan-heading" className="font-semibold text-lg">
          1. Add your account to an authenticator app
        </h2>
        <p className="text-slate-600">Scan the QR code, or enter the setup key by hand.</p>
        <TotpQrCode uri={setup.totpURI} />
        {details ? (
          <p>
            Setup key:{' '}
            <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono">
              {groupSecret(details.secret)}
            </code>
          </p>
        ) : null}
        <details className="text-sm">
          <summary className="cursor-pointer text-brand-700">Show the full setup link</summary>
          <code data-testid="totp-uri" className="mt-2 block break-all rounded bg-slate-100 p-2 font-mono">
            {setup.totpURI}
          </code>
        </details>
        <div>
          <CopyButton text={details?.secret ?? setup.totpURI} label="Copy setup key" />
        </div>
      </section>
      <section aria-labelledby="totp-codes-heading" className="flex flex-col gap-3">
        <h2 id="totp-codes-heading" className="font-semibold text-lg">
          2. Save your recovery codes
        </h2>
        <p className="text-slate-600">
          Each code signs you in once if you lose your authenticator. Keep them somewhere safe.
        </p>
        <ul className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3" aria-label="Recovery codes">
          {setup.backupCodes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
              {code}
            </li>
          ))}
        </ul>
        <div>
          <CopyButton text={setup.backupCodes.join('\n')} label="Copy recovery codes" />
        </div>
      </section>
    </div>
  );
}
