import { Pause, Play, RotateCcw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button, CheckboxField } from '../../kit';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the user has asked their system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

interface PreviewControlsProps {
  paused: boolean;
  onPause: (paused: boolean) => void;
  onRestart: () => void;
  reducedMotion: boolean;
  /** The preview holds still because the system asks for reduced motion. */
  held: boolean;
  playAnyway: boolean;
  onPlayAnyway: (playAnyway: boolean) => void;
}

/** Pause or Play and Restart under the preview, and "Play anyway" where the system asks for reduced motion. */
export function PreviewControls({
  paused,
  onPause,
  onRestart,
  reducedMotion,
  held,
  playAnyway,
  onPlayAnyway,
}: PreviewControlsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={held}
          icon={
            paused ? <Play className="h-4 w-4" aria-hidden="true" /> : <Pause className="h-4 w-4" aria-hidden="true" />
          }
          onClick={() => onPause(!paused)}
        >
          {paused ? 'Play' : 'Pause'}
        </Button>
        <Button size="sm" icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />} onClick={onRestart}>
          Restart
        </Button>
        {reducedMotion ? <CheckboxField label="Play anyway" checked={playAnyway} onChange={onPlayAnyway} /> : null}
      </div>
      {held ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Your system asks for reduced motion, so the preview holds still on its first frame. Switch on “Play anyway” to
          watch it move.
        </p>
      ) : null}
    </>
  );
}
