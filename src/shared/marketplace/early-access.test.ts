import { describe, expect, it } from 'vitest';
import { earlyAccessFor, earlyAccessMessages, earlyAccessUntil, hasEarlyAccess } from './early-access';

const published = new Date('2027-01-02T10:00:00Z');
const hours = (n: number) => new Date(published.getTime() + n * 3_600_000);

describe('early access', () => {
  it('lasts 48 hours from publication and names the UK day the vacancy opens to everyone', () => {
    expect(earlyAccessUntil(published, hours(0))).toBe('2027-01-04');
    expect(earlyAccessUntil(published.toISOString(), hours(47.99))).toBe('2027-01-04');
    expect(earlyAccessUntil(published, hours(48))).toBeNull();
    expect(earlyAccessUntil(null, hours(1))).toBeNull();
  });

  it('names the UK day, not the UTC one, in summer time', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    expect(earlyAccessUntil(new Date('2027-06-29T23:30:00Z'), new Date('2027-06-30T00:00:00Z'))).toBe(
      '2027-07-02',
    );
  });

  it('is for job seekers at 80 % or more, never portfolio or community members', () => {
    expect(hasEarlyAccess({ profileTier: 'active_seeker', completionPercentage: 80 })).toBe(true);
    expect(hasEarlyAccess({ profileTier: 'active_seeker', completionPercentage: 79 })).toBe(false);
    expect(hasEarlyAccess({ profileTier: 'portfolio', completionPercentage: 100 })).toBe(false);
    expect(hasEarlyAccess({ profileTier: 'community', completionPercentage: 100 })).toBe(false);
  });

  it('says what each reader is told', () => {
    const seeker = { profileTier: 'active_seeker', completionPercentage: 85 };
    expect(earlyAccessFor(published, hours(1), seeker)).toEqual({
      opensToEveryoneOn: '2027-01-04',
      canApplyNow: true,
      note: 'Early access: you can apply now',
    });
    expect(earlyAccessFor(published, hours(1), { ...seeker, completionPercentage: 60 })).toEqual({
      opensToEveryoneOn: '2027-01-04',
      canApplyNow: false,
      note: 'Opens to everyone on 4 January 2027',
    });
    expect(earlyAccessMessages.refused('2027-01-04')).toBe(
      'This vacancy opens to everyone on 4 January 2027.',
    );
    expect(earlyAccessFor(published, hours(49), seeker)).toBeNull();
  });
});
