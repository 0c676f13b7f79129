import { describe, expect, it } from 'vitest';
import { destinationsFor, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string) => detect(text, false)?.score ?? 0;

describe('color-converter detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a JSON document', '{\n  "a": 1\n}'],
    ['markup', '<p>Hello</p>'],
  ])('claims no text yet: %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('is listed for its Load Sample text among the tools that take any text', () => {
    expect(destinationsFor(SAMPLE_INPUT).map((entry) => entry.tool.id)).toContain('color-converter');
  });
});
