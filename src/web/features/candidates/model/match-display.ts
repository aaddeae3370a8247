import type { MatchedVacancy } from '../../../../shared/marketplace/candidate-matches.schemas';
import {
  vacancyEmploymentTypeLabels,
  workArrangementLabels,
} from '../../../../shared/marketplace/vacancy.constants';
import { vacancyHoursText, vacancyPayText } from '../../../../shared/marketplace/vacancy-facts';
import { ukLongDate } from '../../../../shared/validation/uk-day';

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
    ['Start date', ukLongDate(match.startDate)],
    ['Closing date', ukLongDate(match.closingDate)],
  ];
}

export function distanceText(km: number): string {
  return km < 1 ? 'under 1 km away' : `${Math.round(km)} km away`;
}
