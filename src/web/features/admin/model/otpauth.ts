export interface OtpAuthDetails {
  secret: string;
  issuer: string | undefined;
  account: string | undefined;
}

/** Reads 'otpauth://totp/Issuer:me@x?secret=ABC&issuer=Issuer'; undefined when it is not one. */
export function parseOtpAuthUri(uri: string): OtpAuthDetails | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  const secret = url.searchParams.get('secret');
  if (url.protocol !== 'otpauth:' || !secret) return undefined;
  const label = decodeURIComponent(url.pathname.replace(/^\/+/, '').replace(/^totp\//, ''));
  const colon = label.indexOf(':');
  return {
    secret,
    issuer: url.searchParams.get('issuer') ?? (colon > 0 ? label.slice(0, colon) : undefined),
    account: (colon >= 0 ? label.slice(colon + 1) : label).trim() || undefined,
  };
}

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP', easier to copy by eye. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
