import { describe, expect, it } from 'vitest';
import { auditVerdict } from './npm-audit';

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });

describe('the dependency audit', () => {
  it('passes with moderate and low advisories only', () => {
    expect(auditVerdict(report({ critical: 0, high: 0, moderate: 2, low: 1 }))).toEqual({
      kind: 'passed',
      message: '0 critical, 0 high, 2 moderate, 1 low',
    });
  });

  it('fails on a high or a critical advisory and names the packages', () => {
    const verdict = auditVerdict(
      report(
        { critical: 1, high: 1, moderate: 1 },
        { fastify: { severity: 'high' }, undici: { severity: 'critical' }, ms: { severity: 'moderate' } },
      ),
    );
    expect(verdict.kind).toBe('failed');
    expect(verdict.message).toBe('1 critical, 1 high, 1 moderate, 0 low: fastify (high), undici (critical)');
  });

  it('says when the registry answered with no advisories at all', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toEqual({
      kind: 'unavailable',
      message:
        'the registry gave no advisories (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
    });
    expect(auditVerdict('').kind).toBe('unavailable');
  });
});
