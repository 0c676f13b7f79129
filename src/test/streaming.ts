/** Test helper for cores that build long output with `TextOutput`: what a worker serving them sends the page. */
import { runStreamingTexts, streamTextsOf } from '../lib/text-stream';

/**
 * Runs a core as a worker serving its task does. `whileRunning` are the slices of text 0 sent before the
 * core returned; `result` is what the page is sent once it has (`{ slicedText: 0 }` when the output it
 * returned is the text it streamed, so nothing is sent twice).
 */
export function runAsWorkerTask(run: () => unknown): { value: unknown; whileRunning: string[]; result: unknown } {
  const whileRunning: string[] = [];
  let running = true;
  const { value, stream } = runStreamingTexts((text, slice) => {
    if (running && text === 0) whileRunning.push(slice);
  }, run);
  running = false;
  return { value, whileRunning, result: streamTextsOf(value, stream) };
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
