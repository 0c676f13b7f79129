import { describe, expect, it } from 'vitest';
import { destinationsFor, rankTools } from '../../catalogue/detection';
import { SAMPLE_TEXT } from './core';
import { detect } from './detect';

describe('reverse-text detector', () => {
  it.each([
    ['its sample', SAMPLE_TEXT],
    ['prose', 'Never odd or even.'],
    ['reversed text', '!dlrow ,olleH'],
    ['a JSON document', '{"a": 1}'],
  ])('claims nothing, %s included: reversing has no input signature', (_name, text) => {
    expect(detect(text, false)).toBeNull();
  });

  it('is listed for its Load Sample text among the tools that take any text', () => {
    // The sample is contrived (emoji, flags and right-to-left scripts, to show reversing by character): it
    // is text like any other, so the tool is listed after the suggestions rather than suggested.
    expect(rankTools(SAMPLE_TEXT).some((entry) => entry.tool.id === 'reverse-text')).toBe(false);
    expect(destinationsFor(SAMPLE_TEXT).find((entry) => entry.tool.id === 'reverse-text')).toEqual(
      expect.objectContaining({ score: 0, state: { input: SAMPLE_TEXT } }),
    );
  });
});
