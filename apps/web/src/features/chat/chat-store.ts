import { create } from 'zustand';

/** Whether the chat panel is open, and on which conversation (none: the buyer's list or general conversation). */
type ChatPanel = {
  open: boolean;
  conversationId: number | null;
  /** The quotation whose conversation the panel should open (from `/?quotation={id}`). */
  quotationId: number | null;
  show: (target?: { conversationId?: number; quotationId?: number }) => void;
  hide: () => void;
  select: (conversationId: number | null) => void;
};

export const useChatPanel = create<ChatPanel>()((set) => ({
  open: false,
  conversationId: null,
  quotationId: null,
  show: (target = {}) =>
    set({ open: true, conversationId: target.conversationId ?? null, quotationId: target.quotationId ?? null }),
  hide: () => set({ open: false }),
  select: (conversationId) => set({ conversationId, quotationId: null }),
}));
