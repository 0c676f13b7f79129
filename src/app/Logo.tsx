import { siteConfig } from '../site-config';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 font-bold">
      <span
        className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-600 font-mono text-sm text-white"
        aria-hidden="true"
      >
        {'</>'}
      </span>
      <span className={compact ? 'hidden sm:inline' : 'text-lg'}>{siteConfig.name}</span>
    </span>
  );
}
