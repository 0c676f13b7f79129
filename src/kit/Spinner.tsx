import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'h-4 w-4' }: { className?: string }) {
  return <LoaderCircle className={`${className} animate-spin`} aria-hidden="true" />;
}

/** Shown while a lazy tool screen or part loads. */
export function LoadingBlock({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-gray-600 dark:text-gray-300">
      <Spinner className="h-6 w-6" />
      <span>{label}</span>
    </div>
  );
}
