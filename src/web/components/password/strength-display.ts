import {
  extraStrongPasswordLength,
  type PasswordSecurityResult,
  passwordStrength,
  resetPasswordRules,
  type StrengthLevel,
} from '../../../shared/accounts/password-rules';

export interface RequirementState {
  id: string;
  label: string;
  met: boolean;
}

export interface StrengthDisplay {
  level: StrengthLevel;
  score: number;
  requirements: RequirementState[];
  /** The server's security score, only when it exceeds 75. */
  serverScore: number | undefined;
  /** At most two server warnings, only when the meter's score is 50 or above. */
  warnings: string[];
}

export const maxServerWarnings = 2;

export function strengthDisplay(password: string, server?: PasswordSecurityResult): StrengthDisplay {
  const meter = passwordStrength(password);
  const requirements: RequirementState[] = [
    ...resetPasswordRules.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) })),
    {
      id: 'extra-strong',
      label: `${extraStrongPasswordLength}+ characters for extra strength`,
      met: meter.extraStrong,
    },
  ];
  return {
    level: meter.level,
    score: meter.score,
    requirements,
    serverScore: server && server.securityScore > 75 ? server.securityScore : undefined,
    warnings: server && meter.score >= 50 ? server.warnings.slice(0, maxServerWarnings) : [],
  };
}
