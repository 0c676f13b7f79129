/**
 * Measures Text Diff Checker's core on two 5 MB texts (the sizes its browser test uses), with few and with
 * many changes, outside any test's timing: `node scripts/text-diff-bench.mjs`. The core is TypeScript, so it
 * is loaded through jiti (a dev dependency already installed).
 */
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { diffTexts, DEFAULT_OPTIONS } = await jiti.import('../src/tools/text-diff-checker/core.ts');

function pair(changeEvery, insertEvery) {
  const oldLines = [];
  const newLines = [];
  let length = 0;
  for (let index = 0; length < 5 * 1024 * 1024; index++) {
    const line = `line ${index}: the quick brown fox jumps over the lazy dog ${index % 97}`;
    oldLines.push(line);
    newLines.push(index % changeEvery === 0 ? `${line} (edited)` : line);
    if (index % insertEvery === 0) newLines.push(`inserted after ${index}`);
    length += line.length + 1;
  }
  return [`${oldLines.join('\n')}\n`, `${newLines.join('\n')}\n`, oldLines.length];
}

for (const [name, changeEvery, insertEvery, granularity] of [
  ['few changes', 10_000, 20_000, 'lines'],
  ['a change every 50 lines', 50, 100, 'lines'],
  ['a change every 50 lines, words marked', 50, 100, 'words'],
  ['every other line changed', 2, 3, 'lines'],
]) {
  const [original, changed, lines] = pair(changeEvery, insertEvery);
  const started = performance.now();
  const result = diffTexts(original, changed, { ...DEFAULT_OPTIONS, granularity });
  const ms = Math.round(performance.now() - started);
  console.log(
    `${name}: ${lines} lines, ${ms} ms; +${result.stats.added} -${result.stats.removed}, cut short: ${result.cutShort}, patch ${(result.patch.length / 1e6).toFixed(1)} MB`,
  );
}
