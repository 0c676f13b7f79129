import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaskMap } from '../lib/task-worker';
import { problemOf, type Problem } from '../lib/tool-error';
import { sameValue } from '../lib/same-value';
import { useTaskRunner, type RunState, type TaskRunnerOptions } from './useTaskRunner';

/** Tasks that run on an action take the same arguments, so one button or another can run on the same input. */
type ActionTasks<A extends unknown[]> = Record<string, (...args: A) => unknown>;

interface ActionTaskOptions<A extends unknown[]> {
  /** What the result depends on: the current input and options, passed to the task when it runs. */
  args: A;
  /** The spec's processing delay: the busy state stays at least this long, while the work runs. */
  minBusyMs?: number;
  /** A check made before running: a message here is shown at once, with no busy state (e.g. blank input). */
  check?: (...args: A & {}) => string | null;
  /** Shown when the task fails without a message of its own. */
  fallbackError?: string;
}

type Outcome<R> = { task: string; args: readonly unknown[] } & (
  { value: R; problem: null } | { value: null; problem: Problem }
);

export interface ActionRun<R, K extends string> extends RunState<R> {
  /** Runs a task on the current arguments; a newer run replaces an older one. */
  run: (task: K) => Promise<void>;
  /** The task running now, to show the busy state on its button. */
  busyTask: K | null;
  /** The task the result (or problem) came from. */
  resultTask: K | null;
  /** Cancels any run and forgets the result, as Clear does. */
  reset: () => void;
}

/**
 * Runs a tool's task when the user asks (a button, Enter, Ctrl+Enter): with the busy state, in the worker for
 * large input, cancelling an older run. The result remembers the arguments it was made from, compared by
 * value: once the input or options change, `stale` says the result (and any "valid" message) describes the
 * input as it was, until the user runs it again.
 */
export function useActionTask<A extends unknown[], T extends ActionTasks<A> & TaskMap, K extends keyof T & string>(
  /** The tasks and their worker, with a worker threshold or a time limit where the tool has one. */
  source: Omit<TaskRunnerOptions<T>, 'minBusyMs'>,
  { args, minBusyMs = 0, check, fallbackError = 'Something went wrong' }: ActionTaskOptions<A>,
): ActionRun<Awaited<ReturnType<T[K]>>, K> {
  type R = Awaited<ReturnType<T[K]>>;
  const runner = useTaskRunner({ ...source, minBusyMs });
  const [outcome, setOutcome] = useState<Outcome<R> | null>(null);

  // The latest arguments and check, read when a run starts, so `run` keeps one identity.
  const latest = useRef({ args, check, fallbackError });
  latest.current = { args, check, fallbackError };
  const { run: runTask, cancel, prepare } = runner;
  useEffect(() => prepare(args));

  const run = useCallback(
    async (task: K) => {
      const { args: callArgs, check: precheck, fallbackError: fallback } = latest.current;
      const blocked = precheck?.(...callArgs);
      if (blocked) {
        cancel();
        setOutcome({ task, args: callArgs, value: null, problem: { message: blocked } });
        return;
      }
      const done = await runTask(task, ...(callArgs as unknown as Parameters<T[K]>));
      if (done.status === 'cancelled') return;
      if (done.status === 'failed')
        setOutcome({ task, args: callArgs, value: null, problem: problemOf(done.error, fallback) });
      else setOutcome({ task, args: callArgs, value: done.value as R, problem: null });
    },
    [runTask, cancel],
  );

  const reset = useCallback(() => {
    cancel();
    setOutcome(null);
  }, [cancel]);

  return {
    run,
    reset,
    result: outcome?.value ?? null,
    problem: outcome?.problem ?? null,
    busy: runner.busy,
    busyTask: runner.busyTask as K | null,
    resultTask: (outcome?.task as K | undefined) ?? null,
    stale: outcome !== null && !sameValue(outcome.args, args),
    arriving: runner.arriving,
  };
}
