// Types of check-feature-boundaries.mjs (plain JavaScript, run by node in `npm test`) for its test.
export function findViolations(): string[];
export function mayHoldSql(path: string): boolean;
export function sqlImportViolations(path: string, content: string): string[];
export function findSqlViolations(): string[];
export function featureRootViolations(paths: string[]): string[];
export function findFeatureRootViolations(): string[];
export const domainNames: string[];
export function domainNameViolations(foldersByLayer: Record<string, string[]>): string[];
export function findDomainNameViolations(): string[];
