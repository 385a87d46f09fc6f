import { useCallback, useState } from 'react';
import { followRestart } from './restart-store.ts';
import { uploadWithProgress } from './upload.ts';
import { uploadOutcome } from './upload-outcome.ts';
import { useLifetimeSignal } from './use-lifetime-signal.ts';

export type FileUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success'; restarted: boolean }
  | { phase: 'error'; message: string };

/** The page's own words for the failures. */
export interface FileUploadTexts {
  noFile: string;
  httpError: (statusText: string) => string;
  sendFailed: string;
}

/**
 * Uploading one file to the device (a config restore, the file manager): progress, the device's
 * answer (200 success, 500 its text), then the shared restart flow every generation starts after
 * a file upload.
 */
export function useFileUpload(texts: FileUploadTexts) {
  const [state, setState] = useState<FileUploadState>({ phase: 'idle' });
  const lifetimeSignal = useLifetimeSignal();
  const { noFile, httpError, sendFailed } = texts;

  /** Sends `file` as multipart field `field` to `path` (which names the target). */
  const upload = useCallback(
    async (path: string, field: string, file: File | undefined) => {
      if (!file) {
        setState({ phase: 'error', message: noFile });
        return;
      }
      const signal = lifetimeSignal();
      setState({ phase: 'uploading', percent: 0 });
      try {
        const form = new FormData();
        form.append(field, file, field);
        const result = await uploadWithProgress(path, form, {
          signal,
          onProgress: (percent) => setState({ phase: 'uploading', percent }),
        });
        const outcome = uploadOutcome(result, httpError);
        if (!outcome.ok) {
          setState({ phase: 'error', message: outcome.message });
          return;
        }
        setState({ phase: 'success', restarted: false });
        await followRestart('Restore');
        setState({ phase: 'success', restarted: true });
      } catch {
        if (!signal.aborted) setState({ phase: 'error', message: sendFailed });
      }
    },
    [noFile, httpError, sendFailed, lifetimeSignal],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, upload, reset };
}
