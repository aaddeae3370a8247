import { describe, expect, it, vi } from 'vitest';
import { createNotifier } from './notify';
import type { ToastApi } from './toaster-state';

function fakeToastApi() {
  const calls: string[] = [];
  const api: ToastApi = {
    dismiss: vi.fn(() => calls.push('dismiss')),
    message: vi.fn((message: string) => calls.push(`message:${message}`)),
    success: vi.fn((message: string) => calls.push(`success:${message}`)),
    warning: vi.fn((message: string) => calls.push(`warning:${message}`)),
    error: vi.fn((message: string) => calls.push(`error:${message}`)),
  };
  return { api, calls };
}

describe('createNotifier', () => {
  it('dismisses the visible toast before showing a new one', () => {
    const { api, calls } = fakeToastApi();
    const notify = createNotifier(api);
    notify.success('Saved');
    notify.error('Failed to sign out');
    expect(calls).toEqual(['dismiss', 'success:Saved', 'dismiss', 'error:Failed to sign out']);
  });

  it('updates a toast in place when it is given an id', () => {
    const { api, calls } = fakeToastApi();
    const notify = createNotifier(api);
    notify.message('Working', { id: 'job' });
    expect(calls).toEqual(['message:Working']);
  });
});
