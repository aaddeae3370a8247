import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state';
import { CandidateAreaPage } from './candidate-area-page';
import { candidateRouteOf } from './model/candidate-route';

const ApplicationsArea = lazy(() =>
  import('./candidate-applications-area').then((module) => ({ default: module.CandidateApplicationsArea })),
);

/**
 * The candidate area's other paths: the apply page and the applications list, else the dashboard.
 * They share the area's catch-all route, since every router entry weighs on each page's first load.
 */
export function CandidateAreaRest() {
  const route = candidateRouteOf(useParams()['*'] ?? '');
  if (route.page === 'dashboard') return <CandidateAreaPage />;
  return (
    <Suspense fallback={<LoadingState text="Loading..." />}>
      <ApplicationsArea route={route} />
    </Suspense>
  );
}
