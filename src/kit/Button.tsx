import { useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Spinner } from './Spinner';
import { PRIMARY_BUTTON, usePrimaryAction } from './tool-session';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variantClasses: Record<Variant, string> = {
  primary: 'bg-blue-600 text-white hover:bg-blue-700 disabled:hover:bg-blue-600',
  secondary:
    'bg-gray-100 text-gray-900 hover:bg-gray-200 border border-gray-300 dark:bg-gray-800 dark:text-gray-100 dark:border-gray-700 dark:hover:bg-gray-700',
  danger:
    'bg-red-50 text-red-800 hover:bg-red-100 border border-red-200 dark:bg-red-950 dark:text-red-200 dark:border-red-900 dark:hover:bg-red-900',
  ghost: 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
};

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  icon?: ReactNode;
  /** While true the button ignores clicks (keeping focus), shows a spinner and, if given, `busyLabel` instead of its label. */
  busy?: boolean;
  busyLabel?: string;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'secondary',
  icon,
  busy = false,
  busyLabel,
  size = 'md',
  disabled,
  type = 'button',
  className = '',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const element = useRef<HTMLButtonElement | null>(null);
  // A screen's primary button is what Ctrl+Enter presses, from anywhere on the screen.
  usePrimaryAction(variant === 'primary' && !disabled ? () => element.current?.click() : null, PRIMARY_BUTTON);
  const sizeClasses = size === 'sm' ? 'px-2.5 py-1.5 text-sm gap-1.5' : 'px-4 py-2 gap-2';
  return (
    <button
      ref={(node) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type={type}
      // Busy is aria-disabled, not disabled: a disabled button loses keyboard focus, which would drop the
      // user back to the top of the page every time they run something.
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      // The catalogue-wide contract test finds a screen's primary action by it.
      data-variant={variant}
      onClick={busy ? undefined : onClick}
      className={`inline-flex items-center justify-center rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 ${sizeClasses} ${variantClasses[variant]} ${className}`}
      {...rest}
    >
      {busy ? <Spinner /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** The row of a tool's main actions. */
export function ActionBar({ children, label = 'Actions' }: { children: ReactNode; label?: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {children}
    </div>
  );
}
