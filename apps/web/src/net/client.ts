import type { ApiResponse } from '@dtu/contract';
import { goToErrorPage, goToLogin } from './navigation.ts';
import { emitSession, getUser, removeUser } from './session.ts';

/** How a failed call rejects: the server's `message` (else the status text) and the status (0: no answer). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** Reject with the error instead of showing the error page. */
  suppressErrorPage?: boolean;
  /**
   * A background read (recorder, alerts, a snapshot no page asked for): every failure, a 401
   * included, only rejects; no error page, no login page, the stored user stays.
   */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** Headers of every call; the Basic header only while a user is stored. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const user = getUser();
  if (user?.authdata) headers.Authorization = `Basic ${user.authdata}`;
  return headers;
}

/** The device answers with JSON, an empty body, or (for unknown paths) the HTML page. */
export function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The transport rules every ordinary call shares (docs/product/frame-and-live.md §8). */
export function handleUnauthorized(): void {
  removeUser();
  emitSession('logged-out');
  goToLogin();
}

async function request<T>(path: string, init: RequestInit, options: RequestOptions): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: apiHeaders(), signal: options.signal });
  } catch (cause) {
    // An abort is the caller's own decision (e.g. the page was left); never show the error page.
    if (options.signal?.aborted) throw cause;
    const error = new ApiError((cause as Error).message, 0);
    if (!options.suppressErrorPage && !options.quiet) goToErrorPage(error.message, error.status);
    throw error;
  }
  const body = parseBody(await response.text());
  if (response.status === 401) {
    if (!options.quiet) handleUnauthorized();
    throw new ApiError(response.statusText, 401);
  }
  if (!response.ok) {
    const serverMessage = (body as { message?: unknown } | undefined)?.message;
    const error = new ApiError(
      typeof serverMessage === 'string' ? serverMessage : response.statusText,
      response.status || 0,
    );
    if (!options.suppressErrorPage && !options.quiet) goToErrorPage(error.message, error.status);
    throw error;
  }
  return body as T;
}

export function apiGet<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return request<T>(path, { method: 'GET' }, options);
}

/** A write call: multipart form with field `data` holding the JSON, as the firmware reads it. */
export function apiPost<T = ApiResponse>(
  path: string,
  data: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  return request<T>(path, { method: 'POST', body: form }, options);
}
