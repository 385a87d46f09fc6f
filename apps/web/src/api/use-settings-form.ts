import type { ApiResponse } from '@dtu/contract';
import { type Dispatch, type SetStateAction, useCallback, useState } from 'react';
import { apiPost } from './client.ts';
import { useResource } from './use-resource.ts';

export interface SettingsForm<T> {
  /** The values being edited; undefined until the first GET answered. */
  values: T | undefined;
  setValues: Dispatch<SetStateAction<T | undefined>>;
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

/**
 * Load, edit, Cancel and Save for one settings endpoint (GET and POST on the same path unless
 * `savePath` differs). The edit copy is replaced whenever a GET answers.
 */
export function useSettingsForm<T>(path: string, options: { savePath?: string } = {}): SettingsForm<T> {
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
  const save = useCallback(
    async (override?: T) => {
      const data = override ?? values;
      if (data === undefined) return undefined;
      setSaving(true);
      try {
        const answer = await apiPost<ApiResponse>(savePath, data);
        setResponse(answer);
        return answer;
      } catch {
        // The client already sent the user to the login or error page.
        return undefined;
      } finally {
        setSaving(false);
      }
    },
    [savePath, values],
  );

  return {
    values,
    setValues,
    update,
    loading: resource.loading,
    saving,
    reload: resource.reload,
    save,
    response,
    dismissResponse: useCallback(() => setResponse(undefined), []),
  };
}
