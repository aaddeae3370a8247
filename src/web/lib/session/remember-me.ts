export const rememberMeStorageKey = 'rememberMe';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readRememberMe(): boolean {
  return storage()?.getItem(rememberMeStorageKey) === 'true';
}

export function writeRememberMe(value: boolean): void {
  storage()?.setItem(rememberMeStorageKey, String(value));
}

export function clearRememberMe(): void {
  storage()?.removeItem(rememberMeStorageKey);
}
