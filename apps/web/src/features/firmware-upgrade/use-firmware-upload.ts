import { useCallback, useRef, useState } from 'react';
import { appFingerprint, followRestart } from '../../api/restart-store.ts';
import { uploadWithProgress } from '../../api/upload.ts';
import { uploadOutcome } from '../../api/upload-outcome.ts';
import { useLifetimeSignal } from '../../api/use-lifetime-signal.ts';
import { useI18n } from '../../i18n/use-i18n.ts';
import { md5OfFile } from './md5-of-file.ts';

export type FirmwareUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success' }
  | { phase: 'error'; message: string };

/**
 * The firmware upload flow: checksum, multipart upload (`MD5` first, as the device requires),
 * then either the success card during the shared restart (which offers a reload when the device
 * serves a new app) and the home page once the device is back, or an error that can be retried
 * with the same file.
 */
export function useFirmwareUpload() {
  const { t } = useI18n();
  const [state, setState] = useState<FirmwareUploadState>({ phase: 'idle' });
  const lastFile = useRef<File | undefined>(undefined);
  const lifetimeSignal = useLifetimeSignal();

  const upload = useCallback(
    async (file: File) => {
      lastFile.current = file;
      const signal = lifetimeSignal();
      setState({ phase: 'uploading', percent: 0 });
      try {
        const md5 = await md5OfFile(file);
        // The app the device serves now, to tell after the restart whether it changed.
        const appBefore = await appFingerprint();
        const form = new FormData();
        form.append('MD5', md5);
        form.append('firmware', file, 'firmware');
        const result = await uploadWithProgress('/api/firmware/update', form, {
          signal,
          onProgress: (percent) => setState({ phase: 'uploading', percent }),
        });
        const outcome = uploadOutcome(result, (statusText) =>
          t('firmwareUpgrade.httpError', { status: statusText }),
        );
        if (!outcome.ok) {
          setState({ phase: 'error', message: outcome.message });
          return;
        }
        // The success card shows while the device restarts; once it is back the location is `/`.
        setState({ phase: 'success' });
        await followRestart('Firmware', appBefore, '/');
      } catch (error) {
        if (signal.aborted) return;
        console.error('firmware upload failed', error);
        setState({ phase: 'error', message: t('firmwareUpgrade.unknownError') });
      }
    },
    [t, lifetimeSignal],
  );

  const retry = useCallback(() => {
    if (lastFile.current) upload(lastFile.current);
  }, [upload]);

  const back = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, retry, back };
}
