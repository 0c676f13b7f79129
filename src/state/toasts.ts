import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** How long it stays, in ms. */
  duration: number;
}

export const DEFAULT_TOAST_DURATION = 3000;

interface ToastState {
  toasts: Toast[];
  addToast: (message: string, type?: ToastType, duration?: number) => string;
  removeToast: (id: string) => void;
  clearToasts: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

function randomId(): string {
  return Math.random().toString(36).slice(2, 10);
}

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  addToast: (message, type = 'info', duration = DEFAULT_TOAST_DURATION) => {
    // The same message again (Copy pressed twice) does not stack: the one toast starts over, as the newest.
    const repeated = get().toasts.find((toast) => toast.message === message && toast.type === type);
    if (repeated) get().removeToast(repeated.id);
    const id = randomId();
    set((state) => ({ toasts: [...state.toasts, { id, message, type, duration }] }));
    timers.set(
      id,
      setTimeout(() => get().removeToast(id), duration),
    );
    return id;
  },
  removeToast: (id) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  clearToasts: () => {
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
    set({ toasts: [] });
  },
}));

/** The spec's helpers for the two common cases. */
export const toast = {
  success: (message: string, duration?: number) => useToasts.getState().addToast(message, 'success', duration),
  error: (message: string, duration?: number) => useToasts.getState().addToast(message, 'error', duration),
  info: (message: string, duration?: number) => useToasts.getState().addToast(message, 'info', duration),
};
