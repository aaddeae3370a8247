// One TOTP implementation for API and browser tests (node:crypto only; no server code).
export {
  freshTotpCode,
  secretFromTotpUri as secretOf,
  totpCode,
} from '../../src/server/test/totp.test-utils';
