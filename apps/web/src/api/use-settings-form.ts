import type { ApiResponse } from '@dtu/contract';
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { apiPost, isApiError } from '../net/client.ts';
import { useResource } from './use-resource.ts';

export interface SettingsForm<T> {
  /** The values being edited; undefined until the first GET answered. */
  values: T | undefined;
  setValues: Dispatch<SetStateAction<T | undefined>>;
  /** What the device reported in the last GET answer. */
  loaded: T | undefined;
  /** Changes one field, keeping the device's field name. */
  update<K extends keyof T>(key: K, value: T[K]): void;
  loading: boolean;
  saving: boolean;
  /** Cancel: drops the edits and reads the device again. */
  reload(): Promise<void>;
  /** POSTs the values (or `override`) as `data` and keeps the answer for the alert. */
  save(override?: T): Promise<ApiResponse | undefined>;
  /** The last save answer; `SettingsPage` shows it as the alert. */
  response: ApiResponse | undefined;
  dismissResponse(): void;
}

export interface SettingsFormOptions<T> {
  savePath?: string;
  /**
   * Runs after a `success` answer with what was saved and what the device last reported (e.g.
   * the restart for saves the device answers with one); resolving to true reads the device
   * again. Awaited by `save`; what it throws reaches the caller.
   */
  onSaved?: (saved: T, loaded: T | undefined) => unknown;
}

/**
 * Load, edit, Cancel and Save for one settings endpoint (GET and POST on the same path unless
 * `savePath` differs). The edit copy is replaced whenever a GET answers.
 */
export function useSettingsForm<T>(path: string, options: SettingsFormOptions<T> = {}): SettingsForm<T> {
  const [values, setValues] = useState<T>();
  const [response, setResponse] = useState<ApiResponse>();
  const [saving, setSaving] = useState(false);
  const resource = useResource<T>(path);
  const [loadedFrom, setLoadedFrom] = useState<T>();

  // Adopting a new GET answer during render avoids a frame showing stale values.
  if (resource.data !== loadedFrom) {
    setLoadedFrom(resource.data);
    setValues(resource.data);
  }

  const update = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((previous) => (previous === undefined ? previous : { ...previous, [key]: value }));
  }, []);

  const savePath = options.savePath ?? path;
  const { onSaved } = options;
  const save = useCallback(
    async (override?: T) => {
      const data = override ?? values;
      if (data === undefined) return undefined;
      setSaving(true);
      let answer: ApiResponse;
      try {
        answer = await apiPost<ApiResponse>(savePath, data);
      } catch (error) {
        // The client already sent the user to the login or error page.
        if (isApiError(error)) return undefined;
        throw error;
      } finally {
        setSaving(false);
      }
      setResponse(answer);
      if (answer.type === 'success' && (await onSaved?.(data, loadedFrom)) === true) await resource.reload();
      return answer;
    },
    [savePath, values, loadedFrom, onSaved, resource.reload],
  );

  return {
    values,
    setValues,
    loaded: loadedFrom,
    update,
    loading: resource.loading,
    saving,
    reload: resource.reload,
    save,
    response,
    dismissResponse: useCallback(() => setResponse(undefined), []),
  };
}
