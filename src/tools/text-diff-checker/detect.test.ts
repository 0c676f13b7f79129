import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_CHANGED, SAMPLE_ORIGINAL, SAMPLE_PATCH } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('text-diff-checker detector', () => {
  it.each([
    ['its sample patch', SAMPLE_PATCH],
    [
      'a git diff',
      'diff --git a/x.ts b/x.ts\nindex 1..2 100644\n--- a/x.ts\n+++ b/x.ts\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n',
    ],
    ['a diff -u with dates', '--- old.txt\t2024-01-01 10:00:00\n+++ new.txt\t2024-01-02\n@@ -1 +1 @@\n-a\n+b\n'],
    ['a patch cut short after its first hunk header', '--- a/x\n+++ b/x\n@@ -1,40 +1,41 @@\n a\n'],
  ])('claims %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(0.8);
  });

  it.each([
    ['its original text', SAMPLE_ORIGINAL],
    ['its changed text', SAMPLE_CHANGED],
    ['a Markdown rule and a list', '---\n+ item\n+ item'],
    ['headers without a hunk', '--- a/x\n+++ b/x\n'],
    ['a hunk header alone', '@@ -1 +1 @@\n-a\n+b'],
    ['prose', 'What changed between these two?'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first for a pasted patch, which opens as the original', () => {
    expect(rankTools(SAMPLE_PATCH)[0]).toMatchObject({
      tool: { id: 'text-diff-checker' },
      state: { original: SAMPLE_PATCH },
    });
  });
});
