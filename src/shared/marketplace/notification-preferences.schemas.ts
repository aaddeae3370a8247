import { z } from 'zod';
import { matchDigestFrequencies } from './matching.constants';
import { notificationKinds } from './opportunity.schemas';

/*
 * The account's e-mail choices. Apart from the notification kinds, so the public pages that read the
 * kinds do not load the settings' schemas.
 */

export const notificationPreferencesSchema = z.object({
  emailOff: z.array(z.enum(notificationKinds)),
  /** A professional's e-mail of new matching vacancies (their bell hears at once); absent for others. */
  matchDigest: z.enum(matchDigestFrequencies).optional(),
});
export const notificationPreferencesUpdateSchema = z.strictObject({
  emailOff: z.array(z.enum(notificationKinds)).max(notificationKinds.length),
  matchDigest: z.enum(matchDigestFrequencies).optional(),
});
