/**
 * `npm run new-tool -- <id>`: creates src/tools/<id>/ (meta, core, core test, detector, detector test, tasks,
 * worker, view) and an e2e spec, adds the tool to src/catalogue/tools.ts and its Load Sample text to the
 * detection policy test (src/catalogue/detection.test.ts). Everything it writes is formatted with the
 * project's Prettier settings first. Never overwrites an existing file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { DETECTION_TEST_PATH, detectionTestLines, planNewTool } from './new-tool-plan.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cataloguePath = join(root, 'src', 'catalogue', 'tools.ts');
const detectionTestPath = join(root, DETECTION_TEST_PATH);
const id = process.argv[2];

function fail(message) {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

if (!id || id.startsWith('-') || process.argv.length > 3)
  fail('usage: npm run new-tool -- <tool-id>   (e.g. npm run new-tool -- url-encoder)');

const detectionTestSource = existsSync(detectionTestPath) ? readFileSync(detectionTestPath, 'utf8') : '';
let plan;
try {
  plan = planNewTool(id, readFileSync(cataloguePath, 'utf8'), detectionTestSource);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const existing = Object.keys(plan.files).filter((path) => existsSync(join(root, path)));
if (existing.length > 0) fail(`refusing to overwrite existing files:\n  ${existing.join('\n  ')}`);

/** The text as Prettier would write it at `path` (a long id can make a line too long), before anything is written. */
async function formatted(path, contents) {
  const config = await resolveConfig(path);
  return format(contents, { ...config, filepath: path });
}

const writes = [];
for (const [path, contents] of Object.entries(plan.files)) {
  writes.push({ target: join(root, path), contents: await formatted(join(root, path), contents) });
}
const catalogue = await formatted(cataloguePath, plan.catalogueSource);
const detectionTest =
  plan.detectionTestSource === null ? null : await formatted(detectionTestPath, plan.detectionTestSource);

for (const { target, contents } of writes) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents, { flag: 'wx' });
  console.log(`created  ${target.slice(root.length + 1)}`);
}
writeFileSync(cataloguePath, catalogue);
console.log('updated  src/catalogue/tools.ts');
if (detectionTest !== null) {
  writeFileSync(detectionTestPath, detectionTest);
  console.log(`updated  ${DETECTION_TEST_PATH}`);
} else {
  const { importLine, row } = detectionTestLines(id, detectionTestSource);
  console.warn(`
new-tool: could not add the tool to ${DETECTION_TEST_PATH}, whose "has a row for every tool"
test now fails. Add its Load Sample text there by hand:
  ${importLine}
and, in FEATURED_TEXT_SAMPLES:
  ${row}`);
}

console.log(`
Next steps:
  1. Describe the tool's card in src/tools/${id}/meta.ts: name, heading (if the screen's differs),
     description, icon and category; set accepts to the kinds of input it takes, and primaryAction to the
     label of its primary button (for a live tool, what it does as you type): Ctrl+Enter runs it. Its
     tagline, search keywords and About text go in details.ts. The shell draws the header from both.
  2. Write its logic in core.ts (throw ToolError for bad input) and table tests in core.test.ts: npm test
  3. Declare its state in View.tsx (DEFAULTS) and build the screen from src/kit. It runs as you type
     (useLiveTask); for a tool that runs on a button use useActionTask.
  4. Sharpen detect.ts to what only this tool's input has, with rows in detect.test.ts. Its Load Sample
     text is a row of FEATURED_TEXT_SAMPLES in ${DETECTION_TEST_PATH}, which holds it to ranking first
     among the tools that take text, at 0.4 or less. If its sample has no such feature, make detect return
     null and move the row to CONTRIVED_TEXT_SAMPLES (as reverse-text does); if it takes a kind of data,
     score it above 0.4 and move the row to DATA_SAMPLES. The policy is at the top of that file.
  5. Try it: npm start, then open http://localhost:5173/${id}
  6. Extend e2e/tools/${id}.spec.ts and run it: npm run build && npm run test:e2e -- e2e/tools/${id}.spec.ts`);
