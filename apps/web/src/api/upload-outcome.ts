import type { UploadResult } from './upload.ts';

export type UploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * How the device's upload answer is read: 200 is success, 500 carries the reason as its text,
 * anything else is shown as an HTTP error with the status text.
 */
export function uploadOutcome(
  result: UploadResult,
  httpError: (statusText: string) => string,
): UploadOutcome {
  if (result.status === 200) return { ok: true };
  if (result.status === 500) return { ok: false, message: result.text };
  return { ok: false, message: httpError(result.statusText) };
}
