import type { MeResponse, Profile } from '../../../shared/accounts/account-api';
import { normaliseTier } from '../../../shared/accounts/roles';
import { completedToursOf } from '../../../shared/accounts/tours';
import type { AuthContext } from '../../auth/auth-context';
import { idleLimitSeconds } from '../../auth/idle-timeout';
import type { ProfileRow } from './accounts.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentProfile(profile: ProfileRow, email: string): Profile {
  return {
    fullName: profile.fullName,
    email,
    role: profile.role,
    profileTier: normaliseTier(profile.profileTier),
    isApproved: profile.isApproved,
    isSuspended: profile.isSuspended,
    termsAccepted: profile.termsAccepted,
    termsAcceptedAt: iso(profile.termsAcceptedAt),
    recruitmentRepresentationConsent: profile.recruitmentRepresentationConsent,
    recruitmentRepresentationConsentAt: iso(profile.recruitmentRepresentationConsentAt),
    cvSharingConsent: profile.cvSharingConsent,
    cvSharingConsentAt: iso(profile.cvSharingConsentAt),
    opportunityByOpportunityConsent: profile.opportunityByOpportunityConsent,
    consentVersion: profile.consentVersion,
    consentWithdrawalDate: iso(profile.consentWithdrawalDate),
    mobilePhone: profile.mobilePhone,
    homePostcode: profile.homePostcode,
    onboardingToursCompleted: completedToursOf(profile.onboardingToursCompleted),
    analyticsChoice: profile.analyticsChoice,
  };
}

export function presentMe(context: AuthContext, profile: ProfileRow): MeResponse {
  return {
    user: {
      id: context.user.id,
      email: context.user.email,
      name: context.user.name,
      emailVerified: context.user.emailVerified,
      twoFactorEnabled: context.user.twoFactorEnabled,
    },
    profile: presentProfile(profile, context.user.email),
    session: {
      rememberMe: context.session.rememberMe,
      idleTimeoutSeconds: idleLimitSeconds(context.session.rememberMe),
      expiresAt: context.session.expiresAt.toISOString(),
    },
  };
}
