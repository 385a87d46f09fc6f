/**
 * Calls `check` until it returns something other than `undefined` or `false`, and returns that.
 * For state outside the test's control (a child process, a broker, a socket's messages); what the
 * test drives itself it awaits directly (`beats`, `flush`, `whenBooted`). Fails after `timeoutMs`
 * with `what` in the message.
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const { timeoutMs = 8000, intervalMs = 25, what = 'condition' } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
