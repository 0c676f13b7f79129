import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'info';

/** A button in a toast ("Reload"); pressing it also closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** How long it stays, in ms; Infinity keeps it until it is closed or its action taken. */
  duration: number;
  action?: ToastAction;
}

export const DEFAULT_TOAST_DURATION = 3000;

interface ToastState {
  toasts: Toast[];
  addToast: (message: string, type?: ToastType, duration?: number, action?: ToastAction) => string;
  removeToast: (id: string) => void;
  clearToasts: () => void;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

function randomId(): string {
  return Math.random().toString(36).slice(2, 10);
}

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  addToast: (message, type = 'info', duration = DEFAULT_TOAST_DURATION, action) => {
    // The same message again (Copy pressed twice) does not stack: the one toast starts over, as the newest.
    const repeated = get().toasts.find((toast) => toast.message === message && toast.type === type);
    if (repeated) get().removeToast(repeated.id);
    const id = randomId();
    set((state) => ({ toasts: [...state.toasts, { id, message, type, duration, ...(action && { action }) }] }));
    if (Number.isFinite(duration))
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
  info: (message: string, duration?: number, action?: ToastAction) =>
    useToasts.getState().addToast(message, 'info', duration, action),
};
