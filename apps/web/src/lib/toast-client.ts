import { createElement } from 'react';

/** Sonner loads with the first toast rather than with the first page: toasts are rare, the first load is budgeted. */
const loadSonner = () => import('sonner');

/**
 * Toasts (spec §8): info in blue, errors in red, at the bottom centre for 3 s, at most 3 at once (the `Toasts`
 * component sets those). An error is announced at once (role alert); the same text twice shows one toast.
 */
export const toast = {
  info: (text: string) => void loadSonner().then(({ toast }) => toast.info(text, { id: `info:${text}` })),
  error: (text: string) =>
    void loadSonner().then(({ toast }) => toast.error(createElement('span', { role: 'alert' }, text), { id: text })),
  /** Clears every toast at once (a failed sign-out dismisses them silently, spec §8). */
  dismissAll: () => void loadSonner().then(({ toast }) => toast.dismiss()),
};
