import { CandidateApplicationsPage } from './candidate-applications-page';
import { CandidateApplyPage } from './candidate-apply-page';
import type { ApplicationsRoute } from './model/candidate-route';

/** The apply page and the candidate's applications: one chunk, loaded only when one of them is opened. */
export function CandidateApplicationsArea({ route }: { route: ApplicationsRoute }) {
  return route.page === 'apply' ? (
    <CandidateApplyPage key={route.vacancyId} vacancyId={route.vacancyId} />
  ) : (
    <CandidateApplicationsPage />
  );
}
