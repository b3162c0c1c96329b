import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

type ConsoleSession = {
  /** The operator's session token; empty when signed out. Who the operator is: `useOperator` (hooks/use-operator.ts). */
  token: string;
  setToken: (token: string) => void;
  clearToken: () => void;
};

/**
 * The console's own persisted store, apart from the buyer's session (`root`): an operator and a buyer can be signed
 * in side by side in one browser, and signing out of one leaves the other alone.
 */
export const useConsoleSession = create<ConsoleSession>()(
  persist(
    (set) => ({
      token: '',
      setToken: (token) => set({ token }),
      clearToken: () => set({ token: '' }),
    }),
    {
      name: 'console',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token }) => ({ token }),
    },
  ),
);
