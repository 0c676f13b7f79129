import { Pause, Play, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../Button';

/** What a button does to a running clock (a countdown, the time now), with its word and its icon. */
const ACTIONS: Record<ClockAction, [label: string, icon: LucideIcon]> = {
  start: ['Start', Play],
  pause: ['Pause', Pause],
  resume: ['Resume', Play],
  reset: ['Reset', RotateCcw],
};

export type ClockAction = 'start' | 'pause' | 'resume' | 'reset';

/**
 * Start, Pause, Resume or Reset for a clock, named and drawn the same way on every screen that runs one:
 * play to go on, two bars to stop, a turning arrow to go back.
 */
export function ClockButton({
  action,
  ...props
}: { action: ClockAction } & Omit<ComponentProps<typeof Button>, 'icon'>) {
  const [label, Icon] = ACTIONS[action];
  return (
    <Button icon={<Icon aria-hidden className="h-4 w-4" />} {...props}>
      {label}
    </Button>
  );
}
