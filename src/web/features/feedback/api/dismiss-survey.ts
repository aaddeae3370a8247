import type { z } from 'zod';
import type { surveyStatusSchema } from '../../../../shared/feedback/survey';
import { apiRequestAs } from '../../../lib/api-client';

/** POST /api/feedback/survey/dismiss: 'Not now', which puts the survey off for this sign-in. */
export function dismissSurvey() {
  return apiRequestAs<z.output<typeof surveyStatusSchema>>('/api/feedback/survey/dismiss', {
    method: 'POST',
  });
}
