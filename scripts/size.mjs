/**
 * `npm run size`: adds up the gzipped JavaScript each route loads and checks it against a budget.
 *
 * Reads dist/.vite/chunk-graph.json (written by the chunkGraph plugin in vite.config.ts) and the built
 * files. The home route is the entry chunk plus everything it imports statically; it must hold no tool
 * code. A tool route is the home route plus the static closure of the tool's View chunk, plus the static
 * closure of each chunk that code loads with a dynamic import other than another tool's view (the shared
 * lazy editor, for instance).
 *
 * Options: --dist <dir> (default: dist/ of this project), --root <dir> (the project whose src/tools/ names
 * the tools; default: this project).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// 103 since the catalogue holds the ten value validators: the home route carries every tool's meta (name,
// description, tagline and search keywords: about 230 bytes gz a tool), and it was 100. 105.5 since it holds
// the nine document testers (2.4 KB gz). 106 since a share link is refused past 16 MB with its own notice and
// the tools' descriptions name what they now check (about 0.1 KB gz). 100 since a tool's tagline, keywords
// and About text load with its page or with search (details.ts), and home carries only the cards: about
// 142 bytes gz a tool.
const HOME_BUDGET_KB = 100;
// The home route must have room under its budget for this many more tools' cards, each costing what the
// cards cost now on average (measured below on the built catalogue), so adding tools never forces a rise.
const ROOM_FOR_MORE_TOOLS = 30;
// 230 since every tool's screen got the kit's panels, tables, tabs and file zone (5 KB gz) and its editor got
// folding, search and the YAML and XML hooks (4 KB gz); it was 220. 232 since long text travels to and from
// the worker in slices and shows as it arrives (about 1 KB gz). 234 since the page walks long text in the
// pieces it was joined from instead of flattening it, and reads files a slice a task (about 1 KB gz). 237
// since the catalogue holds the ten date and time tools: every route carries the home route, and with it
// each tool's meta (its name, description and keywords for search: about 250 bytes gz a tool). 240 since it
// holds the ten frontend tools too (2.7 KB gz more on every route). 243 since it holds the ten value
// validators (2.3 KB gz more on every route, the home route's rise). 247 since it holds the nine document
// testers (2.4 KB gz, the home route's rise) and the editor marks ranges and selects them on request (problems
// underlined, matches highlighted) and long lists come from the worker in slices (about 1 KB gz). 248 since
// a restored state is held to the tool's declared bounds, Clear and the samples offer Undo, and the locale
// field points out a tag that is not one (about 0.8 KB gz on every tool's route). 252 since screens are drawn
// by the family templates inside one frame: the options drawn from a schema, live regions, editors that resize
// and fill the screen, tables with a scroll cue; the kit is now many small chunks, each route taking the ones
// its template uses (about 4 KB gz on the largest routes). 253 since the checkers' template runs their live
// check, marks a query's matches and names a run stopped at its time limit, which each checker's view did
// (about 0.6 KB gz on the checkers' routes). 255 since every tool's "Open in…" can start a recipe from the
// tool (the hand-over, about 0.5 KB gz), and the recipe steps that share the tools' parsers split those
// modules into chunks of their own (about 1.2 KB gz of chunk overhead on the checkers' routes). 256 since a
// hand-over made on the page may fill a tool's secret fields, and the catalogue holds six more tools. 258 since
// it holds issue 26's last six tools (their cards, about 0.7 KB gz on every route) and search ranks exact keywords.
// 263 since the editor's chunk carries the viewer for long read-only output (line index, wrapped rows, find bar:
// about 4.9 KB gz on every route with an editor), which keeps 20 MB results from freezing the page.
const DEFAULT_TOOL_BUDGET_KB = 263;
/** A part of the shell loaded on first use (the palette, the detectors), beyond the home route. */
const ON_DEMAND_BUDGET_KB = 40;
/**
 * The time zone engine the date and time tools share: zone search by city, country, abbreviation and
 * offset, its tables of modern names and abbreviations, the zone combobox and the Temporal loader (about
 * 6 KB gz), with each tool's own strict parsing and formatting.
 */
const DATE_TOOL_EXTRA_KB = 16;
/**
 * What a tool that really needs more than the default may add to it, in KB gz. Given as extras, not totals,
 * so that growth every route shares (the home route, the kit, the editor) moves the default alone.
 */
