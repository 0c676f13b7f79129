/**
 * Runs a tool's plain functions inside a Web Worker. A tool's `worker.ts` calls `serveTasks` with the
 * same functions its screen would otherwise call directly; the screen talks to it through `TaskWorker`.
 */
import {
  ArrivingText,
  TEXT_SLICE_LENGTH,
  nextTask,
  restoreTexts,
  runStreamingTexts,
  slicesOf,
  streamTextsOf,
  type SlicedTextMarker,
} from './text-stream';
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
  /**
   * Starts the worker under the name it is given (the id of the tool showing), so a browser's task manager
   * tells the workers apart without each tool spelling its id: `(name) => new Worker(url, { type, name })`.
   */
  createWorker?: (name: string | undefined) => Worker;
}

export interface TaskRequest {
  id: number;
  task: string;
  args: unknown[];
}

/** A slice of a long text, sent either way before the request or result it belongs to (see text-stream.ts). */
export interface TextSlice {
  id: number;
  text: number;
  slice: string;
}

interface SerializedError {
  name: string;
  message: string;
  location?: TextLocation;
}

/**
 * Part of a long list in a field of a result (a batch's 100,000 rows, a document's problems), sent before the
 * result. Each message is read in a task of its own on the page: one message of 100,000 objects would hold the
 * page for the time it takes to read them all (about 150 ms, measured in Chromium 156).
 */
export interface ArraySlice {
  id: number;
  field: string;
  items: unknown[];
}

/** Stands in a result for a field whose items came in ArraySlices. */
interface SlicedArrayMarker {
  slicedArray: string;
}

/** Lists longer than this, in a field of a result, go to the page in slices of this many items. */
export const ARRAY_SLICE_LENGTH = 5_000;

export type TaskResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError } | TextSlice | ArraySlice;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Sends the long lists in a result's fields ahead of it, in slices, and gives the result with markers in their place. */
function sendLongArrays(value: unknown, send: (field: string, items: unknown[]) => void): unknown {
  if (!isPlainObject(value)) return value;
  let result = value;
  for (const [field, items] of Object.entries(value)) {
    if (!Array.isArray(items) || items.length <= ARRAY_SLICE_LENGTH) continue;
    for (let start = 0; start < items.length; start += ARRAY_SLICE_LENGTH)
      send(field, items.slice(start, start + ARRAY_SLICE_LENGTH));
    if (result === value) result = { ...value };
    result[field] = { slicedArray: field } satisfies SlicedArrayMarker;
  }
  return result;
}

/** Puts the lists that came in slices back in the result's fields. */
function restoreLongArrays(value: unknown, arrays: ReadonlyMap<string, unknown[]>): unknown {
  if (arrays.size === 0 || !isPlainObject(value)) return value;
  for (const [field, items] of arrays) {
    const marker = value[field] as SlicedArrayMarker | undefined;
    if (marker?.slicedArray === field) value[field] = items;
  }
  return value;
}

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
  onmessage: ((event: MessageEvent<TaskRequest | TextSlice>) => void) | null;
  postMessage(message: TaskResponse, transfer: Transferable[]): void;
}

