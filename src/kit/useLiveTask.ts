import { useEffect, useRef, useState } from 'react';
import { inputSize, type TaskMap } from '../lib/task-worker';
import { problemOf, type Problem } from '../lib/tool-error';
import { useTaskRunner } from './useTaskRunner';

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

interface LiveTaskOptions<T extends TaskMap, K extends keyof T & string> {
  tasks: T;
  task: K;
  /** The task's arguments; the task runs again, debounced, whenever one of them changes. */
  args: Parameters<T[K]>;
  createWorker?: () => Worker;
  /** When false nothing runs and the last result is cleared (e.g. empty input). */
  enabled?: boolean;
  /** Shown when the task fails without a message of its own. */
  fallbackError?: string;
}

/** Whether two argument lists hold the same values (strings compare by content, options by identity). */
function sameArgs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Runs a tool's task as the user types: debounced by input size, in the tool's worker for large input,
 * with any older run cancelled by the newer one. Returns the latest result, or the error message and where
 * in the input the problem is.
 */
export function useLiveTask<T extends TaskMap, K extends keyof T & string>({
  tasks,
  task,
  args,
  createWorker,
  enabled = true,
  fallbackError = 'Something went wrong',
}: LiveTaskOptions<T, K>) {
  const runner = useTaskRunner({ tasks, createWorker });
  const { run, cancel } = runner;
  const [result, setResult] = useState<Awaited<ReturnType<T[K]>> | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  // A new version whenever the arguments change by value, so options objects rebuilt on every render
  // with equal contents do not rerun the task.
  const lastArgs = useRef(args);
  const version = useRef(0);
  if (!sameArgs(lastArgs.current, args)) {
    lastArgs.current = args;
    version.current += 1;
  }
  const currentVersion = version.current;

  useEffect(() => {
    if (!enabled) {
      cancel();
      setResult(null);
      setProblem(null);
      return;
    }
    const callArgs = lastArgs.current;
    const timer = setTimeout(
      async () => {
        const outcome = await run(task, ...callArgs);
        if (outcome.status === 'cancelled') return;
        if (outcome.status === 'failed') {
          setProblem(problemOf(outcome.error, fallbackError));
          setResult(null);
        } else {
          setProblem(null);
          setResult(outcome.value);
        }
      },
      liveDelay(inputSize(callArgs)),
    );
    return () => clearTimeout(timer);
  }, [currentVersion, enabled, task, run, cancel, fallbackError]);

  return { result, error: problem?.message ?? null, errorAt: problem?.at ?? null, busy: runner.busy };
}
