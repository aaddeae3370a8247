import { describe, expect, it } from 'vitest';
import { jobClosedNotice, revokedTitlesListed, vacanciesRevokedNotice } from './vacancy-notices';

describe('the notices of a vacancy closing', () => {
  it('names one closed vacancy in the title, and lists several with “and” before the last', () => {
    expect(vacanciesRevokedNotice(['Paramedic']).title).toBe('Your vacancy “Paramedic” has closed');
    expect(vacanciesRevokedNotice(['Paramedic', 'Dietitian']).body).toMatch(
      /^Your vacancies “Paramedic” and “Dietitian” have closed because/,
    );
    expect(vacanciesRevokedNotice(['A', 'B', 'C']).body).toMatch(
      /^Your vacancies “A”, “B” and “C” have closed/,
    );
  });

  it('counts the vacancies past the ones it lists, so a notice stays readable', () => {
    const titles = Array.from({ length: revokedTitlesListed + 3 }, (_, index) => `Job ${index + 1}`);
    const notice = vacanciesRevokedNotice(titles);
    expect(notice.title).toBe(`Your ${revokedTitlesListed + 3} vacancies have closed`);
    expect(notice.body).toContain(`“Job ${revokedTitlesListed}” and 3 more have closed`);
    expect(notice.body).not.toContain(`Job ${revokedTitlesListed + 1}”`);
  });

  it('tells the professional a filled job was filled, and nothing more of why otherwise', () => {
    const job = { title: 'Paramedic', organisationName: 'Aire Valley PCN', role: 'Paramedic' };
    expect(jobClosedNotice({ ...job, reason: 'filled' }).body).toContain(
      'has closed because it has been filled.',
    );
    for (const reason of ['expired', 'withdrawn', 'organisation_revoked'] as const)
      expect(jobClosedNotice({ ...job, reason }).body).toMatch(
        /^The job “Paramedic” at Aire Valley PCN has closed\. /,
      );
  });
});
