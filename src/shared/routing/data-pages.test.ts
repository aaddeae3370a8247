import { describe, expect, it } from 'vitest';
import { dataPagePatternAt, pageDataJson } from './data-pages';

describe('data pages', () => {
  it('knows the board and a job by their paths', () => {
    expect(dataPagePatternAt('/arrsplace/jobs')).toBe('/arrsplace/jobs');
    expect(dataPagePatternAt('/arrsplace/jobs/')).toBe('/arrsplace/jobs');
    expect(dataPagePatternAt('/arrsplace/jobs/paramedic-ls6-id')).toBe('/arrsplace/jobs/:job');
    for (const path of ['/arrsplace', '/arrsplace/jobs/a/b', '/arrsplace/jobsx', '/jobs'])
      expect(dataPagePatternAt(path)).toBeUndefined();
  });

  it('writes data that cannot end its script element', () => {
    const json = pageDataJson({
      pattern: '/arrsplace/jobs/:job',
      data: { kind: 'closed', message: '</script><script>alert(1)</script>' },
    });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).data.message).toBe('</script><script>alert(1)</script>');
  });
});
