/**
 * Runs a tool's plain functions inside a Web Worker. A tool's `worker.ts` calls `serveTasks` with the
 * same functions its screen would otherwise call directly; the screen talks to it through `TaskWorker`.
 */
import { ToolError, type TextLocation } from './tool-error';

// Tasks take and return structured-cloneable values; `any` keeps their own signatures intact.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TaskMap = Record<string, (...args: any[]) => unknown>;

/**
 * A tool's tasks, declared once in its `tasks.ts`: the screen runs them here for small input, and, for large
 * input, in the worker that `createWorker` starts, whose `worker.ts` serves the same map with `serveTasks`.
 */
export interface TaskSource<T extends TaskMap> {
  tasks: T;
  createWorker?: () => Worker;
}

export interface TaskRequest {
  id: number;
  task: string;
  args: unknown[];
}

interface SerializedError {
  name: string;
  message: string;
  location?: TextLocation;
}

export type TaskResponse = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

function serializeError(error: unknown): SerializedError {
  if (error instanceof ToolError) return { name: error.name, message: error.message, location: error.location };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

function deserializeError(error: SerializedError): Error {
  if (error.name === 'ToolError') return new ToolError(error.message, error.location);
  const restored = new Error(error.message);
  restored.name = error.name;
  return restored;
}

/** The worker's side of the channel: `self` inside a worker (a test passes a stand-in). */
export interface WorkerScope {
  onmessage: ((event: MessageEvent<TaskRequest>) => void) | null;
  postMessage(message: TaskResponse, transfer: Transferable[]): void;
}

/** Call once at the top of a worker module. */
export function serveTasks(tasks: TaskMap, scope: WorkerScope = self as unknown as WorkerScope): void {
  scope.onmessage = async (event: MessageEvent<TaskRequest>) => {
    const { id, task, args } = event.data;
    let response: TaskResponse;
    try {
      const run = tasks[task];
      if (!run) throw new Error(`Unknown task: ${task}`);
      response = { id, ok: true, value: await run(...args) };
    } catch (error) {
      response = { id, ok: false, error: serializeError(error) };
    }
    scope.postMessage(response, response.ok ? buffersIn(response.value) : []);
  };
}

/**
 * The array buffers in a result and in its fields (two levels deep), handed over to the page rather than
 * copied: receiving hundreds of megabytes of copies would pause the page for as long as the copy takes.
 */
function buffersIn(value: unknown, depth = 0): ArrayBuffer[] {
  if (value instanceof ArrayBuffer) return [value];
  if (ArrayBuffer.isView(value)) return value.buffer instanceof ArrayBuffer ? [value.buffer] : [];
  if (depth === 2 || typeof value !== 'object' || value === null) return [];
  return [...new Set(Object.values(value).flatMap((field) => buffersIn(field, depth + 1)))];
}

/** The page's side of one worker. Terminating it is how a run is really cancelled. */
export class TaskWorker {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  constructor(private readonly createWorker: () => Worker) {}

  call(task: string, args: unknown[]): Promise<unknown> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, task, args } satisfies TaskRequest);
    });
  }

  /** Stops any work in progress; pending calls reject. The next call starts a fresh worker. */
  terminate(reason = 'Cancelled'): void {
    this.worker?.terminate();
    this.worker = null;
    this.rejectAll(new Error(reason));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event: MessageEvent<TaskResponse>) => {
      const response = event.data;
      const entry = this.pending.get(response.id);
      if (!entry) return;
      this.pending.delete(response.id);
      if (response.ok) entry.resolve(response.value);
      else entry.reject(deserializeError(response.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      this.worker?.terminate();
      this.worker = null;
      this.rejectAll(new WorkerFailure(event.message || 'The background worker stopped unexpectedly'));
    };
    this.worker = worker;
    return worker;
  }

  private rejectAll(error: Error): void {
    for (const entry of this.pending.values()) entry.reject(error);
    this.pending.clear();
  }
}

/** The worker itself failed (could not load, crashed), as opposed to the task reporting an error. */
export class WorkerFailure extends Error {
  override readonly name = 'WorkerFailure';
}

/** A rough size of a call's input, to decide whether it is worth a worker. */
export function inputSize(args: readonly unknown[]): number {
  let size = 0;
  for (const arg of args) {
    if (typeof arg === 'string') size += arg.length;
    else if (arg instanceof ArrayBuffer || ArrayBuffer.isView(arg)) size += arg.byteLength;
  }
  return size;
}
