import { History } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorAlert, SuccessAlert } from './Alert';
import { LiveText } from './LiveText';
import type { RunState } from './useTaskRunner';

interface RunStatusProps {
  run: RunState<unknown>;
  /** The heading of the error panel ("Validation Error"). */
  errorTitle: string;
  /** The success panel, shown only while the result still describes the input. */
  success?: { title: string; message?: ReactNode } | null;
  /**
   * For results made on an action: how to bring an out-of-date one up to date ("Press Convert to CSV to
   * update it."). Live results update by themselves, so they are only dimmed meanwhile.
   */
  rerun?: string;
}

/**
 * The one place a tool says how its last run went: the error, the success message, or that the result is out
 * of date. Every screen puts it right under its panes, so nothing above moves when it appears.
 */
export function RunStatus(props: RunStatusProps) {
  return (
    <>
      <RunPanel {...props} />
      <LiveText message={spokenStatus(props)} />
    </>
  );
}

/**
 * What a screen reader hears of the run, from a live region that stays in the page: the success or that the
 * result is out of date. An error is not repeated here: its panel is an alert, read as it appears.
 */
function spokenStatus({ run, success, rerun }: RunStatusProps): string {
  const hasOutcome = run.result !== null || run.problem !== null;
  if (run.stale && rerun && hasOutcome) return `Out of date. ${rerun}`;
  if (run.problem) return '';
  if (success && run.result !== null && !run.stale) return success.title;
  return '';
}

function RunPanel({ run, errorTitle, success, rerun }: RunStatusProps) {
  const hasOutcome = run.result !== null || run.problem !== null;
  if (run.stale && rerun && hasOutcome) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50"
      >
        <History className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <h3 className="font-semibold">Out of date</h3>
          <p className="mt-1 text-sm">
            The input has changed since this {run.problem ? 'error was found' : 'result was made'}. {rerun}
          </p>
        </div>
      </div>
    );
  }
  if (run.problem) {
    return (
      <div className={`transition-opacity ${run.stale ? 'opacity-60 delay-300' : ''}`}>
        <ErrorAlert title={errorTitle}>{run.problem.message}</ErrorAlert>
      </div>
    );
  }
  if (success && run.result !== null && !run.stale)
    return <SuccessAlert title={success.title}>{success.message}</SuccessAlert>;
  return null;
}
