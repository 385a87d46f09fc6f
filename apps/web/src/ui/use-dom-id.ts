import { useState } from 'react';

let last = 0;

/**
 * An id unique in the document, kept for the component's life: ties a label, hint, tab or title
 * to its element. Not React's `useId`: preact/compat's (what ships) counts again from the start
 * inside a portal once the portal renders again, so the fields of an open dialog took the ids of
 * the page's fields behind it, and their labels named those instead.
 */
export function useDomId(): string {
  const [id] = useState(() => `d${++last}`);
  return id;
}
