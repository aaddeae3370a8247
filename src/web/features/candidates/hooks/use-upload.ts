import { useCallback, useRef, useState } from 'react';
import { errorMessageOf } from '../../../lib/api-client';
import { UploadCancelled, uploadForm } from '../../../lib/upload';

export interface UploadState {
  progress: number | undefined;
  error: string | undefined;
  cancelled: boolean;
}

export function useUpload<T>(path: string) {
  const [state, setState] = useState<UploadState>({
    progress: undefined,
    error: undefined,
    cancelled: false,
  });
  const controller = useRef<AbortController>(undefined);

  const start = useCallback(
    async (form: FormData): Promise<T | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ progress: 0, error: undefined, cancelled: false });
      try {
        const result = await uploadForm<T>(path, form, {
          signal: current.signal,
          onProgress: (progress) => setState((previous) => ({ ...previous, progress })),
        });
        setState({ progress: undefined, error: undefined, cancelled: false });
        return result;
      } catch (error) {
        const cancelled = error instanceof UploadCancelled;
        setState({ progress: undefined, error: cancelled ? undefined : errorMessageOf(error), cancelled });
        return undefined;
      }
    },
    [path],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const fail = useCallback((error: string) => setState({ progress: undefined, error, cancelled: false }), []);
  return { ...state, uploading: state.progress !== undefined, start, cancel, fail };
}
