import type { MatchReason } from '../../../../shared/marketplace/match-score';

/*
 * How a suggested professional's match reads (docs/product/matching.md#suggested-professionals): the
 * score out of 100, and each reason with a tick or a cross that a screen reader hears as words too.
 */

export const suggestionsIntro =
  'Professionals who match this vacancy, best first. Profiles are anonymised: a name and contact details reach you only once the professional approves your opportunity.';

export const noSuggestionsText = 'No professionals match yet.';

/** The hint under the empty list: the radius the vacancy looks within, and where to widen it. */
export const widenRadiusHint = (radiusKm: number) =>
  `This vacancy looks for professionals within ${radiusKm} km. Edit the vacancy to widen “Look for professionals within” and more may match.`;

export const matchScoreText = (score: number) => `${score}% match`;

/** What a screen reader hears before a reason: the tick or cross is an icon. */
export const reasonStateText = (reason: Pick<MatchReason, 'met'>) =>
  reason.met ? 'Matches:' : 'Does not match:';
