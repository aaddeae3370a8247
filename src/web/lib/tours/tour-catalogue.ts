import type { TourAudience } from './tour-rules';

/*
 * Which tours exist and the element each one starts on: all the signed-in areas need before a tour
 * runs. The steps' titles and texts (tour-definitions.ts) load with `import()` when a tour is about
 * to run, so they stay out of every signed-in page's initial JavaScript.
 */

/** The community page's tour targets; the page carries these exact attributes. */
export const communityTourTargets = {
  header: '[data-tour="community-header"]',
  createPost: '[data-tour="community-create-post"]',
  search: '[data-tour="community-search"]',
  filters: '[data-tour="community-filters"]',
  guidelines: '[data-tour="community-guidelines"]',
  posts: '[data-tour="community-posts"]',
  pulse: '[data-tour="community-pulse"]',
  trending: '[data-tour="community-trending"]',
  tourButton: '[data-tour="community-tour-button"]',
} as const;

/** The candidate dashboard's and documents page's tour targets. */
export const candidateTourTargets = {
  welcome: '[data-tour="candidate-welcome"]',
  completion: '[data-tour="candidate-completion"]',
  nextSteps: '[data-tour="candidate-next-steps"]',
  shortcuts: '[data-tour="candidate-shortcuts"]',
  documentsUpload: '[data-tour="documents-upload"]',
  documentsList: '[data-tour="documents-list"]',
} as const;

const communityAudiences: readonly TourAudience[] = ['candidate', 'employer', 'admin'];

/** Tour name → its first step's element, which must be on the page for the tour to start. */
const firstElements: ReadonlyMap<string, string> = new Map([
  ...communityAudiences.map(
    (audience) => [`${audience}_community_tour`, communityTourTargets.header] as const,
  ),
  ['candidate_main_tour', candidateTourTargets.welcome],
  ['candidate_documents_tour', candidateTourTargets.documentsUpload],
]);

export const tourNames: readonly string[] = [...firstElements.keys()];

/** A tour without an entry never queues. */
export function tourFirstElement(name: string): string | undefined {
  return firstElements.get(name);
}
