import type { ReactNode } from 'react';
import { create } from 'zustand';
import { TOAST } from '@fiji/contracts';

/** One toast as the Toaster renders it (limit 1, long remove delay). */
export type ToastVariant = 'default' | 'destructive';
export type ToastItem = {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant: ToastVariant;
  open: boolean;
};
export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

type ToastState = {
  toasts: ToastItem[];
  add: (item: ToastItem) => void;
  update: (id: string, patch: Partial<Omit<ToastItem, 'id'>>) => void;
  /** Closes a toast (or all); it stays mounted until removed after TOAST.removeDelayMs. */
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
};

// Removal timers live outside the store: they are not state anyone renders.
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemove(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      useToastStore.getState().remove(id);
    }, TOAST.removeDelayMs),
  );
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  // Newest first; anything beyond TOAST.limit is dropped at once (limit 1: a new toast replaces the old).
  add: (item) => set((s) => ({ toasts: [item, ...s.toasts].slice(0, TOAST.limit) })),
  update: (id, patch) => set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) })),
  dismiss: (id) => {
    for (const t of get().toasts) if (id === undefined || t.id === id) scheduleRemove(t.id);
    set((s) => ({ toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) }));
  },
  remove: (id) => set((s) => ({ toasts: id === undefined ? [] : s.toasts.filter((t) => t.id !== id) })),
}));

let counter = 0;
const nextId = (): string => {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return String(counter);
};

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (p: ToastInput) => void } {
  const id = nextId();
  useToastStore.getState().add({ ...input, id, variant: input.variant ?? 'default', open: true });
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (p) => useToastStore.getState().update(id, p),
  };
}

/** Convenience for components: the list plus toast/dismiss. */
export function useToast() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return { toasts, toast, dismiss };
}
