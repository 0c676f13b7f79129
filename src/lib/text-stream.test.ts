import { describe, expect, it } from 'vitest';
import {
  ArrivingText,
  TEXT_SLICE_LENGTH,
  TextOutput,
  restoreTexts,
  runStreamingTexts,
  streamTextsOf,
} from './text-stream';

function collect(run: () => unknown) {
  const sent: { text: number; slice: string }[] = [];
  const { value, stream } = runStreamingTexts((text, slice) => sent.push({ text, slice }), run);
  return { sent, result: streamTextsOf(value, stream) };
}

describe('TextOutput', () => {
  it('gives the text it was given, with or without a worker stream', () => {
    const output = new TextOutput();
    for (const piece of ['a', 'bc', '', 'def']) output.append(piece);
    expect(output.length).toBe(6);
    expect(output.finish()).toBe('abcdef');
  });

  it('streams the first output to grow to a slice, and only that one', () => {
    const piece = 'x'.repeat(TEXT_SLICE_LENGTH / 2);
    const { sent, result } = collect(() => {
      const small = new TextOutput();
      small.append('short');
      const big = new TextOutput();
      for (let index = 0; index < 5; index += 1) big.append(piece);
      const other = new TextOutput();
      for (let index = 0; index < 3; index += 1) other.append(piece);
      return { small: small.finish(), big: big.finish(), other: other.finish() };
    });
    // The big text went out as it grew (text 0); the other long one after the task, as text 1.
    expect(sent.map(({ text, slice }) => [text, slice.length])).toEqual([
      [0, TEXT_SLICE_LENGTH],
      [0, TEXT_SLICE_LENGTH],
      [0, TEXT_SLICE_LENGTH / 2],
      [1, TEXT_SLICE_LENGTH],
      [1, TEXT_SLICE_LENGTH / 2],
    ]);
    expect(result).toEqual({ small: 'short', big: { slicedText: 0 }, other: { slicedText: 1 } });
  });

  it('puts the texts back where their markers stand', () => {
    const long = 'é'.repeat(TEXT_SLICE_LENGTH + 3);
    const { sent, result } = collect(() => ({ output: long, lines: [long, 'a'], count: 2 }));
    const texts: ArrivingText[] = [];
    for (const { text, slice } of sent) (texts[text] ??= new ArrivingText()).add(slice);
    expect(restoreTexts(result, texts)).toEqual({ output: long, lines: [long, 'a'], count: 2 });
  });

  it('keeps a pair of surrogates cut by a slice boundary whole once joined', () => {
    const long = `${'a'.repeat(TEXT_SLICE_LENGTH - 1)}😀${'b'.repeat(10)}`;
    const { sent, result } = collect(() => long);
    const text = new ArrivingText();
    for (const { slice } of sent) text.add(slice);
    expect(restoreTexts(result, [text])).toBe(long);
  });

  it('leaves non-plain objects and buffers alone', () => {
    const bytes = new Uint8Array([1, 2]);
    const date = new Date(0);
    expect(collect(() => ({ bytes, date })).result).toEqual({ bytes, date });
  });
});

describe('restoreTexts', () => {
  it('reads no buffer as if it were a marker', () => {
    const bytes = new Uint8Array(8);
    expect(restoreTexts({ bytes, count: 1 }, [])).toEqual({ bytes, count: 1 });
    expect(restoreTexts([{ slicedText: 0, other: 1 }], [])).toEqual([{ slicedText: 0, other: 1 }]);
  });
});
