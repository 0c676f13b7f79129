/**
 * Long text crosses from a tool's worker to the page in slices, one message each. In one message, a result
 * of tens of megabytes pauses the page for as long as receiving it takes (a quarter of a second for 34 MB,
 * measured in Chromium 156), and nothing of it can be shown until all of it is made. In slices, each message
 * costs the page about a millisecond, and a core that builds its output with `TextOutput` sends each slice
 * as soon as it is made: the page shows the start of the result while the worker makes the rest.
 *
 * The worker side is `TextOutput` and `streamTextsOf` (used by `serveTasks`); the page side is `ArrivingText`.
 * A core's result is the same with or without a worker: streaming only changes how the text travels.
 */

import { headOfPieces, piecesOf, remember } from './text-pieces';

/** Text longer than this travels in slices of this many characters (the last one shorter). */
export const TEXT_SLICE_LENGTH = 1 << 20;

/**
 * Output is built in chunks of about this many characters, each flattened once complete: big enough that
 * joining the chunks costs nothing, small enough that a chunk's pieces die young.
 */
export const CHUNK_LENGTH = 1 << 16;

/** Matches nothing; running it makes the engine flatten its subject. */
const FLATTENS_SUBJECT = /^(?!)/;

/**
 * Makes V8 copy a rope into one flat string, so its many small pieces can be collected young. A regular
 * expression needs a flat subject, and V8 flattens it in place, in every tier (reading a character does so
 * only in some: measured in Chromium 156, it left the first runs three times slower). Other engines are
 * free to do otherwise; the result is the same string either way.
 */
export function flatten(rope: string): string {
  FLATTENS_SUBJECT.test(rope);
  return rope;
}

/** Yields to the browser: a message task, which unlike a nested timer is not held back 4 ms. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The slices a long text travels in, at most TEXT_SLICE_LENGTH characters each: cut from the pieces it was
 * joined from where the page knows them, so a long text is never flattened only to be sent.
 */
export function* slicesOf(text: string): Generator<string> {
  for (const piece of piecesOf(text))
    for (let start = 0; start < piece.length; start += TEXT_SLICE_LENGTH)
      yield piece.slice(start, start + TEXT_SLICE_LENGTH);
}

/** Where the slices of a worker's texts go: texts are numbered from 0 in the order they start. */
export type SliceSink = (text: number, slice: string) => void;

/** Stands in a result for a text that was sent in slices; the page puts the text back. */
export interface SlicedTextMarker {
  slicedText: number;
}

/** The stream of the task the worker is running now, if any. */
let running: TaskTextStream | null = null;

class TaskTextStream {
  /** The text the task's streaming `TextOutput` made, once finished; it has been sent as text 0. */
  streamed: string | null = null;
  /** Whether a `TextOutput` is sending text 0. */
  claimed = false;
  /** How many texts have been numbered. */
  texts = 0;
  constructor(readonly send: SliceSink) {}
}

/**
 * Runs a task with `send` as where its long texts go: during the call, the first `TextOutput` the task
 * builds sends its slices as they are made. Only the synchronous part of the call streams.
 */
export function runStreamingTexts<T>(send: SliceSink, run: () => T): { value: T; stream: TaskTextStream } {
  const stream = new TaskTextStream(send);
  const outer = running;
  running = stream;
  try {
    return { value: run(), stream };
  } finally {
    running = outer;
  }
}

/**
 * Replaces each long string in a result (and in its fields, two levels deep) by a marker, sending the
 * string in slices first; the text the task streamed while it ran is not sent again.
 */
export function streamTextsOf(value: unknown, stream: TaskTextStream, depth = 0): unknown {
  if (typeof value === 'string') {
    if (stream.streamed !== null && value === stream.streamed) return { slicedText: 0 } satisfies SlicedTextMarker;
    if (value.length <= TEXT_SLICE_LENGTH) return value;
    const text = stream.texts++;
    for (const slice of slicesOf(value)) stream.send(text, slice);
    return { slicedText: text } satisfies SlicedTextMarker;
  }
  if (depth === 2) return value;
  if (Array.isArray(value)) return value.map((item) => streamTextsOf(item, stream, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, streamTextsOf(field, stream, depth + 1)]),
  );
}

