/**
 * Prints one closing line, "total: N passed, N failed, N skipped", from the JSON reports of Vitest and
 * Playwright, so a CI log states plainly how many tests ran.
 *   node scripts/test-summary.mjs reports/unit.json reports/e2e.json
 */
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) {
    // Vitest (Jest-compatible JSON).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright: flaky tests passed on a retry.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
