import { apiHeaders } from '../net/client.ts';

export interface UploadResult {
  status: number;
  statusText: string;
  /** The response body as text (the device answers uploads in plain text). */
  text: string;
}

export interface UploadOptions {
  /** Called with 0–100 while the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form with upload progress, which `fetch` cannot report. Resolves with any
 * HTTP status (the caller maps 200/500/other to its own states) and rejects only when the
 * request could not be sent at all.
 */
export function uploadWithProgress(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }),
    );
    xhr.addEventListener('error', () => reject(new Error('upload failed')));
    xhr.addEventListener('abort', () => reject(new DOMException('upload aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
