import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverCommand } from './server-command';

describe('the server command', () => {
  it('is the one npm start runs after building', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toBe(`node scripts/build-if-needed.mjs && ${serverCommand}`);
  });
});
