import { financialYearOf } from '../../../../shared/marketplace/opportunity.schemas';

/** '2026/27' → 2026. */
function startYearOf(financialYear: string): number {
  return Number(financialYear.slice(0, 4));
}

function financialYearStarting(year: number): string {
  return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * The years an admin edits the reimbursement table for: the previous one (still being claimed), the
 * current one and the next one (NHS England publishes its figures before April). Current first.
 */
export function editableFinancialYears(today: Date): { current: string; years: readonly string[] } {
  const current = financialYearOf(today);
  const start = startYearOf(current);
  return {
    current,
    years: [financialYearStarting(start - 1), current, financialYearStarting(start + 1)],
  };
}
