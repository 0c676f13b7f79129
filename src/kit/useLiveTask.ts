import { useEffect, useRef, useState } from 'react';
import { inputSize, type TaskMap } from '../lib/task-worker';
import { problemOf } from '../lib/tool-error';
import { sameValue } from '../lib/same-value';
import { LIVE_RUN, usePrimaryAction } from './tool-session';
import { useTaskRunner, type RunState, type TaskRunnerOptions } from './useTaskRunner';

/**
 * How long to wait after the last keystroke before running, by input size: instant-feeling on small text,
 * calmer on large text, where each run costs more (the CyberChef scale: 20 ms under 10k characters, up
 * to 500 ms past a million).
 */
export function liveDelay(size: number): number {
  if (size < 10_000) return 20;
  if (size < 100_000) return 100;
  if (size < 1_000_000) return 250;
  return 500;
}

interface LiveTaskOptions {
  /** When false nothing runs and the last result is cleared (e.g. empty input). */
  enabled?: boolean;
  /** Shown when the task fails without a message of its own. */
  fallbackError?: string;
}

type Outcome<R> = { args: readonly unknown[] } & (
  { value: R; problem: null } | { value: null; problem: RunState<R>['problem'] }
);

/**
 * Runs a tool's task as the user types: debounced by input size, in the tool's worker for large input, with
 * any older run cancelled by the newer one. Arguments compare by value, so an options object rebuilt on every
 * render does not rerun the task. The result remembers the arguments it was made from: while newer input is
 * on its way, `stale` says the result shown describes the input as it was.
 */
export function useLiveTask<T extends TaskMap, K extends keyof T & string>(
  source: TaskRunnerOptions<T>,
  task: K,
  args: Parameters<T[K]>,
  { enabled = true, fallbackError = 'Something went wrong' }: LiveTaskOptions = {},
): RunState<Awaited<ReturnType<T[K]>>> {
  type R = Awaited<ReturnType<T[K]>>;
  const runner = useTaskRunner(source);
  const { run, cancel, prepare } = runner;
  const [outcome, setOutcome] = useState<Outcome<R> | null>(null);

  // A new version only when the arguments change by value.
  const lastArgs = useRef<readonly unknown[]>(args);
  const version = useRef(0);
  if (!sameValue(lastArgs.current, args)) {
    lastArgs.current = args;
    version.current += 1;
  }
  const currentVersion = version.current;

  // Ctrl+Enter runs at once instead of after the typing pause.
  const [runNowRequests, setRunNowRequests] = useState(0);
  const runNow = useRef(false);
  usePrimaryAction(
    enabled
      ? () => {
          runNow.current = true;
          setRunNowRequests((count) => count + 1);
        }
      : null,
    LIVE_RUN,
  );

  useEffect(() => {
    if (enabled) prepare(lastArgs.current);
  }, [currentVersion, enabled, prepare]);

  useEffect(() => {
    if (!enabled) {
      cancel();
      setOutcome(null);
      return;
    }
    const callArgs = lastArgs.current as Parameters<T[K]>;
    const timer = setTimeout(
      async () => {
        const done = await run(task, ...callArgs);
        if (done.status === 'cancelled') return;
        if (done.status === 'failed')
          setOutcome({ args: callArgs, value: null, problem: problemOf(done.error, fallbackError) });
        else setOutcome({ args: callArgs, value: done.value, problem: null });
      },
      runNow.current ? 0 : liveDelay(inputSize(callArgs)),
    );
    runNow.current = false;
    return () => clearTimeout(timer);
  }, [currentVersion, runNowRequests, enabled, task, run, cancel, fallbackError]);

  const { arriving } = runner;
  if (!enabled || outcome === null)
    return { result: null, problem: null, busy: enabled && runner.busy, stale: false, arriving };
  return {
    result: outcome.value,
    problem: outcome.problem,
    busy: runner.busy,
    stale: outcome.args !== lastArgs.current,
    arriving,
  };
}
