/**
 * Fails on any high or critical advisory of the production dependencies. Where the registry has no
 * advisory endpoint (this project's mirror answers only GET and HEAD) the step says so and passes,
 * unless AUDIT_REQUIRED=1.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export type AuditVerdict =
  | { kind: 'passed'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'unavailable'; message: string };

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<string, number>> };
  vulnerabilities?: Record<string, { severity?: string }>;
  message?: string;
  statusCode?: number;
}

const blocking = ['high', 'critical'];

/** What `npm audit --json` printed, judged: high or critical advisories fail. */
export function auditVerdict(output: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(output) as AuditReport;
  } catch {
    return { kind: 'unavailable', message: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? (report.statusCode ? `HTTP ${report.statusCode}` : 'no advisory data');
    return { kind: 'unavailable', message: `the registry gave no advisories (${why})` };
  }
  const summary = ['critical', 'high', 'moderate', 'low']
    .map((severity) => `${counts[severity] ?? 0} ${severity}`)
    .join(', ');
  const offending = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => blocking.includes(entry.severity ?? ''))
    .map(([name, entry]) => `${name} (${entry.severity})`);
  const blockingCount = (counts.high ?? 0) + (counts.critical ?? 0);
  if (blockingCount > 0) {
    return { kind: 'failed', message: `${summary}: ${offending.join(', ') || 'see npm audit'}` };
  }
  return { kind: 'passed', message: summary };
}

function main(): void {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  const verdict = auditVerdict(run.stdout);
  const required = process.env.AUDIT_REQUIRED === '1';
  if (verdict.kind === 'passed') console.log(`npm audit (production dependencies): ${verdict.message}`);
  else if (verdict.kind === 'failed')
    console.error(`npm audit: high or critical advisories: ${verdict.message}`);
  else {
    const line = `npm audit: NOT CHECKED, ${verdict.message}`;
    if (required) console.error(`${line} (AUDIT_REQUIRED=1)`);
    else console.warn(`${line}; set AUDIT_REQUIRED=1 to fail on this`);
  }
  const failed = verdict.kind === 'failed' || (verdict.kind === 'unavailable' && required);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
