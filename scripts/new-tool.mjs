/**
 * `npm run new-tool -- <id> --family <family>`: creates src/tools/<id>/ as the declarations of a tool of that
 * family (transform, validator, checker, generator, converter or custom; transform when not given) and an
 * e2e spec, adds the tool to src/catalogue/tools.ts, and adds it to the catalogue tests that list every tool
 * (the detection policy test, and the family's contract test where it lists its tools). Everything it writes
 * is formatted with the project's Prettier settings first. Never overwrites an existing file.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { FAMILIES, planNewTool, registeredTests } from './new-tool-plan.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cataloguePath = join(root, 'src', 'catalogue', 'tools.ts');
const USAGE = `usage: npm run new-tool -- <tool-id> [--family ${Object.keys(FAMILIES).join('|')}]
  e.g. npm run new-tool -- slug-validator --family validator`;

function fail(message) {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({ allowPositionals: true, options: { family: { type: 'string', default: 'transform' } } });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const [id, ...extra] = args.positionals;
const { family } = args.values;
if (!id || extra.length > 0) fail(USAGE);

let plan;
try {
  const tests = {};
  for (const path of registeredTests(family)) {
    if (existsSync(join(root, path))) tests[path] = readFileSync(join(root, path), 'utf8');
  }
  plan = planNewTool(id, readFileSync(cataloguePath, 'utf8'), { family, tests });
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
const updates = [];
for (const registration of plan.registrations) {
  if (registration.source === null) continue;
  updates.push({
    path: registration.path,
    contents: await formatted(join(root, registration.path), registration.source),
  });
}

for (const { target, contents } of writes) {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, contents, { flag: 'wx' });
  console.log(`created  ${target.slice(root.length + 1)}`);
}
writeFileSync(cataloguePath, catalogue);
console.log('updated  src/catalogue/tools.ts');
for (const { path, contents } of updates) {
  writeFileSync(join(root, path), contents);
  console.log(`updated  ${path}`);
}
for (const registration of plan.registrations.filter((each) => each.source === null)) {
  console.warn(`
new-tool: could not add the tool to ${registration.path}, which now fails. By hand, ${registration.byHand}`);
}

const dir = `src/tools/${id}`;
console.log(`
A ${family} tool, which passes lint, typecheck and the tests as generated. Next steps:
  1. Describe its card in ${dir}/meta.ts (name, heading if the screen's differs, description, icon,
     category, the kinds of input it accepts, and primaryAction: what Ctrl+Enter runs), and its tagline,
     search keywords and About text in details.ts. The shell draws the header from both.
  2. Write its logic in core.ts (throw ToolError for bad input) with table tests in core.test.ts.
  3. Declare its screen in View.tsx: the ${family === 'custom' ? 'kit parts inside the frame' : `${family} template's props`}; the
     options${family === 'transform' ? ' in options.ts (the recipe step in step.ts takes them too)' : ''}.
  4. Sharpen detect.ts to what only this tool's input has, with rows in detect.test.ts, and move its
     sample's row in src/catalogue/detection.test.ts to the list the policy at its top puts it in.
  5. Try it: npm start, then open http://localhost:5173/${id}
  6. Extend e2e/tools/${id}.spec.ts and run it: npm run build && npm run test:e2e -- e2e/tools/${id}.spec.ts`);
