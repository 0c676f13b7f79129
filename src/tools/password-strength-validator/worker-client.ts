import { TaskWorker } from '../../lib/task-worker';
import { ToolError } from '../../lib/tool-error';
import type { PasswordTasks } from './tasks';

/**
 * The screen's side of the tasks: calls into one worker that lives as long as the page and is never
 * stopped between checks. zxcvbn takes over a second to rank its dictionaries when a worker starts, and a
 * check can take a few hundred milliseconds, so the kit's way (stop the worker when a newer run replaces an
 * older one) would start that second again on every keystroke. Instead a check that is overtaken before it
 * starts is dropped, and at most one runs at a time: the newest input is always next.
 *
 * The dictionaries (1.6 MB) are in the worker's chunk only. Where no Worker exists (the unit tests in
 * jsdom) the tasks are imported here instead; a built page never does that (the import is dropped from the
 * build), so its route does not carry them.
 */
let shared: TaskWorker | null = null;

function call<K extends keyof PasswordTasks>(
  task: K,
  args: Parameters<PasswordTasks[K]>,
): Promise<Awaited<ReturnType<PasswordTasks[K]>>> {
  if (typeof Worker === 'undefined') {
    if (import.meta.env.MODE !== 'test')
      return Promise.reject(
        new ToolError('The password check runs in a background worker, and this browser cannot start one.'),
      );
    return import('./tasks').then(({ tasks }) =>
      (tasks[task] as (...taskArgs: unknown[]) => Awaited<ReturnType<PasswordTasks[K]>>)(...args),
    );
  }
  shared ??= new TaskWorker(
    () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'password-strength-validator' }),
  );
  return shared.call(task, args) as Promise<Awaited<ReturnType<PasswordTasks[K]>>>;
}

interface Pending<K extends keyof PasswordTasks> {
  args: Parameters<PasswordTasks[K]>;
  resolve: (value: Awaited<ReturnType<PasswordTasks[K]>>) => void;
  reject: (reason: unknown) => void;
}

/** Runs a task one call at a time, dropping a waiting call when a newer one comes: only the newest input counts. */
function latestOnly<K extends keyof PasswordTasks>(task: K) {
  let running = false;
  let waiting: Pending<K> | null = null;
  const next = () => {
    if (running || !waiting) return;
    const job = waiting;
    waiting = null;
    running = true;
    call(task, job.args)
      .then(job.resolve, job.reject)
      .finally(() => {
        running = false;
        next();
      });
  };
  return (...args: Parameters<PasswordTasks[K]>) =>
    new Promise<Awaited<ReturnType<PasswordTasks[K]>>>((resolve, reject) => {
      waiting?.reject(new Error('Cancelled'));
      waiting = { args, resolve, reject };
      next();
    });
}

export const workerTasks = {
  analysePassword: latestOnly('analysePassword'),
  checkBatch: (...args: Parameters<PasswordTasks['checkBatch']>) => call('checkBatch', args),
};
