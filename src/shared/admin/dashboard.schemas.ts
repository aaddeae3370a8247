import { z } from 'zod';

export const adminDashboardCountKeys = [
  'pendingAccounts',
  'organisationsToVerify',
  'documentsToVerify',
  'newContactSubmissions',
  'newRecruitmentSubmissions',
  'openReports',
  'opportunitiesAwaitingIntroduction',
  'deadLetters',
] as const;
export type AdminDashboardCountKey = (typeof adminDashboardCountKeys)[number];

export const adminDashboardResponseSchema = z.object({
  counts: z.object(
    Object.fromEntries(adminDashboardCountKeys.map((key) => [key, z.number().int().min(0)])) as Record<
      AdminDashboardCountKey,
      z.ZodNumber
    >,
  ),
});
export type AdminDashboardResponse = z.output<typeof adminDashboardResponseSchema>;
