import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { VacancyLinkField, vacanciesUnavailable, vacancyLinkLabel } from './vacancy-link-field';

async function markup(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const open = { id: 'v1', title: 'Paramedic', status: 'open', closingDate: '2027-01-10' } as EmployerVacancy;
const paused = {
  id: 'v2',
  title: 'Dietitian',
  status: 'paused',
  closingDate: '2027-02-01',
} as EmployerVacancy;

describe('VacancyLinkField', () => {
  it('is a labelled select whose first choice is none, then each vacancy with its status and closing date', async () => {
    const html = await markup(
      <VacancyLinkField vacancies={[open, paused]} failed={false} name="vacancyId" />,
    );
    expect(html).toMatch(
      new RegExp(
        `<label for="([^"]+)"[^>]*>${vacancyLinkLabel.replace(/[()]/g, '\\$&')}</label><select id="\\1"`,
      ),
    );
    expect(html).toContain('aria-describedby=');
    expect(html).toMatch(
      /<option value="">No vacancy<\/option><option value="v1">Paramedic – open, closes 10 Jan 2027<\/option><option value="v2">Dietitian – paused, closes 1 Feb 2027<\/option>/,
    );
    expect(html).toContain('role="status"');
  });

  it('says it is loading, shows nothing without a vacancy to link, and says when they cannot be read', async () => {
    expect(await markup(<VacancyLinkField vacancies={undefined} failed={false} />)).toContain(
      'Loading your vacancies…',
    );
    expect(await markup(<VacancyLinkField vacancies={[]} failed={false} />)).toBe('');
    const failed = await markup(<VacancyLinkField vacancies={undefined} failed />);
    expect(failed).toContain(vacanciesUnavailable);
    expect(failed).not.toContain('<select');
  });

  it('says what it filled in, and ties an error to the select', async () => {
    const html = await markup(
      <VacancyLinkField vacancies={[open]} failed={false} note="Filled in from “Paramedic”" error="Gone" />,
    );
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('Filled in from “Paramedic”');
    expect(html).toContain('Gone');
  });
});
