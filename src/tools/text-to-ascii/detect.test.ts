import { describe, expect, it } from 'vitest';
import { destinationsFor, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('text-to-ascii detector', () => {
  it.each([
    ['a zero-width space', 'Hello\u200Bworld'],
    ['a NUL', 'bad\u0000byte'],
    ['a soft hyphen', 'hyphen\u00ADation'],
    ['a direction override', 'file\u202Etxt.exe'],
    ['a byte order mark inside the text', 'one\uFEFFtwo'],
  ])('suggests itself for text with a hidden character: %s', (_name, text) => {
    expect(score(text)).toBe(0.35);
  });

  it.each([
    ['plain text', 'Hello, World!'],
    ['its sample, which hides nothing', SAMPLE_TEXT],
    ['an emoji joined with zero-width joiners', 'Family 👨‍👩‍👧‍👦'],
    ['a byte order mark at the start', '\uFEFFHello'],
    ['tabs and line breaks', 'a\tb\r\nc'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('is listed for its Load Sample text among the tools that take any text', () => {
    // The sample is contrived (accents, an emoji, Hebrew): it has no hidden character, so the tool is listed
    // rather than suggested.
    expect(destinationsFor(SAMPLE_TEXT).find((entry) => entry.tool.id === 'text-to-ascii')).toEqual(
      expect.objectContaining({ score: 0, state: { input: SAMPLE_TEXT } }),
    );
  });
});