/** Call once at the top of a worker module. */
export function serveTasks(tasks: TaskMap, scope: WorkerScope = self as unknown as WorkerScope): void {
  // The long arguments of requests still on their way, slice by slice.
  const arrivingArgs = new Map<number, ArrivingText[]>();
  scope.onmessage = async (event: MessageEvent<TaskRequest | TextSlice>) => {
    const message = event.data;
    if ('slice' in message) {
      const texts = arrivingArgs.get(message.id) ?? [];
      arrivingArgs.set(message.id, texts);
      (texts[message.text] ??= new ArrivingText()).add(message.slice);
      return;
    }
    const { id, task } = message;
    const args = restoreTexts(message.args, arrivingArgs.get(id) ?? []) as unknown[];
    arrivingArgs.delete(id);
    let response: TaskResponse;
    try {
      const run = tasks[task];
      if (!run) throw new Error(`Unknown task: ${task}`);
      const sendSlice = (text: number, slice: string) => scope.postMessage({ id, text, slice }, []);
      const { value, stream } = runStreamingTexts(sendSlice, () => run(...args));
      const sendItems = (field: string, items: unknown[]) => scope.postMessage({ id, field, items }, []);
      response = { id, ok: true, value: sendLongArrays(streamTextsOf(await value, stream), sendItems) };
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
  private readonly pending = new Map<
    number,
    {
      resolve: (value: unknown) => void;
      reject: (error: Error) => void;
      texts: ArrivingText[];
      arrays: Map<string, unknown[]>;
      onText?: (text: ArrivingText) => void;
    }
  >();

  constructor(private readonly createWorker: () => Worker) {}

  /**
   * Runs a task in the worker. A long text in its result arrives in slices before the result: `onText`
   * hears of the first such text as soon as its first slice is in, so it can be shown as it comes.
   */
  call(task: string, args: unknown[], onText?: (text: ArrivingText) => void): Promise<unknown> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, texts: [], arrays: new Map(), onText });
      void this.send(worker, { id, task, args });
    });
  }

  /**
   * Posts a request; a long string argument goes first, in slices a task apart. Copying 20 MB into one
   * message would hold the page for a fifth of a second (measured in Chromium 156), slices a few ms each.
   */
  private async send(worker: Worker, { id, task, args }: TaskRequest): Promise<void> {
    let texts = 0;
    const sent: unknown[] = [];
    for (const arg of args) {
      if (typeof arg !== 'string' || arg.length <= TEXT_SLICE_LENGTH) {
        sent.push(arg);
        continue;
      }
      const text = texts++;
      for (const slice of slicesOf(arg)) {
        // Terminated meanwhile (a newer run, Clear): the request is gone with the worker.
        if (this.worker !== worker) return;
        worker.postMessage({ id, text, slice } satisfies TextSlice);
        await nextTask();
      }
      sent.push({ slicedText: text } satisfies SlicedTextMarker);
    }
    if (this.worker === worker) worker.postMessage({ id, task, args: sent } satisfies TaskRequest);
  }

  /** Starts the worker ahead of a call (its module loads meanwhile), if it is not running. */
  prepare(): void {
    this.ensureWorker();
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
      if ('slice' in response) {
        const known = entry.texts[response.text];
        const text = known ?? (entry.texts[response.text] = new ArrivingText());
        text.add(response.slice);
        if (!known && response.text === 0) entry.onText?.(text);
        return;
      }
      if ('items' in response) {
        const items = entry.arrays.get(response.field);
        if (items) for (const item of response.items) items.push(item);
        else entry.arrays.set(response.field, response.items);
        return;
      }
      this.pending.delete(response.id);
      if (response.ok) entry.resolve(restoreTexts(restoreLongArrays(response.value, entry.arrays), entry.texts));
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

/**
 * The source of a tool whose work runs only in its worker, so that the libraries behind its tasks (schemas,
 * parsers, dictionaries) stay out of the page's chunk: every run goes to the worker (`workerThreshold: 0`).
 * Where there is no Worker (tests in jsdom) the tasks load here on first use, through `loadHere`, which a tool
 * gives as `import.meta.env.PROD ? null : () => import('./tasks').then(({ tasks }) => tasks)`: the production
 * build drops that import. A page whose browser did not start the worker then gets a message naming `work`.
 */
export function workerOnlySource<T extends TaskMap>({
  names,
  loadHere,
  work,
  createWorker,
}: {
  names: readonly (keyof T & string)[];
  loadHere: (() => Promise<T>) | null;
  work: string;
  createWorker: (name: string | undefined) => Worker;
}): TaskSource<T> & { workerThreshold: number } {
  let loading: Promise<T> | null = null;
  const run =
    (name: keyof T & string) =>
    async (...args: unknown[]) => {
      if (!loadHere) throw new ToolError(`${work} needs a Web Worker, and this browser did not start one.`);
      loading ??= loadHere();
      return (await loading)[name]!(...args);
    };
  return {
    tasks: Object.fromEntries(names.map((name) => [name, run(name)])) as T,
    createWorker: typeof Worker === 'undefined' ? undefined : createWorker,
    workerThreshold: 0,
  };
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
