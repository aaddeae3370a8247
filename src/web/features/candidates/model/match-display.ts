import type { MatchedVacancy } from '../../../../shared/marketplace/candidate-matches.schemas';
import { type EarlyAccess, earlyAccessText } from '../../../../shared/marketplace/early-access';
import { longDayText } from '../../../../shared/marketplace/job-display';
import {
  vacancyEmploymentTypeLabels,
  workArrangementLabels,
} from '../../../../shared/marketplace/vacancy.constants';
import { vacancyHoursText, vacancyPayText } from '../../../../shared/marketplace/vacancy-facts';

/** What a matched vacancy offers, term by term, in the board's words. */
export function matchFacts(match: MatchedVacancy): [term: string, text: string][] {
  return [
    ['Pay', vacancyPayText(match.pay)],
    ['Employment type', vacancyEmploymentTypeLabels[match.employmentType]],
    ['Time', vacancyHoursText(match)],
    [
      'Where',
      `${match.postcodeDistrict}, ${workArrangementLabels[match.workArrangement].toLowerCase()} · ${distanceText(match.distanceKm)}`,
    ],
    ['Start date', longDayText(match.startDate)],
    ['Closing date', longDayText(match.closingDate)],
  ];
}

export function distanceText(km: number): string {
  return km < 1 ? 'under 1 km away' : `${Math.round(km)} km away`;
}

/** What the card says of the vacancy's early access, or null when it is open to everyone. */
export function matchEarlyAccessText(access: EarlyAccess | null): string | null {
  return access ? earlyAccessText(access) : null;
}
