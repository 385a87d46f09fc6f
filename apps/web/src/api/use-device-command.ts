import type { ApiResponse } from '@dtu/contract';
import { useCallback, useState } from 'react';
import { apiPost, isApiError } from '../net/client.ts';

export interface DeviceCommandOptions<T> {
  /** Runs after a `success` answer; what it throws reaches the caller of `send`, never swallowed. */
  onSuccess?: (answer: ApiResponse, data: T) => unknown;
  /** Keep a `success` answer for the alert too (default: only warnings and errors are kept). */
  keepSuccess?: boolean;
}

export interface DeviceCommand<T> {
  /** POSTs `data` (to `path`, or the hook's path); resolves with the answer, or undefined when the
   * client already showed the login or error page. */
  send(data: T, path?: string): Promise<ApiResponse | undefined>;
  sending: boolean;
  /** The answer to show, until dismissed or the next send. */
  answer: ApiResponse | undefined;
  dismiss(): void;
}

/** "Send a command, show the answer": the one way every command button talks to the device. */
export function useDeviceCommand<T = unknown>(
  path: string,
  { onSuccess, keepSuccess }: DeviceCommandOptions<T> = {},
): DeviceCommand<T> {
  const [answer, setAnswer] = useState<ApiResponse>();
  const [sending, setSending] = useState(false);

  const send = async (data: T, to = path) => {
    setSending(true);
    setAnswer(undefined);
    let response: ApiResponse;
    try {
      response = await apiPost(to, data);
    } catch (error) {
      // The client has already shown the login or error page; anything else is a bug.
      if (isApiError(error)) return undefined;
      throw error;
    } finally {
      setSending(false);
    }
    const ok = response.type === 'success';
    if (!ok || keepSuccess) setAnswer(response);
    if (ok) await onSuccess?.(response, data);
    return response;
  };

  return { send, sending, answer, dismiss: useCallback(() => setAnswer(undefined), []) };
}
