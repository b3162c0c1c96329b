import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@hive/domain/rules';
import { create } from 'zustand';

export type Toast = { id: number; kind: 'info' | 'error'; text: string };

type ToastState = {
  toasts: Toast[];
  push: (kind: Toast['kind'], text: string) => void;
  dismiss: (id: number) => void;
  clear: () => void;
};

let nextId = 1;

/** Toasts at the bottom centre: info (blue) or error (red), each for 3 s, at most 3 at once (spec §8). */
export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  push: (kind, text) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { id, kind, text }].slice(-TOAST_MAX_VISIBLE) }));
    setTimeout(() => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })), TOAST_DURATION_MS);
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

export const toast = {
  info: (text: string) => useToasts.getState().push('info', text),
  error: (text: string) => useToasts.getState().push('error', text),
};
