import type { RecruitmentSubmissionInput } from '../../../../shared/submissions/submission.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/submissions/recruitment: 201 when received; 400 or 429 as ApiError. */
export async function submitRecruitment(input: RecruitmentSubmissionInput): Promise<void> {
  await apiRequest('/api/submissions/recruitment', { method: 'POST', body: input });
}
