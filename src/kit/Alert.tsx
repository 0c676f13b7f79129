import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

interface AlertProps {
  title: string;
  children?: ReactNode;
}

/** A red panel for a failure; announced to screen readers as it appears. */
export function ErrorAlert({ title, children }: AlertProps) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100">
      <CircleAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        {children && <div className="mt-1 break-words text-sm whitespace-pre-wrap">{children}</div>}
      </div>
    </div>
  );
}

/** A green panel for a success; announced politely. */
export function SuccessAlert({ title, children }: AlertProps) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950/60 dark:text-green-100">
      <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <h3 className="font-semibold">{title}</h3>
        {children && <div className="mt-1 text-sm">{children}</div>}
      </div>
    </div>
  );
}
