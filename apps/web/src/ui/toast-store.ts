import type { Variant } from './variant.ts';

export interface ToastMessage {
  id: number;
  text: string;
  variant: Variant;
  delayMs: number;
}

/** Default time a toast stays visible before it hides itself. */
export const TOAST_DELAY_MS = 5000;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a short notice in the toast region from anywhere (no React context needed). */
export function showToast(text: string, variant: Variant = 'success', delayMs = TOAST_DELAY_MS): void {
  publish([...toasts, { id: nextId++, text, variant, delayMs }]);
}

export function hideToast(id: number): void {
  publish(toasts.filter((toast) => toast.id !== id));
}

export const toastStore = {
  get: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
