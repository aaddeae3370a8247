import type { MeResponse, Profile } from '../../../shared/accounts/account-api';

/** A signed-in, approved candidate with consent; override what a test is about. */
export function buildMe(
  profile: Partial<Profile> = {},
  user: Partial<MeResponse['user']> = {},
  session: Partial<MeResponse['session']> = {},
): MeResponse {
  return {
    user: {
      id: 'user-1',
      email: 'jane@example.org',
      name: 'Jane Doe',
      emailVerified: true,
      twoFactorEnabled: false,
      ...user,
    },
    profile: {
      fullName: 'Jane Doe',
      email: 'jane@example.org',
      role: 'candidate',
      profileTier: 'portfolio',
      isApproved: true,
      isSuspended: false,
      termsAccepted: true,
      termsAcceptedAt: '2026-01-01T00:00:00.000Z',
      recruitmentRepresentationConsent: true,
      recruitmentRepresentationConsentAt: '2026-01-01T00:00:00.000Z',
      cvSharingConsent: false,
      cvSharingConsentAt: null,
      opportunityByOpportunityConsent: false,
      consentVersion: 'v1.0',
      consentWithdrawalDate: null,
      mobilePhone: '07700900123',
      homePostcode: 'SW1A 1AA',
      onboardingToursCompleted: {},
      analyticsChoice: null,
      ...profile,
    },
    session: {
      rememberMe: false,
      idleTimeoutSeconds: 1800,
      expiresAt: '2026-01-02T00:00:00.000Z',
      ...session,
    },
  };
}
