import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  createImportRegistry,
  failedModuleUrl,
  failedPageImports,
  importAgain,
  retryUrl,
  trackFailedPage,
} from './retryable-import';

describe('createImportRegistry', () => {
  it('keeps a tracked import failed until a retry', () => {
    const registry = createImportRegistry();
    const load = vi.fn(() => Promise.resolve('page'));
    const entry = registry.track(load, new Error('chunk failed'));
    expect(entry.state()).toEqual({ status: 'failed', error: new Error('chunk failed') });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads again on retry and becomes ready', async () => {
    const registry = createImportRegistry();
    const entry = registry.track(() => Promise.resolve('page'), new Error('chunk failed'));
    expect(registry.retryAll()).toBe(1);
    const state = entry.state();
    expect(state.status).toBe('loading');
    if (state.status === 'loading') await expect(state.promise).resolves.toBe('page');
    expect(entry.state()).toEqual({ status: 'ready', value: 'page' });
    expect(registry.retryAll()).toBe(0);
  });

  it('fails again when the retry fails, and can be retried once more', async () => {
    const registry = createImportRegistry();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValueOnce('page');
    const entry = registry.track(load, new Error('offline'));
    registry.retryAll();
    const loading = entry.state();
    if (loading.status === 'loading') await expect(loading.promise).rejects.toThrow('still offline');
    expect(entry.state()).toEqual({ status: 'failed', error: new Error('still offline') });
    expect(registry.retryAll()).toBe(1);
    const again = entry.state();
    if (again.status === 'loading') await again.promise;
    expect(entry.state()).toEqual({ status: 'ready', value: 'page' });
  });

  it('gives each retry the failure it retries', async () => {
    const registry = createImportRegistry();
    const first = new Error('offline');
    const second = new Error('still offline');
    const load = vi.fn<(failure: unknown) => Promise<string>>().mockRejectedValueOnce(second);
    const entry = registry.track(load, first);
    registry.retryAll();
    const loading = entry.state();
    if (loading.status === 'loading') await expect(loading.promise).rejects.toBe(second);
    load.mockResolvedValueOnce('page');
    registry.retryAll();
    expect(load.mock.calls).toEqual([[first], [second]]);
  });
});

describe('failedModuleUrl', () => {
  it('reads the module URL Chromium and Firefox name', () => {
    const url = 'https://example.test/assets/contact-page-C8KHNAn4.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(
      failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}?retry=2`)),
    ).toBe(`${url}?retry=2`);
  });

  it('is undefined when the failure names no module (Safari) or is not an error', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: not a url')),
    ).toBeUndefined();
    expect(
      failedModuleUrl('Failed to fetch dynamically imported module: https://example.test/a.js'),
    ).toBeUndefined();
    expect(failedModuleUrl(undefined)).toBeUndefined();
  });
});

describe('retryUrl', () => {
  it('adds a retry parameter, or replaces the one a failed retry had', () => {
    expect(retryUrl('https://example.test/assets/a-1.js', 1)).toBe(
      'https://example.test/assets/a-1.js?retry=1',
    );
    expect(retryUrl('https://example.test/assets/a-1.js?retry=1', 2)).toBe(
      'https://example.test/assets/a-1.js?retry=2',
    );
  });
});

describe('importAgain', () => {
  it('runs the import again when the failure names no module', async () => {
    const load = vi.fn(() => Promise.resolve({ Page: 'page' }));
    await expect(importAgain(load, new TypeError('Importing a module script failed.'))).resolves.toEqual({
      Page: 'page',
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('imports the named module under a new URL instead of running the import the browser keeps failing', async () => {
    const load = vi.fn(() => Promise.resolve({ Page: 'page' }));
    // A module on disk stands in for the chunk the browser failed to fetch.
    const directory = mkdtempSync(join(tmpdir(), 'retry-import-'));
    const chunk = join(directory, 'page-chunk.mjs');
    writeFileSync(chunk, 'export const Page = "retried";\n');
    const failure = new TypeError(
      `Failed to fetch dynamically imported module: ${pathToFileURL(chunk).href}`,
    );
    try {
      expect(failedModuleUrl(failure)).toBeDefined();
      await expect(importAgain(load, failure)).resolves.toMatchObject({ Page: 'retried' });
      expect(load).not.toHaveBeenCalled();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('trackFailedPage', () => {
  it('keeps the page failed until Try Again, which imports the module again and picks the page', async () => {
    const load = vi.fn(() => Promise.resolve({ ContactPage: 'contact page' }));
    const failure = new TypeError('Importing a module script failed.');
    const entry = trackFailedPage(load, (module) => module.ContactPage, failure);
    expect(entry.state()).toEqual({ status: 'failed', error: failure });
    expect(failedPageImports.retryAll()).toBe(1);
    const loading = entry.state();
    if (loading.status === 'loading') await loading.promise;
    expect(entry.state()).toEqual({ status: 'ready', value: 'contact page' });
    expect(load).toHaveBeenCalledOnce();
  });
});
