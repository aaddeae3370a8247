import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  employmentTypesText,
  experienceText,
  localToday,
  locationText,
  otherRolesOfInterest,
  resultsCountText,
  rolesOfInterestText,
  roleTitle,
  tierBadge,
  topSkills,
} from './candidate-display';

describe('how an anonymised profile reads', () => {
  it('names the role, the tier badge and the experience band', () => {
    expect(roleTitle({ arrsRole: 'first-contact-physiotherapist' })).toBe('First Contact Physiotherapist');
    expect(roleTitle({ arrsRole: null })).toBe('ARRS professional');
    expect(tierBadge('active_seeker')).toBe('Job Seeker');
    expect(tierBadge('portfolio')).toBe('Professional');
    expect(experienceText('3_5')).toBe('3–5 years experience');
    expect(experienceText(null)).toBe('Experience not given');
  });

  it('says when the professional is available', () => {
    expect(availabilityText(null, '2027-01-04')).toBe('Availability not given');
    expect(availabilityText('2027-01-04', '2027-01-04')).toBe('Available now');
    expect(availabilityText('2026-12-01', '2027-01-04')).toBe('Available now');
    expect(availabilityText('2027-02-01', '2027-01-04')).toBe('Available from 1 Feb 2027');
    expect(localToday(new Date(2027, 0, 4, 23, 30))).toBe('2027-01-04');
  });

  it('gives the district and the distance only', () => {
    expect(locationText({ postcodeDistrict: 'LS6', distanceKm: 3.25 })).toBe('LS6 · 3.3 km away');
    expect(locationText({ postcodeDistrict: 'LS6', distanceKm: 12 })).toBe('LS6 · 12 km away');
  });

  it('lists employment types and counts results', () => {
    expect(employmentTypesText(['permanent', 'part_time'])).toBe('Permanent, Part time');
    expect(employmentTypesText([])).toBe('Any employment type');
    expect(resultsCountText(1)).toBe('1 professional found');
    expect(resultsCountText(0)).toBe('0 professionals found');
    expect(resultsCountText(1234)).toBe('1,234 professionals found');
  });

  it("lists the other roles of interest, not the professional's own role again", () => {
    const profile = { arrsRole: 'paramedic', rolesOfInterest: ['paramedic', 'physician-associate'] };
    expect(otherRolesOfInterest(profile)).toEqual(['physician-associate']);
    expect(rolesOfInterestText(otherRolesOfInterest(profile))).toBe('Physician Associate');
    expect(otherRolesOfInterest({ arrsRole: 'paramedic', rolesOfInterest: ['paramedic'] })).toEqual([]);
    expect(otherRolesOfInterest({ arrsRole: null, rolesOfInterest: ['paramedic'] })).toEqual(['paramedic']);
  });

  it('keeps three skills for a card', () => {
    expect(topSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(topSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});
