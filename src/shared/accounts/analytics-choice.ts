import { z } from 'zod';
import { accountAnalyticsChoices } from './analytics-choice.constants';

export const analyticsChoiceSchema = z.strictObject({ choice: z.enum(accountAnalyticsChoices) });
export type AnalyticsChoiceInput = z.infer<typeof analyticsChoiceSchema>;

export const analyticsChoiceResponseSchema = z.object({ analyticsChoice: z.enum(accountAnalyticsChoices) });
export type AnalyticsChoiceResponse = z.infer<typeof analyticsChoiceResponseSchema>;
