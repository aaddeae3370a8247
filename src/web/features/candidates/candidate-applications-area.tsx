import { CandidateApplicationsPage } from './candidate-applications-page';
import { CandidateApplyPage } from './candidate-apply-page';
import { CandidateMatchesPage } from './candidate-matches-page';
import type { ApplicationsRoute } from './model/candidate-route';

/**
 * The apply page, the candidate's applications and their matched vacancies: one chunk, loaded only
 * when one of them is opened.
 */
export function CandidateApplicationsArea({ route }: { route: ApplicationsRoute }) {
  if (route.page === 'apply') return <CandidateApplyPage key={route.vacancyId} vacancyId={route.vacancyId} />;
  return route.page === 'matches' ? <CandidateMatchesPage /> : <CandidateApplicationsPage />;
}
