/**
 * `npm run new-tool -- <id>`: creates src/tools/<id>/ (meta, core, core test, tasks, worker, view), an e2e spec, and
 * adds the tool to src/catalogue/tools.ts. Never overwrites an existing file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planNewTool } from './new-tool-plan.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cataloguePath = join(root, 'src', 'catalogue', 'tools.ts');
const id = process.argv[2];

function fail(message) {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

if (!id || id.startsWith('-') || process.argv.length > 3)
  fail('usage: npm run new-tool -- <tool-id>   (e.g. npm run new-tool -- url-encoder)');

let plan;
try {
  plan = planNewTool(id, readFileSync(cataloguePath, 'utf8'));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

const existing = Object.keys(plan.files).filter((path) => existsSync(join(root, path)));
if (existing.length > 0) fail(`refusing to overwrite existing files:\n  ${existing.join('\n  ')}`);

for (const [path, contents] of Object.entries(plan.files)) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents, { flag: 'wx' });
  console.log(`created  ${path}`);
}
writeFileSync(cataloguePath, plan.catalogueSource);
console.log('updated  src/catalogue/tools.ts');

console.log(`
Next steps:
  1. Describe the tool in src/tools/${id}/meta.ts: name, heading (if the screen's differs), description,
     tagline, icon, category and keywords. The shell draws the header from it.
  2. Write its logic in core.ts (throw ToolError for bad input) and table tests in core.test.ts: npm test
  3. Declare its state in View.tsx (DEFAULTS) and build the screen from src/kit. It runs as you type
     (useLiveTask); for a tool that runs on a button use useActionTask. Add its FeatureCards.
  4. Try it: npm start, then open http://localhost:5173/${id}
  5. Extend e2e/tools/${id}.spec.ts and run it: npm run build && npm run test:e2e -- e2e/tools/${id}.spec.ts`);
