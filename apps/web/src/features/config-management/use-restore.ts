import { useCallback, useState } from 'react';
import { followRestart } from '../../api/restart-store.ts';
import { uploadWithProgress } from '../../api/upload.ts';
import { uploadOutcome } from '../../api/upload-outcome.ts';
import { useLifetimeSignal } from '../../api/use-lifetime-signal.ts';
import { useI18n } from '../../i18n/use-i18n.ts';

export type RestoreState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success'; restarted: boolean }
  | { phase: 'error'; message: string };

/** Restore flow: upload the file to the chosen name, then the shared restart flow. */
export function useRestore() {
  const { t } = useI18n();
  const [state, setState] = useState<RestoreState>({ phase: 'idle' });
  const lifetimeSignal = useLifetimeSignal();

  const restore = useCallback(
    async (target: string, file: File | undefined) => {
      if (!file) {
        setState({ phase: 'error', message: t('configManagement.noFile') });
        return;
      }
      const signal = lifetimeSignal();
      setState({ phase: 'uploading', percent: 0 });
      try {
        const form = new FormData();
        form.append('config', file, 'config');
        const result = await uploadWithProgress(
          `/api/config/upload?file=${encodeURIComponent(target)}`,
          form,
          {
            signal,
            onProgress: (percent) => setState({ phase: 'uploading', percent }),
          },
        );
        const outcome = uploadOutcome(result, (status) => t('configManagement.httpError', { status }));
        if (!outcome.ok) {
          setState({ phase: 'error', message: outcome.message });
          return;
        }
        setState({ phase: 'success', restarted: false });
        await followRestart('Restore');
        setState({ phase: 'success', restarted: true });
      } catch {
        if (!signal.aborted) setState({ phase: 'error', message: t('configManagement.sendFailed') });
      }
    },
    [t, lifetimeSignal],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, restore, reset };
}
