/** Test helper for cores that build long output with `TextOutput`: what a worker serving them sends the page. */
import { expect } from 'vitest';
import { runStreamingTexts, streamTextsOf } from '../lib/text-stream';

/**
 * Runs a core as a worker serving its task does. `whileRunning` are the slices of text 0 sent before the
 * core returned; `result` is what the page is sent once it has (`{ slicedText: 0 }` when the output it
 * returned is the text it streamed, so nothing is sent twice).
 */
function runAsWorkerTask(run: () => unknown): { value: unknown; whileRunning: string[]; result: unknown } {
  const whileRunning: string[] = [];
  let running = true;
  const { value, stream } = runStreamingTexts((text, slice) => {
    if (running && text === 0) whileRunning.push(slice);
  }, run);
  running = false;
  return { value, whileRunning, result: streamTextsOf(value, stream) };
}

/**
 * Expects a core to stream its output as a worker serves it: sent to the page in several slices while it
 * ran, the slices making the text it returned, and that text not sent again once it is done.
 */
export function expectStreamed(run: () => unknown): void {
  const { value, whileRunning, result } = runAsWorkerTask(run);
  expect(whileRunning.length).toBeGreaterThan(1);
  expect(whileRunning.join('')).toBe(value);
  expect(result).toEqual({ slicedText: 0 });
}

/** A JSON array of `count` small records, whose CSV, YAML or XML runs to several slices. */
export function manyRecords(count: number): string {
  const records = Array.from({ length: count }, (_, index) => ({
    id: index,
    name: `record ${index}`,
    tags: ['a', 'b'],
    nested: { ok: index % 2 === 0, note: 'x'.repeat(20) },
  }));
  return JSON.stringify(records);
}
