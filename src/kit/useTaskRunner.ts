import { useCallback, useEffect, useRef, useState } from 'react';
import { TaskWorker, WorkerFailure, inputSize, type TaskMap, type TaskSource } from '../lib/task-worker';
import type { ArrivingText } from '../lib/text-stream';
import { ToolError, type Problem } from '../lib/tool-error';
import { useToolId } from './tool-context';

/** Inputs at least this long (characters or bytes) run in the tool's worker, keeping the page responsive. */
export const WORKER_THRESHOLD = 256 * 1024;

export type RunOutcome<T> = { status: 'done'; value: T } | { status: 'failed'; error: Error } | { status: 'cancelled' };

/** What a screen shows of a tool's runs: the latest result or problem, and whether it still describes the input. */
export interface RunState<R> {
  result: R | null;
  problem: Problem | null;
  busy: boolean;
  /**
   * The result or problem was made from input (or options) that has changed since. A screen never shows it
   * as if it described the input now: it is marked out of date until the new result arrives.
   */
  stale: boolean;
  /**
   * The long text output of the run in progress, arriving from the worker slice by slice, to show as it
   * comes (null when there is none). Once the run is done, the result holds all of it.
   */
  arriving?: ArrivingText | null;
}

/**
 * Work that may never end (a regular expression that backtracks catastrophically): after `ms` its worker is
 * stopped and the run fails with `message`. It always runs in the worker, where it can be stopped; if the
 * worker cannot run, it fails rather than freeze the page.
 */
export interface TimeLimit {
  ms: number;
  message: string;
}

export interface TaskRunnerOptions<T extends TaskMap> extends TaskSource<T> {
  /** The spec's processing delay: the busy state stays at least this long, while the work runs. */
  minBusyMs?: number;
  workerThreshold?: number;
  timeLimit?: TimeLimit;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves after the browser has had a chance to paint, so a busy state shows before main-thread work. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/**
 * The one way tools run their work. It holds the busy state for at least `minBusyMs` (work runs during
 * that time, so a result shows after max(delay, work)), moves large input into a Web Worker, and cancels
 * a run as soon as a newer one replaces it: the worker is terminated, and a stale result is never shown.
 */
export function useTaskRunner<T extends TaskMap>({
  tasks,
  createWorker,
  minBusyMs = 0,
  workerThreshold = WORKER_THRESHOLD,
  timeLimit,
}: TaskRunnerOptions<T>) {
  const [busyTask, setBusyTask] = useState<keyof T | null>(null);
  const [arriving, setArriving] = useState<ArrivingText | null>(null);
  const currentRun = useRef(0);
  const workerRunInFlight = useRef(false);
  const workerRef = useRef<TaskWorker | null>(null);
  const tasksRef = useRef(tasks);
  // The worker is named after the tool showing (see TaskSource).
  const toolId = useToolId() ?? undefined;
  const startWorker = createWorker && (() => createWorker(toolId));
  const createWorkerRef = useRef(startWorker);
  tasksRef.current = tasks;
  createWorkerRef.current = startWorker;

  /** Whether a run on these arguments goes to the worker: there is one, and the input is large. */
  const timeLimitMs = timeLimit?.ms;
  const timeLimitMessage = timeLimit?.message;
  const worksInWorker = useCallback(
    (args: readonly unknown[]) =>
      createWorkerRef.current !== undefined && (timeLimitMs !== undefined || inputSize(args) >= workerThreshold),
    [workerThreshold, timeLimitMs],
  );
  /** The tool's worker, started on first need. */
  const workerFor = (create: () => Worker) => (workerRef.current ??= new TaskWorker(create));

  useEffect(
    () => () => {
      currentRun.current += 1;
      workerRef.current?.terminate();
    },
    [],
  );

  const cancel = useCallback(() => {
    currentRun.current += 1;
    if (workerRunInFlight.current) workerRef.current?.terminate();
    workerRunInFlight.current = false;
    setBusyTask(null);
    setArriving(null);
  }, []);

  /**
   * Starts the worker while the user is still deciding (input large enough for it is in place), so a run
   * does not wait for the worker's code to load.
   */
  const prepare = useCallback(
    (args: readonly unknown[]) => {
      if (worksInWorker(args)) workerFor(createWorkerRef.current!).prepare();
    },
    [worksInWorker],
  );

  const run = useCallback(
    async <K extends keyof T & string>(
      task: K,
      ...args: Parameters<T[K]>
    ): Promise<RunOutcome<Awaited<ReturnType<T[K]>>>> => {
      // A newer run replaces an older one: stop the older one's work if it is in the worker.
      if (workerRunInFlight.current) workerRef.current?.terminate();
      const runId = ++currentRun.current;
      setBusyTask(task);
      setArriving(null);

      const create = createWorkerRef.current;
      const useWorker = worksInWorker(args);
      workerRunInFlight.current = useWorker;
      const runHere = async () => {
        await afterPaint();
        if (runId !== currentRun.current) throw new Error('Cancelled');
        return tasksRef.current[task]!(...args);
      };
      const runInWorker = async () => {
        const worker = workerFor(create!);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const call = worker.call(task, args, (text) => {
          if (runId === currentRun.current) setArriving(text);
        });
        const limited =
          timeLimitMs === undefined
            ? call
            : Promise.race([
                call,
                new Promise<never>((_, reject) => {
                  timer = setTimeout(() => {
                    // Rejected before the worker is stopped, so the race ends with this message, not "Cancelled".
                    reject(new ToolError(timeLimitMessage ?? 'The work took too long and was stopped.'));
                    worker.terminate();
                  }, timeLimitMs);
                }),
              ]);
        try {
          return await limited;
        } catch (error) {
          // If the worker itself cannot run (blocked, crashed), the work is still done, here, unless it may
          // never end: then the page would freeze with no way to stop it.
          if (error instanceof WorkerFailure && timeLimitMs === undefined) return runHere();
          throw error;
        } finally {
          clearTimeout(timer);
        }
      };

      const [work] = await Promise.allSettled([useWorker ? runInWorker() : runHere(), delay(minBusyMs)]);
      if (runId !== currentRun.current) return { status: 'cancelled' };
      workerRunInFlight.current = false;
      setBusyTask(null);
      setArriving(null);
      if (work.status === 'fulfilled') return { status: 'done', value: work.value as Awaited<ReturnType<T[K]>> };
      return { status: 'failed', error: work.reason instanceof Error ? work.reason : new Error(String(work.reason)) };
    },
    [minBusyMs, worksInWorker, timeLimitMs, timeLimitMessage],
  );

  return { run, cancel, prepare, busy: busyTask !== null, busyTask, arriving };
}
