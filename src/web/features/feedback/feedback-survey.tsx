import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { surveyRules } from '../../../shared/feedback/survey.constants';
import { useSurveyStatus } from './api/get-survey-status';

// The survey's form (react-hook-form with its zod schema) loads only when the survey is due.
const SurveyDialog = lazy(() =>
  import('./components/survey-dialog').then((m) => ({ default: m.SurveyDialog })),
);

/** The check runs 1 s after the area loads; the server applies the rule. */
function FeedbackSurvey() {
  const [ready, setReady] = useState(false);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), surveyRules.checkDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  const status = useSurveyStatus(ready);
  if (closed || !status.data?.show) return null;
  return (
    <Suspense fallback={null}>
      <SurveyDialog onClose={() => setClosed(true)} />
    </Suspense>
  );
}

export function FeedbackLayout() {
  return (
    <>
      <Outlet />
      <FeedbackSurvey />
    </>
  );
}
