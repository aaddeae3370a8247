import type { MeResponse } from '../../../../shared/accounts/account-api';
import { areaPathFor, isActiveAccount } from '../../../lib/session/area-access';

/*
 * Where the auth page sends who is signed in. It lives with the page, not in lib/session/area-access.ts:
 * that module is part of every page's first load, this decision only of the auth page's.
 */

export type AuthPageDecision = { type: 'stay' } | { type: 'pending' } | { type: 'redirect'; to: string };

/**
 * Visitors stay, unapproved accounts are told (docs/product/accounts.md#approval), approved ones go to
 * their area; a candidate who came from a job's apply page goes back to it (`returnPath`, checked by
 * `returnPathOf`; docs/product/jobs.md#signing-in-to-apply).
 */
export function decideAuthPage(me: MeResponse | null, returnPath?: string): AuthPageDecision {
  if (!me) return { type: 'stay' };
  if (!isActiveAccount(me)) return { type: 'pending' };
  const back = returnPath && me.profile.role === 'candidate';
  return { type: 'redirect', to: back ? returnPath : areaPathFor(me.profile) };
}
