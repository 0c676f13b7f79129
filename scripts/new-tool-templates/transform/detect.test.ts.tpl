import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('__ID__ detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a paragraph indented with tabs', '\tThe first line of a quoted paragraph,\n\tand the line after it.'],
    ['lines padded at both ends', ' copied from a table cell \n and from the next cell along '],
  ])('suggests itself, as low as a text tool does, for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    ['text at the margin', 'Every line of this text\nstarts at the margin.'],
    ['indented code', 'function f() {\n  return 1;\n}'],
    ['a pretty-printed JSON document', '{\n  "a": 1\n}'],
    ['indented markup', '  <p>\n    Hello\n  </p>'],
    ['a short text', '  hi  '],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first among the tools that take any text for its Load Sample text', () => {
    const ranked = rankTools(SAMPLE_INPUT).filter((entry) => entry.tool.accepts.includes('text'));
    expect(ranked[0]).toMatchObject({ tool: { id: '__ID__' }, state: { input: SAMPLE_INPUT } });
  });
});
