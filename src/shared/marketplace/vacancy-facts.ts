import type { VacancyPayBasis } from './vacancy.constants';

/*
 * A vacancy's pay and hours in words, as the employer's pages, the jobs board, the apply page and an
 * application's terms all say them. Without Intl: a public page's first load must not wait for the
 * browser's locale data (decision 031), and the text is the same wherever it is made.
 */

/** 42000 → '42,000', as en-GB writes it. */
export function groupThousands(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const pounds = (value: number) => `£${groupThousands(value)}`;

/** '£42,000 to £48,000 a year', '£42,000 a year', '£350 a day'. */
export function vacancyPayText(pay: {
  basis: VacancyPayBasis;
  minPounds: number;
  maxPounds: number | null;
}): string {
  if (pay.basis === 'day_rate') return `${pounds(pay.minPounds)} a day`;
  const top = pay.maxPounds ?? pay.minPounds;
  return top === pay.minPounds
    ? `${pounds(pay.minPounds)} a year`
    : `${pounds(pay.minPounds)} to ${pounds(top)} a year`;
}

/** Sessions and hours, whichever the employer gave: '1 session, 37.5 hours a week'. */
export function vacancyHoursText(vacancy: {
  sessionsPerWeek: number | null;
  hoursPerWeek: number | null;
}): string {
  const parts: string[] = [];
  if (vacancy.sessionsPerWeek !== null)
    parts.push(`${vacancy.sessionsPerWeek} ${vacancy.sessionsPerWeek === 1 ? 'session' : 'sessions'}`);
  if (vacancy.hoursPerWeek !== null)
    parts.push(`${vacancy.hoursPerWeek} ${vacancy.hoursPerWeek === 1 ? 'hour' : 'hours'}`);
  return `${parts.join(', ')} a week`;
}