const TOOL_EXTRA_KB = {
  // The EFF large word list for passphrases (7,776 words, about 24.5 KB gz as one word a line), loaded only
  // by this route and only when a passphrase is made; a shorter list would cost entropy per word.
  'password-generator': 26,
  // fast-xml-parser's order-preserving parser and its validator (about 25 KB gz) come on top of the editor,
  // with the DOCTYPE reader it shares with the XPath tester (lib/xml-entities).
  'xml-to-json': 12,
  // jose's JWS verification and PEM/JWK key import for every algorithm family.
  'jwt-decoder': 8,
  // js-yaml with the lossless number layer (19 KB gz) runs on the page for small inputs, beside the editor.
  'yaml-to-json': 6,
  'json-to-yaml': 6,
  // tr46, the UTS #46 implementation browsers' URL parsing follows: the IDNA mapping table and its Unicode
  // property data (about 64 KB gz). A hand-made table would be smaller and wrong in the cases that matter.
  // It leaves the headroom other tools have above the shell and kit they share.
  'idn-converter': 56,
  'epoch-timestamp-converter': DATE_TOOL_EXTRA_KB,
  'timezone-converter': DATE_TOOL_EXTRA_KB,
  'iso-date-formatter': DATE_TOOL_EXTRA_KB,
  'countdown-timer': DATE_TOOL_EXTRA_KB,
  'duration-converter': DATE_TOOL_EXTRA_KB,
  'date-difference-calculator': DATE_TOOL_EXTRA_KB,
  'calendar-generator': DATE_TOOL_EXTRA_KB,
  'world-clock': DATE_TOOL_EXTRA_KB,
  'age-calculator': DATE_TOOL_EXTRA_KB,
  // croner (next runs in any zone, DST included) and cronstrue (the English description), about 15 KB gz.
  'cron-expression-generator': DATE_TOOL_EXTRA_KB + 17,
  // The whole WHATWG table of named character references for the searchable list and each character's
  // names (character-entities and character-entities-legacy: 2,231 names, about 13 KB gz), beside the
  // entities decoder that reads the input.
  'html-entities-converter': 14,
  // parse5 reads the pasted page as a browser would, into the tree the preview frame builds (about 31 KB
  // gz). The browser's own DOMParser is smaller but reports every inline style and handler of the pasted
  // page to the console as a CSP violation.
  'responsive-design-checker': 32,
  // HTML → Markdown: turndown with its GFM plugin (about 7 KB gz) and parse5 (about 31 KB gz), which clears
  // pasted HTML of styles and <base> before turndown's DOMParser would report them to the console as CSP
  // violations; both load only when that direction is first used. Marked runs in the worker.
  'markdown-preview': 42,
  // libphonenumber-js/max: every country's numbering plan with the patterns that tell mobile from fixed line,
  // toll-free and the other types (about 60 KB gz). The /min metadata cannot tell the type at all. 43 since
  // it names the countries a shared calling code stands for (+1, +7, +44) when the digits cannot tell.
  'phone-number-validator': 43,
  // Its own ECMAScript pattern parser (the engine's errors have no position) with the plain-words explanation
  // of every token, the cheat sheet and the pattern library: the screen's chunk is about 16 KB gz.
  'regex-tester': 4,
  // parse5, loaded when the document is read as HTML: the source range of each node found comes from walking
  // its tree beside the browser's (about 43 KB gz); XPath itself is the browser's document.evaluate. Its own
  // XPath 1.0 parser places errors at their column, which the engine's never have (about 5.5 KB gz), and the
  // entity measure refuses an expansion before DOMParser makes it (2.5 KB gz).
  'xpath-tester': 46,
};

const args = process.argv.slice(2);
function option(name) {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value) {
    console.error(`size: ${name} needs a value`);
    process.exit(1);
  }
  return resolve(value);
}

const root = option('--root') ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = option('--dist') ?? join(root, 'dist');
const graphPath = join(dist, '.vite', 'chunk-graph.json');

if (!existsSync(graphPath)) {
  console.error(`size: ${graphPath} not found. Run \`npm run build\` first.`);
  process.exit(1);
}

/** @type {{fileName: string, isEntry: boolean, facadeModule: string | null, modules: string[], imports: string[], dynamicImports: string[], css: string[]}[]} */
const graph = JSON.parse(readFileSync(graphPath, 'utf8'));
const chunks = new Map(graph.map((chunk) => [chunk.fileName, chunk]));
const problems = [];

