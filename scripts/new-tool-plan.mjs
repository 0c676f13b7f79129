/**
 * The pure part of `npm run new-tool -- <id> --family <family>`: checks the id and the family, and works out
 * the files to create (from the templates in scripts/new-tool-templates/), the new catalogue source, and the
 * catalogue tests that name every tool with the new one in them. scripts/new-tool.mjs does the writing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const IMPORTS_MARKER = '// new-tool: imports';
export const ENTRIES_MARKER = '// new-tool: entries';

/** The catalogue-wide detection policy test: every tool in the catalogue needs a row in it. */
export const DETECTION_TEST_PATH = 'src/catalogue/detection.test.ts';

/**
 * What each family's tool is, as generated: its category, the label Ctrl+Enter's action has, and how its
 * Load Sample text is held by the detection policy test: as a text sample with a feature its detector
 * recognises ("featured"), or as one the tool is only listed for ("contrived").
 */
export const FAMILIES = {
  transform: { category: 'utility', primaryAction: 'Trim the text', detection: 'featured' },
  validator: { category: 'validator', primaryAction: 'Validate as you type', detection: 'contrived' },
  checker: { category: 'validator', primaryAction: 'Check as you type', detection: 'contrived' },
  generator: { category: 'frontend', primaryAction: 'Generate as you change the controls', detection: 'contrived' },
  converter: { category: 'converter', primaryAction: 'Convert to JSON', detection: 'contrived' },
  custom: { category: 'utility', primaryAction: 'Count as you type', detection: 'contrived' },
};

/** The feature of the transform's sample that its detector looks for, as the detection policy test names it. */
const SAMPLE_FEATURE = 'every line indented or padded with blanks';

/** Paths the app already uses (src/app/App.tsx pages, the built assets folder): a tool there would be hidden. */
const TAKEN_PATHS = new Set(['about', 'favorites', 'assets']);

/** Lowercase kebab-case starting with a letter, so that its camelCase form is a valid identifier. */
const ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

const RESERVED_WORDS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for function ' +
    'if import in instanceof new null return super switch this throw true try typeof var void while with yield let static ' +
    'implements interface package private protected public await arguments eval undefined'
  ).split(' '),
);

/** `json-formatter` -> `jsonFormatter` */
export function camelCase(id) {
  return id.replace(/-([a-z0-9])/g, (_match, char) => char.toUpperCase());
}

/** `json-formatter` -> `Json Formatter` */
export function titleCase(id) {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const pascalCase = (id) => titleCase(id).replace(/ /g, '');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Throws an Error whose message explains what is wrong with the family. */
export function validateFamily(family) {
  if (!Object.hasOwn(FAMILIES, family))
    throw new Error(`"${family}" is not a family: use one of ${Object.keys(FAMILIES).join(', ')}.`);
}

/** Throws an Error whose message explains what is wrong with the id. */
export function validateToolId(id, catalogueSource) {
  if (typeof id !== 'string' || id === '')
    throw new Error('Give the new tool an id, e.g. `npm run new-tool -- url-encoder --family transform`.');
  if (!ID_PATTERN.test(id)) {
    throw new Error(
      `"${id}" is not a valid tool id: use lowercase kebab-case (letters, digits and single hyphens, starting with a letter), e.g. url-encoder.`,
    );
  }
  const identifier = camelCase(id);
  if (TAKEN_PATHS.has(id)) throw new Error(`"${id}" cannot be a tool id: /${id} is already a page of the app.`);
  if (RESERVED_WORDS.has(identifier))
    throw new Error(`"${id}" cannot be a tool id: ${identifier} is a reserved word in JavaScript.`);
  if (new RegExp(`/tools/${escapeRegExp(id)}/meta['"]`).test(catalogueSource)) {
    throw new Error(`A tool with the id "${id}" is already in the catalogue.`);
  }
  if (new RegExp(`^\\s*import\\s+${escapeRegExp(identifier)}\\b`, 'm').test(catalogueSource)) {
    throw new Error(
      `The catalogue already imports a tool as ${identifier}; choose an id that does not become the same name.`,
    );
  }
}

/** Inserts `line`, indented like the marker, on its own line just before the marker's line. */
function insertBeforeMarker(source, marker, line) {
  const index = source.indexOf(marker);
  if (index === -1) throw new Error(`The catalogue source has no "${marker}" marker.`);
  if (source.indexOf(marker, index + marker.length) !== -1)
    throw new Error(`The catalogue source has more than one "${marker}" marker.`);
  const lineStart = source.lastIndexOf('\n', index) + 1;
  const indent = /^[ \t]*/.exec(source.slice(lineStart, index))?.[0] ?? '';
  return `${source.slice(0, lineStart)}${indent}${line}\n${source.slice(lineStart)}`;
}

/* Templates. */

// A path, not a URL: under the tests' jsdom, URL is not the one node:fs takes.
const TEMPLATES = join(dirname(fileURLToPath(import.meta.url)), 'new-tool-templates');

/** The template files of a folder of scripts/new-tool-templates/, by the name they are written under. */
function templatesIn(folder) {
  const dir = join(TEMPLATES, folder);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.tpl'))
      .map((name) => [name.slice(0, -'.tpl'.length), readFileSync(join(dir, name), 'utf8')]),
  );
}

