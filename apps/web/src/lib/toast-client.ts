import { createElement, useSyncExternalStore } from 'react';

/**
 * Sonner, its styles and the toaster load with the first toast rather than with the first page: toasts are rare, and
 * the first page's main thread is budgeted. Sonner shows the toasts raised before its toaster mounted.
 */
let wanted = false;
const listeners = new Set<() => void>();
const loadSonner = () => {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('sonner');
};

/** Whether a toast was raised yet: the layouts mount the toaster from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/**
 * Toasts (docs/product.md §8): info in blue, errors in red, at the bottom centre for 3 s, at most 3 at once (the
 * `Toasts` component sets those). An error is announced at once (role alert); the same text twice shows one toast.
 */
export const toast = {
  info: (text: string) => void loadSonner().then(({ toast }) => toast.info(text, { id: `info:${text}` })),
  error: (text: string) =>
    void loadSonner().then(({ toast }) => toast.error(createElement('span', { role: 'alert' }, text), { id: text })),
  /** Clears every toast at once (a failed sign-out dismisses them silently, docs/product.md §8). */
  dismissAll: () => void loadSonner().then(({ toast }) => toast.dismiss()),
};
