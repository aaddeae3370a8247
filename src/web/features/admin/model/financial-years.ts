import { financialYearOf } from '../../../../shared/marketplace/opportunity.schemas';

function startYearOf(financialYear: string): number {
  return Number(financialYear.slice(0, 4));
}

function financialYearStarting(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/** The previous year is still being claimed; NHS England publishes the next one's figures before April. */
export function editableFinancialYears(today: Date): { current: string; years: readonly string[] } {
  const current = financialYearOf(today);
  const start = startYearOf(current);
  return {
    current,
    years: [financialYearStarting(start - 1), current, financialYearStarting(start + 1)],
  };
}
