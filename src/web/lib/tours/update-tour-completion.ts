import type { QueryClient } from '@tanstack/react-query';
import type { CompletedTours, TourCompletionResponse } from '../../../shared/accounts/tours';
import { apiRequestAs } from '../api-client';
import { updateCachedProfile } from '../session/get-me';

export function updateTourCompletion(tourName: string, completed: boolean): Promise<TourCompletionResponse> {
  return apiRequestAs<TourCompletionResponse>(`/api/account/tours/${encodeURIComponent(tourName)}`, {
    method: 'PUT',
    body: { completed },
  });
}

function setCachedTours(queryClient: QueryClient, change: (tours: CompletedTours) => CompletedTours) {
  updateCachedProfile(queryClient, (profile) => ({
    onboardingToursCompleted: change(profile.onboardingToursCompleted),
  }));
}

/** At once, so the route tour does not start again while the request runs. */
export async function saveTourCompletion(queryClient: QueryClient, tourName: string, completed: boolean) {
  setCachedTours(queryClient, (tours) => {
    const { [tourName]: _previous, ...others } = tours;
    return completed ? { ...others, [tourName]: true } : others;
  });
  const saved = await updateTourCompletion(tourName, completed);
  setCachedTours(queryClient, () => saved.onboardingToursCompleted);
}
