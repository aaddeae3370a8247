import { describe, expect, it, vi } from 'vitest';
import { createImportRegistry } from './retryable-import';

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
});
