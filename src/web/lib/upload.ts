import { ApiError, answerAs, failedAnswer, parseAnswerText, unexpectedErrorMessage } from './api-client';

export interface UploadOptions {
  /** Called with 0–100 as the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** XMLHttpRequest, since fetch cannot report upload progress; answers are read as apiRequestAs reads them. */
export function uploadForm<T>(path: string, form: FormData, options: UploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'text';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const payload = parseAnswerText(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(failedAnswer(request.status, payload));
        return;
      }
      try {
        resolve(answerAs<T>(payload));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'NETWORK_ERROR', unexpectedErrorMessage)));
    request.addEventListener('abort', () => reject(new UploadCancelled()));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new UploadCancelled());
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}
