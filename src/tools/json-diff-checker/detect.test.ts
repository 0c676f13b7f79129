import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_MODIFIED, SAMPLE_ORIGINAL } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('json-diff-checker detector', () => {
  it.each([
    ['its original sample', SAMPLE_ORIGINAL],
    ['its modified sample', SAMPLE_MODIFIED],
    ['a minified array', '[1,2,3]'],
  ])('suggests itself for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.5);
  });

  it.each([
    ['a unified diff', '--- a/file.json\n+++ b/file.json\n@@ -1 +1 @@\n-{"a":1}\n+{"a":2}'],
    ['JSON with a mistake', '{"a": 1,}'],
    ['prose', 'What changed between these two?'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it.each([SAMPLE_ORIGINAL, SAMPLE_MODIFIED])(
    'suggests itself for its Load Sample text as the original, without ranking first',
    (sample) => {
      // Exempt from ranking first: the samples are general JSON documents, which the formatter takes first.
      const entry = rankTools(sample).find((ranked) => ranked.tool.id === 'json-diff-checker');
      expect(entry).toMatchObject({ state: { original: sample } });
      expect(entry!.score).toBeGreaterThanOrEqual(0.5);
    },
  );
});