/** The files of a family's tool: the common ones, then the family's own (which may replace a common one). */
function familyFiles(id, family) {
  const name = titleCase(id);
  const family_ = FAMILIES[family];
  const fill = (text) =>
    text
      .replaceAll('__ID__', id)
      .replaceAll('__NAME__', name)
      .replaceAll('__COMPONENT__', `${pascalCase(id)}View`)
      .replaceAll('__PASCAL__', pascalCase(id))
      .replaceAll('__FAMILY__', family)
      .replaceAll('__CATEGORY__', family_.category)
      .replaceAll('__PRIMARY_ACTION__', family_.primaryAction);
  const templates = { ...templatesIn('common'), ...templatesIn(family) };
  return Object.fromEntries(
    Object.entries(templates).map(([file, text]) => [
      file === 'e2e.spec.ts' ? `e2e/tools/${id}.spec.ts` : `src/tools/${id}/${file}`,
      fill(text),
    ]),
  );
}

/* The catalogue tests that name every tool. */

/** `json-formatter` -> `JSON_FORMATTER_SAMPLE`, or with a number after it where that name is taken. */
function sampleAlias(id, source) {
  const base = `${id.replace(/-/g, '_').toUpperCase()}_SAMPLE`;
  let alias = base;
  for (let count = 2; new RegExp(`\\b${alias}\\b`).test(source); count += 1) alias = `${base}_${count}`;
  return alias;
}

/**
 * The lines that give the tool its row in the detection policy test: the import of its Load Sample text,
 * and its row: among the featured text samples with the feature its detector looks for, or among the
 * contrived ones.
 */
export function detectionTestLines(id, detectionTestSource = '', detection = 'featured') {
  const alias = sampleAlias(id, detectionTestSource);
  return {
    importLine: `import { SAMPLE_INPUT as ${alias} } from '../tools/${id}/core';`,
    list: detection === 'featured' ? 'FEATURED_TEXT_SAMPLES' : 'CONTRIVED_TEXT_SAMPLES',
    row: detection === 'featured' ? `['${id}', ${alias}, '${SAMPLE_FEATURE}'],` : `['${id}', ${alias}],`,
  };
}

const TOOL_IMPORT = /^import .* from '\.\.\/tools\/([^']+)';$/;

/** The index of the first line matching `start`, and of the first line after it that is `end`; null if none. */
function blockOf(lines, start, end) {
  const from = lines.findIndex((line) => start.test(line));
  const to = from === -1 ? -1 : lines.indexOf(end, from);
  return to === -1 ? null : { from, to };
}

/**
 * The detection policy test with the tool's Load Sample text added: the import in path order among the
 * tools' imports, the row at the end of its list (FEATURED_TEXT_SAMPLES for a transform, whose detector
 * recognises its sample; CONTRIVED_TEXT_SAMPLES for the others, whose detectors recognise nothing yet).
 * Null when the test is not laid out that way, or already names the tool: the author then adds the row by
 * hand.
 */
export function addDetectionSample(id, detectionTestSource, detection = 'featured') {
  if (detectionTestSource.includes(`'../tools/${id}/`) || detectionTestSource.includes(`['${id}',`)) return null;
  const lines = detectionTestSource.split('\n');
  const { importLine, list, row } = detectionTestLines(id, detectionTestSource, detection);

  const block = blockOf(lines, new RegExp(`^const ${list}\\b.*= \\[$`), '];');
  const imports = lines.flatMap((line, index) => {
    const path = TOOL_IMPORT.exec(line)?.[1];
    return path === undefined ? [] : [{ index, path }];
  });
  if (block === null || imports.length === 0) return null;

  const path = `${id}/core`;
  const importAt = imports.find((entry) => entry.path > path)?.index ?? imports[imports.length - 1].index + 1;
  lines.splice(block.to, 0, `  ${row}`);
  lines.splice(importAt, 0, importLine);
  return lines.join('\n');
}

/**
 * The family contract tests that list their family's tools, each with the edit that adds the new tool
 * (null when the test is not laid out as expected, or names the tool already) and what to add by hand then.
 */