const gzCache = new Map();
function gzBytes(fileName) {
  if (!gzCache.has(fileName)) {
    const path = join(dist, fileName);
    if (!existsSync(path)) {
      problems.push(`${fileName} is in the chunk graph but missing from ${dist}`);
      gzCache.set(fileName, 0);
    } else {
      gzCache.set(fileName, gzipSync(readFileSync(path), { level: 9 }).length);
    }
  }
  return gzCache.get(fileName);
}

function staticClosure(start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const fileName = queue.pop();
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    const chunk = chunks.get(fileName);
    if (!chunk) {
      problems.push(`${fileName} is imported but not in the chunk graph`);
      continue;
    }
    queue.push(...chunk.imports);
  }
  return seen;
}

const stripQuery = (id) => id.replace(/[?#].*$/, '').replace(/\\/g, '/');
const toolViewId = (chunk) => /^src\/tools\/([^/]+)\/View\.tsx$/.exec(stripQuery(chunk?.facadeModule ?? ''))?.[1];
const totalKb = (files) => [...files].reduce((sum, fileName) => sum + gzBytes(fileName), 0) / KB;

// Home route.
const entries = graph
  .filter((chunk) => chunk.isEntry && chunk.facadeModule === 'index.html')
  .map((chunk) => chunk.fileName);
if (entries.length === 0) problems.push('the chunk graph has no entry chunk for index.html');
const home = staticClosure(entries);

const homeToolCode = [];
for (const fileName of home) {
  for (const module of chunks.get(fileName)?.modules ?? []) {
    const id = stripQuery(module);
    const toolCode = id.startsWith('src/tools/') && !/^src\/tools\/[^/]+\/meta\.ts$/.test(id);
    const editorCode = /(^|\/)node_modules\/@(codemirror|lezer)\//.test(id);
    if (toolCode || editorCode) homeToolCode.push(`${id} (in ${fileName})`);
  }
}

const rows = [];
function addRow(route, files, budgetKb, note = '') {
  const kb = totalKb(files);
  const overBudget = kb > budgetKb;
  rows.push({ route, chunks: files.size, kb, budgetKb, overBudget, ok: !overBudget && note === '', note });
}
addRow('/ (home)', home, HOME_BUDGET_KB, homeToolCode.length > 0 ? 'holds tool code' : '');

/**
 * What one more tool costs the home route, in bytes gz: for each card of the catalogue chunk, how much
 * smaller the gzipped chunk is without it, on average. The cards are found by their ids in the built code.
 */
function bytesPerCard(ids) {
  const chunk = [...home].map((fileName) => ({ fileName, text: readFileSync(join(dist, fileName), 'utf8') }));
  const catalogue = chunk.find(({ text }) => ids.filter((id) => text.includes(`{id:\`${id}\``)).length > 1);
  if (!catalogue) return null;
  const starts = ids
    .map((id) => catalogue.text.indexOf(`{id:\`${id}\``))
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  const whole = gzipSync(catalogue.text, { level: 9 }).length;
  const costs = starts
    .slice(0, -1)
    .map(
      (start, k) =>
        whole - gzipSync(catalogue.text.slice(0, start) + catalogue.text.slice(starts[k + 1]), { level: 9 }).length,
    );
  return costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
}

// Tool routes.
const viewChunks = new Map();
for (const chunk of graph) {
  const id = toolViewId(chunk);
  if (id) viewChunks.set(id, chunk);
}
const toolsDir = join(root, 'src', 'tools');
const toolFolders = existsSync(toolsDir)
  ? readdirSync(toolsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
  : [];
const notes = [];
for (const id of toolFolders) {
  const view = viewChunks.get(id);
  if (!view) {
    if (existsSync(join(toolsDir, id, 'View.tsx')))
      notes.push(`src/tools/${id} has a View.tsx but no View chunk in the build (not in the catalogue?)`);
    continue;
  }
  const viewClosure = staticClosure([view.fileName]);
  const lazy = [];
  for (const fileName of viewClosure) {
    // What the shell loads on demand (the palette, the detectors) is not part of a tool's route.
    if (home.has(fileName)) continue;
    for (const target of chunks.get(fileName)?.dynamicImports ?? []) {
      if (!toolViewId(chunks.get(target))) lazy.push(target);
    }
  }
  const route = new Set([...home, ...viewClosure, ...staticClosure(lazy)]);
  addRow(`/${id}`, route, DEFAULT_TOOL_BUDGET_KB + (TOOL_EXTRA_KB[id] ?? 0));
}
// What any page loads only when the user asks for it (the command palette, the detectors behind "Open in…"
// and paste-anything), each with the home route it needs already there.
for (const fileName of [...home].flatMap((homeChunk) => chunks.get(homeChunk)?.dynamicImports ?? [])) {
  if (toolViewId(chunks.get(fileName))) continue;
  const closure = [...staticClosure([fileName])].filter((chunk) => !home.has(chunk));
  // A module the home route already holds needs nothing more.
  if (closure.length === 0) continue;
  // A tool's recipe step carries the tool's own engine (tr46 for the IDN converter): it has the tool's extra.
  const facade = chunks.get(fileName)?.facadeModule ?? fileName;
  const stepOf = /^src\/tools\/([^/]+)\/step\.ts$/.exec(facade)?.[1];
  addRow(`on demand: ${facade}`, new Set(closure), ON_DEMAND_BUDGET_KB + (stepOf ? (TOOL_EXTRA_KB[stepOf] ?? 0) : 0));
}
for (const id of Object.keys(TOOL_EXTRA_KB)) {
  if (!viewChunks.has(id) || !toolFolders.includes(id))
    notes.push(`TOOL_EXTRA_KB names "${id}", which is not a built tool`);
}

// Report.
const header = ['Route', 'Chunks', 'KB gz', 'Budget', 'Result'];
const table = rows.map((row) => [
  row.route,
  String(row.chunks),
  row.kb.toFixed(1),
  `${row.budgetKb}`,
  row.ok ? 'OK' : [row.overBudget ? 'OVER' : 'FAIL', row.note && `(${row.note})`].filter(Boolean).join(' '),
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column].length)));
const line = (cells) =>
  cells
    .map((cell, column) => (column === 0 || column === 4 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
    .join('  ')
    .trimEnd();
console.log(line(header));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const cells of table) console.log(line(cells));

const perCard = bytesPerCard(toolFolders);
const homeRow = rows[0];
const room = perCard === null ? 0 : Math.floor((homeRow.budgetKb * KB - homeRow.kb * KB) / perCard);
if (perCard === null) problems.push('the catalogue cards were not found in the home route');
else {
  console.log(
    `\nHome route: ${homeRow.kb.toFixed(1)} KB gz, ${Math.round(perCard)} bytes gz a tool card: room for ${room} more tools under ${homeRow.budgetKb} KB (at least ${ROOM_FOR_MORE_TOOLS} required).`,
  );
  if (room < ROOM_FOR_MORE_TOOLS)
    problems.push(`the home route has room for ${room} more tools, fewer than ${ROOM_FOR_MORE_TOOLS}`);
}

const inGraph = new Set(graph.map((chunk) => chunk.fileName));
const assetsDir = join(dist, 'assets');
const otherJs = existsSync(assetsDir)
  ? readdirSync(assetsDir)
      .filter((name) => /\.m?js$/.test(name) && !inGraph.has(`assets/${name}`))
      .sort()
  : [];
if (otherJs.length > 0) {
  console.log('\nOther JS assets (workers etc., not counted in any route):');
  for (const name of otherJs) console.log(`  assets/${name}  ${(gzBytes(`assets/${name}`) / KB).toFixed(1)} KB gz`);
}

if (notes.length > 0) {
  console.log('');
  for (const note of notes) console.log(`note: ${note}`);
}

let failed = false;
if (homeToolCode.length > 0) {
  failed = true;
  console.log(`\nThe home route loads tool or editor code (only src/tools/*/meta.ts may be there):`);
  for (const entry of homeToolCode.slice(0, 30)) console.log(`  ${entry}`);
  if (homeToolCode.length > 30) console.log(`  ...and ${homeToolCode.length - 30} more`);
}
if (problems.length > 0) {
  failed = true;
  console.log('');
  for (const problem of new Set(problems)) console.log(`size: ${problem}`);
}
const over = rows.filter((row) => row.overBudget);
if (over.length > 0) {
  failed = true;
  console.log(
    `\nOver budget: ${over.map((row) => `${row.route} (${row.kb.toFixed(1)} KB > ${row.budgetKb} KB)`).join(', ')}`,
  );
}
console.log(failed ? '\nSize check FAILED' : '\nSize check passed (1 KB = 1024 bytes, gzip level 9)');
process.exitCode = failed ? 1 : 0;
