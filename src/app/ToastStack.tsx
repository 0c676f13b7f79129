import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useToasts, type Toast, type ToastType } from '../state/toasts';

const styles: Record<ToastType, { box: string; bar: string; icon: typeof Info }> = {
  success: {
    box: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
    bar: 'bg-green-600',
    icon: CircleCheck,
  },
  error: {
    box: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
    bar: 'bg-red-600',
    icon: CircleAlert,
  },
  info: {
    box: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100',
    bar: 'bg-blue-600',
    icon: Info,
  },
};

function ToastItem({ toast, depth, onClose }: { toast: Toast; depth: number; onClose: () => void }) {
  const style = styles[toast.type];
  const Icon = style.icon;
  // Older toasts (higher depth) shrink and fade so the newest stands out.
  const scale = Math.max(0.85, 1 - depth * 0.05);
  const opacity = Math.max(0.55, 1 - depth * 0.15);
  return (
    <li
      className={`pointer-events-auto relative overflow-hidden rounded-lg border shadow-lg transition-all ${style.box}`}
      style={{ transform: `scale(${scale})`, opacity, transformOrigin: 'top center' }}
      data-toast-type={toast.type}
    >
      <div className="flex items-start gap-3 p-3 pr-10">
        <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <p className="text-sm font-medium">{toast.message}</p>
      </div>
      {toast.action && (
        <div className="flex justify-end px-3 pb-3">
          <button
            type="button"
            onClick={() => {
              onClose();
              toast.action?.run();
            }}
            className="rounded-md border border-current px-3 py-1 text-sm font-semibold hover:bg-black/5 dark:hover:bg-white/10"
          >
            {toast.action.label}
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label="Dismiss notification"
        className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
      {Number.isFinite(toast.duration) && (
        <div
          className={`absolute bottom-0 left-0 h-1 w-full origin-left ${style.bar}`}
          style={{ animation: `toast-progress ${toast.duration}ms linear forwards` }}
          aria-hidden="true"
        />
      )}
    </li>
  );
}

/** Top right on desktop, full width at the top below 640px; read out by screen readers as they arrive. */
export function ToastStack() {
  const toasts = useToasts((state) => state.toasts);
  const removeToast = useToasts((state) => state.removeToast);
  const clearToasts = useToasts((state) => state.clearToasts);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-4 sm:top-4 sm:w-96 sm:p-0">
      <ol role="status" aria-live="polite" aria-label="Notifications" className="flex flex-col-reverse gap-2">
        {toasts.map((toast, index) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            depth={toasts.length - 1 - index}
            onClose={() => removeToast(toast.id)}
          />
        ))}
      </ol>
      {toasts.length > 1 && (
        <button
          type="button"
          onClick={clearToasts}
          className="pointer-events-auto self-end rounded-md bg-gray-900 px-2 py-1 text-xs font-medium text-white shadow dark:bg-gray-100 dark:text-gray-900"
        >
          Clear all
        </button>
      )}
    </div>
  );
}
