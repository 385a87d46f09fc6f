import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiGet, isApiError, type RequestOptions } from '../net/client.ts';

export interface Resource<T> {
  data: T | undefined;
  /** True until the first answer (and again during every reload). */
  loading: boolean;
  /** Set only when the caller suppressed the error page. */
  error: ApiError | undefined;
  reload(): Promise<void>;
}

/**
 * GETs `path` on mount and whenever the path changes; `reload()` fetches again (reload button,
 * pull-to-refresh). An answer arriving after a newer request or after unmount is dropped.
 */
export function useResource<T>(
  path: string,
  options: Pick<RequestOptions, 'suppressErrorPage'> = {},
): Resource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<ApiError>();
  const [loading, setLoading] = useState(true);
  const latest = useRef<AbortController | null>(null);
  const suppress = options.suppressErrorPage ?? false;

  const reload = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setLoading(true);
    try {
      const answer = await apiGet<T>(path, { signal: controller.signal, suppressErrorPage: suppress });
      if (controller.signal.aborted) return;
      setData(answer);
      setError(undefined);
    } catch (cause) {
      if (controller.signal.aborted) return;
      setError(isApiError(cause) ? cause : new ApiError(String(cause), 0));
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [path, suppress]);

  useEffect(() => {
    reload();
    return () => latest.current?.abort();
  }, [reload]);

  return { data, loading, error, reload };
}
