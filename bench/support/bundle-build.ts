import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { Manifest } from '../../scripts/bundle-weight';

const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    imports: z.array(z.string()).optional(),
    dynamicImports: z.array(z.string()).optional(),
    css: z.array(z.string()).optional(),
    isEntry: z.boolean().optional(),
  }),
);

/** The built web app: dist/web by default, or the directory given (e.g. a build elsewhere). */
export function webBuild(dir = join(process.cwd(), 'dist', 'web')) {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} not found: build the web app first (npx vite build --logLevel warn).`);
  }
  const manifest: Manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const sizes = new Map<string, number>();
  /** Gzip level 9 (what the build's .gz copies hold), computed here so any build can be measured. */
  const gzipBytes = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return { dir, manifest, gzipBytes };
}