export const CONTRACT_TESTS = {
  transform: {
    path: 'src/catalogue/transform-contract.test.tsx',
    byHand: (id) =>
      `raise the count in "expect(transforms).toHaveLength(…)" by one, and add to BAD_INPUT:\n  '${id}': '   ',`,
    add(id, source) {
      if (source.includes(`'${id}'`)) return null;
      const lines = source.split('\n');
      const count = lines.findIndex((line) => /^\s*expect\(transforms\)\.toHaveLength\(\d+\);$/.test(line));
      const bad = blockOf(lines, /^const BAD_INPUT\b.*= \{$/, '};');
      if (count === -1 || bad === null) return null;
      lines[count] = lines[count].replace(/\((\d+)\)/, (_match, n) => `(${Number(n) + 1})`);
      // Blank input: the generated core refuses it, in the words the test compares with its step's.
      lines.splice(bad.to, 0, `  '${id}': '   ',`);
      return lines.join('\n');
    },
  },
  checker: {
    path: 'src/catalogue/checker-contract.test.tsx',
    byHand: (id) =>
      `add to CHECKERS:\n  { id: '${id}', broken: 'Broken Example', checked: summary, problems: summary },`,
    add(id, source) {
      if (source.includes(`'${id}'`)) return null;
      const lines = source.split('\n');
      const block = blockOf(lines, /^const CHECKERS\b.*= \[$/, '];');
      if (block === null) return null;
      lines.splice(block.to, 0, `  { id: '${id}', broken: 'Broken Example', checked: summary, problems: summary },`);
      return lines.join('\n');
    },
  },
  generator: {
    path: 'src/catalogue/generator-contract.test.tsx',
    byHand: (id) => `add '${id}' to the family's list of ids, in order`,
    add(id, source) {
      if (source.includes(`'${id}'`)) return null;
      const lines = source.split('\n');
      const block = blockOf(lines, /^\s*expect\(generators\.map\(.*\)\.sort\(\)\)\.toEqual\(\[$/, '    ]);');
      if (block === null) return null;
      const ids = lines.slice(block.from + 1, block.to);
      if (ids.length === 0 || !ids.every((line) => /^\s+'[a-z0-9-]+',$/.test(line))) return null;
      const indent = /^\s+/.exec(ids[0])[0];
      const sorted = [...ids.map((line) => line.trim()), `'${id}',`].sort().map((line) => `${indent}${line}`);
      lines.splice(block.from + 1, ids.length, ...sorted);
      return lines.join('\n');
    },
  },
};

/**
 * Plans a new tool of a family: returns the files to create (paths relative to the project root), the
 * catalogue source with the tool added at the markers, and the catalogue tests that list every tool (the
 * detection policy test, and the family's contract test where it lists its tools) with the tool added.
 * `tests` maps each such test's path to its source; a test given no source, or one whose layout the edit
 * does not find, comes back with `source: null` and what to add by hand. Throws an Error for a bad or
 * duplicate id, or an unknown family.
 */
export function planNewTool(id, catalogueSource, { family = 'transform', tests = {} } = {}) {
  validateFamily(family);
  validateToolId(id, catalogueSource);
  const identifier = camelCase(id);

  let source = insertBeforeMarker(catalogueSource, IMPORTS_MARKER, `import ${identifier} from '../tools/${id}/meta';`);
  source = insertBeforeMarker(source, ENTRIES_MARKER, `${identifier},`);

  const { detection } = FAMILIES[family];
  const detectionTest = tests[DETECTION_TEST_PATH];
  const { importLine, list, row } = detectionTestLines(id, detectionTest ?? '', detection);
  const registrations = [
    {
      path: DETECTION_TEST_PATH,
      source: detectionTest === undefined ? null : addDetectionSample(id, detectionTest, detection),
      byHand: `add its Load Sample text:\n  ${importLine}\nand, in ${list}:\n  ${row}`,
    },
  ];
  const contract = CONTRACT_TESTS[family];
  if (contract) {
    const contractTest = tests[contract.path];
    registrations.push({
      path: contract.path,
      source: contractTest === undefined ? null : contract.add(id, contractTest),
      byHand: contract.byHand(id),
    });
  }

  return { files: familyFiles(id, family), catalogueSource: source, registrations };
}

/** The paths of the tests `planNewTool` adds a tool of `family` to, for the caller to read. */
export function registeredTests(family) {
  validateFamily(family);
  const contract = CONTRACT_TESTS[family];
  return contract ? [DETECTION_TEST_PATH, contract.path] : [DETECTION_TEST_PATH];
}
