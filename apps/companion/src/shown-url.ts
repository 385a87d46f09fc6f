/**
 * `text` (a URL) fit to print: scheme, host and port only. Credentials, a path and a query can be
 * secrets (an MQTT login, a webhook's token, an ntfy topic) and are shown as `…`; text that is no
 * URL loses whatever stands before an `@`.
 */
export function shownUrl(text: string): string {
  let url: URL | undefined;
  try {
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(text)) url = new URL(text);
  } catch {}
  if (!url) return text.replace(/^(.*?\/\/)?[^/]*@/, '$1…@');
  const login = url.username || url.password ? '…@' : '';
  const rest = url.pathname.length > 1 || url.search || url.hash ? '/…' : '';
  return `${url.protocol}//${login}${url.host}${rest}`;
}
