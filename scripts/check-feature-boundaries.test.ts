import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  domainNameViolations,
  featureRootViolations,
  findDomainNameViolations,
  findFeatureRootViolations,
  findSqlViolations,
  findViolations,
  mayHoldSql,
  sqlImportViolations,
} from './check-feature-boundaries.mjs';

describe('feature boundaries', () => {
  it('finds no feature importing another in the tree', () => {
    expect(findViolations()).toEqual([]);
  });
});

describe('one name per domain', () => {
  it('finds every folder of the three layers named by a domain name in the tree', () => {
    expect(findDomainNameViolations()).toEqual([]);
  });

  it('reports a singular, an alias or an unknown name in any layer', () => {
    expect(
      domainNameViolations({
        'src/shared': ['candidates', 'candidate'],
        'src/server/features': ['marketplace', 'employer'],
        'src/web/features': ['accounts', 'account', 'community'],
      }).map((violation) => violation.split(':')[0]),
    ).toEqual(['src/shared/candidate', 'src/server/features/employer', 'src/web/features/account']);
  });
});

describe('web feature folders', () => {
  it('hold only pages at their root in the tree', () => {
    expect(findFeatureRootViolations()).toEqual([]);
  });

  it('send modules and their tests to model/ or hooks/, and leave pages and sub-folders alone', () => {
    expect(
      featureRootViolations([
        'candidates/candidate-area-page.tsx',
        'candidates/opportunity-display.ts',
        'candidates/opportunity-display.test.ts',
        'candidates/model/opportunity-glance.ts',
        'admin/hooks/use-account-actions.ts',
        'admin/use-moderation-actions.ts',
      ]),
    ).toEqual([
      'src/web/features/candidates/opportunity-display.ts: not a page (a .ts module goes in model/ or hooks/)',
      'src/web/features/candidates/opportunity-display.test.ts: not a page (a .ts module goes in model/ or hooks/)',
      'src/web/features/admin/use-moderation-actions.ts: not a page (a .ts module goes in model/ or hooks/)',
    ]);
  });
});

describe('SQL only in repositories', () => {
  it('finds no drizzle-orm import outside repositories, src/server/db and tests in the tree', () => {
    expect(findSqlViolations()).toEqual([]);
  });

  it('reports every form of drizzle-orm import in a service, a plugin or an infrastructure module', () => {
    const content = [
      "import { and, eq } from 'drizzle-orm';",
      'import type {',
      '  AnyPgColumn,',
      "} from 'drizzle-orm/pg-core';",
      'export { sql } from "drizzle-orm";',
      "const { count } = await import('drizzle-orm');",
    ].join('\n');
    expect(sqlImportViolations('src/server/features/community/votes.service.ts', content)).toEqual([
      "src/server/features/community/votes.service.ts: imports 'drizzle-orm' (SQL belongs in a *.repository.ts)",
      "src/server/features/community/votes.service.ts: imports 'drizzle-orm/pg-core' (SQL belongs in a *.repository.ts)",
      "src/server/features/community/votes.service.ts: imports 'drizzle-orm' (SQL belongs in a *.repository.ts)",
      "src/server/features/community/votes.service.ts: imports 'drizzle-orm' (SQL belongs in a *.repository.ts)",
    ]);
    expect(sqlImportViolations('src/server/rate-limit/rate-limiter.ts', content)).toHaveLength(4);
    expect(sqlImportViolations('src/server/cli/seed-demo.ts', content)).toHaveLength(4);
  });

  it('allows repositories, the database module, tests and their helpers, and code outside the server', () => {
    const content = "import { sql } from 'drizzle-orm';";
    for (const path of [
      'src/server/features/community/votes.repository.ts',
      'src/server/rate-limit/rate-limit.repository.ts',
      'src/server/db/database.ts',
      'src/server/db/community-schema.ts',
      'src/server/features/community/posts.routes.test.ts',
      'src/server/features/community/moderation.test-utils.ts',
      'src/server/test/database.test-utils.ts',
      'bench/community-seed.ts',
    ]) {
      expect(mayHoldSql(path), path).toBe(true);
      expect(sqlImportViolations(path, content), path).toEqual([]);
    }
  });

  it('ignores imports that only look alike', () => {
    const content = [
      "import { drizzleAdapter } from 'better-auth/adapters/drizzle';",
      "import { thing } from 'drizzle-orm-extra';",
      "import { createPostsRepository } from './posts.repository';",
    ].join('\n');
    expect(sqlImportViolations('src/server/auth/auth.ts', content)).toEqual([]);
  });

  it('makes the script exit 1 naming the file when a service imports drizzle-orm', () => {
    // A copy of the script in a throwaway tree of its own: the real tree is left alone.
    const tree = mkdtempSync(join(tmpdir(), 'boundaries-'));
    try {
      mkdirSync(join(tree, 'scripts'));
      copyFileSync(
        fileURLToPath(new URL('./check-feature-boundaries.mjs', import.meta.url)),
        join(tree, 'scripts/check.mjs'),
      );
      const feature = join(tree, 'src/server/features/community');
      mkdirSync(feature, { recursive: true });
      writeFileSync(join(feature, 'notes.repository.ts'), "import { eq } from 'drizzle-orm';\n");
      const run = () => spawnSync('node', [join(tree, 'scripts/check.mjs')], { encoding: 'utf8' });
      expect(run().status).toBe(0);

      writeFileSync(join(feature, 'notes.service.ts'), "import { sql } from 'drizzle-orm';\n");
      const failed = run();
      expect(failed.status).toBe(1);
      expect(failed.stderr).toContain('SQL lives only in repositories');
      expect(failed.stderr).toContain(
        "src/server/features/community/notes.service.ts: imports 'drizzle-orm'",
      );
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });
});
