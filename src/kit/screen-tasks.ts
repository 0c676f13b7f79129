import { useState } from 'react';
import type { TaskMap, TaskSource } from '../lib/task-worker';

/**
 * Starts a tool's worker under the name it is given:
 * `(name) => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name })`, written in the
 * tool's own module, where Vite finds and bundles the worker. The screen names it after the tool showing, so
 * a browser's task manager tells the workers apart without each tool spelling its id again.
 */
export type WorkerStart = (name: string | undefined) => Worker;

/** A template's task source: the tool's tasks, run here for small input and in its worker for large input. */
export function useScreenTasks<T extends TaskMap>(tasks: T, worker: WorkerStart | undefined): TaskSource<T> {
  // The runner names the worker after the tool showing.
  const [source] = useState<TaskSource<T>>(() => ({ tasks, createWorker: worker }));
  return source;
}

/** The task a screen runs when the tool does not name it: its tasks.ts declares just one. */
export function soleTask<T extends TaskMap>(tasks: T): keyof T & string {
  const names = Object.keys(tasks);
  if (names.length !== 1) throw new Error(`The screen must name its task: the tool declares ${names.join(', ')}`);
  return names[0]!;
}
