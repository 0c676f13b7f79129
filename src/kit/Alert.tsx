import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

interface AlertProps {
  title: string;
  children?: ReactNode;
}

const tones = {
  error: {
    role: 'alert',
    icon: CircleAlert,
    classes: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
  },
  success: {
    role: 'status',
    icon: CircleCheck,
    classes:
      'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100',
  },
} as const;

function Alert({ tone, title, children }: AlertProps & { tone: keyof typeof tones }) {
  const { role, icon: Icon, classes } = tones[tone];
  return (
    <div role={role} className={`flex gap-3 rounded-lg border p-4 ${classes}`}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        {children && <div className="mt-1 text-sm break-words whitespace-pre-wrap">{children}</div>}
      </div>
    </div>
  );
}

/** A red panel for a failure; announced to screen readers at once. */
export function ErrorAlert(props: AlertProps) {
  return <Alert tone="error" {...props} />;
}

/** A green panel for a success; announced politely. */
export function SuccessAlert(props: AlertProps) {
  return <Alert tone="success" {...props} />;
}