/** Whether a value is a plain object, as opposed to an array, a buffer or a class instance. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function isMarker(value: unknown): value is SlicedTextMarker {
  // The key count last: counting the keys of a 20 MB buffer would take seconds.
  return (
    isPlainObject(value) &&
    typeof (value as Partial<SlicedTextMarker>).slicedText === 'number' &&
    Object.keys(value).length === 1
  );
}

/** The receiving side: puts each text sent in slices back where its marker stands. */
export function restoreTexts(value: unknown, texts: readonly ArrivingText[], depth = 0): unknown {
  if (isMarker(value)) return texts[value.slicedText]?.text ?? '';
  if (depth === 2) return value;
  if (Array.isArray(value)) return value.map((item) => restoreTexts(item, texts, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, restoreTexts(field, texts, depth + 1)]));
}

/**
 * A long text output, built piece by piece: the string builder of cores whose output can run to tens of
 * megabytes. Appending millions of small pieces to one rope keeps them all alive until the end, and the
 * garbage collector then spends most of the time copying them (measured: 3-4x slower). So the newest pieces
 * are flattened into one string each time they reach CHUNK_LENGTH characters, which lets them die young, and
 * the chunks are joined as a rope (V8 does not copy them). In a worker serving a task, the first TextOutput
 * of the task also sends its text to the page slice by slice, as it grows.
 */
export class TextOutput {
  /** The text sent so far, or the whole of it where nothing is sent. */
  private done = '';
  /** Flattened chunks not yet sent. */
  private pending = '';
  /** The newest pieces, under CHUNK_LENGTH characters in all. */
  private chunk = '';
  /** Whether this output is its task's streamed text, sent slice by slice. */
  private sent = false;
  private readonly stream: TaskTextStream | null;

  constructor() {
    // Captured now: only the synchronous part of a task streams.
    this.stream = running;
  }

  get length(): number {
    return this.done.length + this.pending.length + this.chunk.length;
  }

  append(piece: string): void {
    this.chunk += piece;
    if (this.chunk.length < CHUNK_LENGTH) return;
    this.pending += flatten(this.chunk);
    this.chunk = '';
    if (this.pending.length >= TEXT_SLICE_LENGTH) this.flush();
  }

  /** The whole text; the output is complete once this is called. */
  finish(): string {
    this.pending += this.chunk;
    this.chunk = '';
    // A text that never grew to a slice is not streamed: it goes in the result, as any short string does.
    if (this.sent) this.flush();
    else this.done += this.pending;
    if (this.stream && this.sent) this.stream.streamed = this.done;
    return this.done;
  }

  private flush(): void {
    if (this.pending === '') return;
    // The first output of the task to grow to a slice is its streamed text, text 0.
    if (!this.sent && this.stream && !this.stream.claimed) {
      this.stream.claimed = true;
      this.stream.texts += 1;
      this.sent = true;
    }
    if (this.sent) this.stream?.send(0, this.pending);
    this.done += this.pending;
    this.pending = '';
  }
}

/**
 * A text arriving in slices (on the page, a result's; in the worker, a request's): `text` is what has arrived so far (complete once the task's result
 * is in), and listeners hear of each new slice, so a pane can show the text as it comes.
 */
export class ArrivingText {
  text = '';
  private readonly slices: string[] = [];
  /** The slices `text` is remembered as being joined from (a copy: `slices` grows). */
  private rememberedSlices: readonly string[] = [];
  private readonly listeners = new Set<() => void>();

  add(slice: string): void {
    this.slices.push(slice);
    this.text += slice;
    const previous = this.rememberedSlices;
    this.rememberedSlices = [...this.slices];
    remember(this.text, this.rememberedSlices, previous);
    for (const listener of this.listeners) listener();
  }

  get sliceCount(): number {
    return this.slices.length;
  }

  /** The first `length` characters that have arrived, read from the slices without joining all of them. */
  start(length: number): string {
    return headOfPieces(this.slices, length);
  }

  /** The slices from the `from`-th on. */
  slicesFrom(from: number): readonly string[] {
    return this.slices.slice(from);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
