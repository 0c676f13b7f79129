/**
 * The pure part of `npm run new-tool -- <id>`: checks the id and works out the files to create, the new
 * catalogue source and the detection policy test with the tool's sample in it. scripts/new-tool.mjs does
 * the writing.
 */

export const IMPORTS_MARKER = '// new-tool: imports';
export const ENTRIES_MARKER = '// new-tool: entries';

/** The catalogue-wide detection policy test: every tool in the catalogue needs a row in it. */
export const DETECTION_TEST_PATH = 'src/catalogue/detection.test.ts';

const ICON = '🧰';

/**
 * What the generated tool does as the user types (its View is live, so it has no primary button): the
 * meta's `primaryAction`, which the shortcuts dialog shows for Ctrl+Enter.
 */
const PRIMARY_ACTION = 'Trim the text';

/** The feature of the generated sample that its detector looks for, as the detection policy test names it. */
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

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Throws an Error whose message explains what is wrong with the id. */
export function validateToolId(id, catalogueSource) {
  if (typeof id !== 'string' || id === '')
    throw new Error('Give the new tool an id, e.g. `npm run new-tool -- url-encoder`.');
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

function metaTemplate(id, name, description) {
  return `import type { ToolMeta } from '../../catalogue/types';

const meta: ToolMeta = {
  id: '${id}',
  name: '${name}',
  description: '${description}',
  icon: '${ICON}',
  family: 'transform',
  category: 'utility',
  accepts: ['text'],
  primaryAction: '${PRIMARY_ACTION}',
  load: () => import('./View'),
};

export default meta;
`;
}

function detailsTemplate(name) {
  return `import type { ToolDetails } from '../../catalogue/types';

const details: ToolDetails = {
  tagline: 'Say in one short line what the user gets from ${name}.',
  keywords: [],
  features: {
    title: 'Features',
    items: [{ title: 'Trims Text', text: 'Say what the tool does for the user, one point per item.' }],
  },
};

export default details;
`;
}

function coreTemplate(optionsType) {
  return `import { ToolError } from '../../lib/tool-error';

export interface ${optionsType} {
  /** Trim each line on its own, rather than only the text as a whole. */
  eachLine: boolean;
}

export interface TransformResult {
  output: string;
}

const trimLine = (line: string) => line.trim();

export const SAMPLE_INPUT = '    A sample that shows what the tool does.\\n    Replace it with a realistic one.';

/**
 * The tool's work, as a plain function from the input and options to a result. Bad input throws a
 * ToolError whose message tells the user what is wrong (and, for parse errors, where).
 */
export function transform(input: string, { eachLine }: ${optionsType}): TransformResult {
  if (input.trim() === '') throw new ToolError('Please enter some text');
  if (!eachLine) return { output: input.trim() };
  return { output: input.split('\\n').map(trimLine).join('\\n') };
}
`;
}

function coreTestTemplate() {
  return `import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { transform } from './core';

describe('transform', () => {
  it.each([
    { input: 'hello', eachLine: false, expected: 'hello' },
    { input: '  hello world \\n', eachLine: false, expected: 'hello world' },
    { input: ' a \\n b ', eachLine: false, expected: 'a \\n b' },
    { input: ' a \\n b ', eachLine: true, expected: 'a\\nb' },
  ])('$input (each line: $eachLine) gives $expected', ({ input, eachLine, expected }) => {
    expect(transform(input, { eachLine }).output).toBe(expected);
  });

  it.each(['', '   ', '\\n\\t '])('rejects blank input %j', (input) => {
    expect(() => transform(input, { eachLine: false })).toThrow(ToolError);
    expect(() => transform(input, { eachLine: false })).toThrow('Please enter some text');
  });
});
`;
}

function detectTemplate() {
  return `import { contentLines, opensLikeDocument, sampleHead, shareOf, type Detector } from '../../lib/detect';

/** A line that starts or ends with a blank: what transform trims. */
const PADDED = /^[ \\t]|[ \\t]$/;

/**
 * Text for this tool: every line indented or padded with blanks, as in its Load Sample text. Code and YAML
 * start at the margin somewhere, and JSON and markup are left to the data tools. A tool that takes any text
 * scores low (at most 0.4) and only for a feature the text really has; a detector for a kind of data scores
 * higher. Sharpen this one to what only this tool's input has, and return null for text the tool cannot
 * help with: detect.test.ts and src/catalogue/detection.test.ts hold it to that.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  if (opensLikeDocument(sample) || sample.trim().length < 20) return null;
  const lines = contentLines(sample, truncated);
  return shareOf(lines, (line) => PADDED.test(line)) === 1 ? { score: 0.3 } : null;
};
`;
}

function detectTestTemplate(id) {
  return `import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('${id} detector', () => {
  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a paragraph indented with tabs', '\\tThe first line of a quoted paragraph,\\n\\tand the line after it.'],
    ['lines padded at both ends', ' copied from a table cell \\n and from the next cell along '],
  ])('suggests itself, as low as a text tool does, for %s', (_name, text) => {
    expect(score(text)).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
    expect(score(text)).toBeLessThanOrEqual(0.4);
  });

  it.each([
    ['text at the margin', 'Every line of this text\\nstarts at the margin.'],
    ['indented code', 'function f() {\\n  return 1;\\n}'],
    ['a pretty-printed JSON document', '{\\n  "a": 1\\n}'],
    ['indented markup', '  <p>\\n    Hello\\n  </p>'],
    ['a short text', '  hi  '],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks first among the tools that take any text for its Load Sample text', () => {
    const ranked = rankTools(SAMPLE_INPUT).filter((entry) => entry.tool.accepts.includes('text'));
    expect(ranked[0]).toMatchObject({ tool: { id: '${id}' }, state: { input: SAMPLE_INPUT } });
  });
});
`;
}

function tasksTemplate() {
  return `import { transform } from './core';

/** The tool's work, declared once: the screen runs it for small input, worker.ts serves it for large input. */
export const tasks = { transform };
`;
}

function workerTemplate() {
  return `import { serveTasks } from '../../lib/task-worker';
import { tasks } from './tasks';

serveTasks(tasks);
`;
}

function viewTemplate(id, identifier) {
  const component = `${identifier.charAt(0).toUpperCase()}${identifier.slice(1)}View`;
  return `import {
  ActionBar,
  CheckboxField,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  TransformPanes,
  useLiveTask,
  useToolState,
} from '../../kit';
import { SAMPLE_INPUT } from './core';
import { tasks } from './tasks';

const source = {
  tasks,
  createWorker: () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: '${id}' }),
};

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
const DEFAULTS = { input: '', eachLine: false };

export default function ${component}() {
  const [state, update, reset] = useToolState(DEFAULTS);
  const run = useLiveTask(source, 'transform', [state.input, { eachLine: state.eachLine }], {
    enabled: state.input !== '',
  });

  return (
    <>
      <OptionsBox legend="Options">
        <CheckboxField
          label="Each line on its own"
          checked={state.eachLine}
          onChange={(eachLine) => update({ eachLine })}
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <TransformPanes
        input={{
          title: 'Input',
          value: state.input,
          onChange: (input) => update({ input }),
          placeholder: 'Type or paste text here...',
        }}
        output={{
          title: 'Output',
          value: run.result?.output ?? '',
          placeholder: 'The result will appear here...',
          label: 'output',
          fileName: 'output.txt',
        }}
        run={run}
        errorTitle="Cannot process this text"
      />
    </>
  );
}
`;
}

function e2eTemplate(id, name) {
  return `import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/${id}');
  await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
});

test('transforms its sample as it is loaded', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Output')).not.toBe('');
});

test('says what is wrong with blank input', async ({ page }) => {
  await fillEditor(page, 'Input', '   ');
  await expect(page.getByRole('alert')).toContainText('Please enter some text');
});
`;
}

/** `json-formatter` -> `JSON_FORMATTER_SAMPLE`, or with a number after it where that name is taken. */
function sampleAlias(id, source) {
  const base = `${id.replace(/-/g, '_').toUpperCase()}_SAMPLE`;
  let alias = base;
  for (let count = 2; new RegExp(`\\b${alias}\\b`).test(source); count += 1) alias = `${base}_${count}`;
  return alias;
}

/**
 * The lines that give the tool its row in the detection policy test: the import of its Load Sample text,
 * and its row among the text samples with the feature their tool looks for.
 */
export function detectionTestLines(id, detectionTestSource = '') {
  const alias = sampleAlias(id, detectionTestSource);
  return {
    importLine: `import { SAMPLE_INPUT as ${alias} } from '../tools/${id}/core';`,
    row: `['${id}', ${alias}, '${SAMPLE_FEATURE}'],`,
  };
}

const TOOL_IMPORT = /^import .* from '\.\.\/tools\/([^']+)';$/;
const FEATURED_LIST = /^const FEATURED_TEXT_SAMPLES\b.*= \[$/;

/**
 * The detection policy test with the tool's Load Sample text added as a text sample with its feature (the
 * tool must rank first among the tools that take text on it): the import in path order among the tools'
 * imports, the row at the end of FEATURED_TEXT_SAMPLES. Null when the test is not laid out that way, or
 * already names the tool: the author then adds the row by hand.
 */
export function addDetectionSample(id, detectionTestSource) {
  if (detectionTestSource.includes(`'../tools/${id}/`) || detectionTestSource.includes(`['${id}',`)) return null;
  const lines = detectionTestSource.split('\n');
  const { importLine, row } = detectionTestLines(id, detectionTestSource);

  const listStart = lines.findIndex((line) => FEATURED_LIST.test(line));
  const listEnd = listStart === -1 ? -1 : lines.indexOf('];', listStart);
  const imports = lines.flatMap((line, index) => {
    const path = TOOL_IMPORT.exec(line)?.[1];
    return path === undefined ? [] : [{ index, path }];
  });
  if (listEnd === -1 || imports.length === 0) return null;

  const path = `${id}/core`;
  const importAt = imports.find((entry) => entry.path > path)?.index ?? imports[imports.length - 1].index + 1;
  lines.splice(listEnd, 0, `  ${row}`);
  lines.splice(importAt, 0, importLine);
  return lines.join('\n');
}

/**
 * Plans a new tool: returns the files to create (paths relative to the project root), the catalogue source
 * with the tool added at the markers, and the detection policy test with the tool's sample in it (null when
 * it could not be placed, see addDetectionSample). Throws an Error for a bad or duplicate id.
 */
export function planNewTool(id, catalogueSource, detectionTestSource = '') {
  validateToolId(id, catalogueSource);
  const identifier = camelCase(id);
  const name = titleCase(id);
  const description = `Describe in one sentence what ${name} does for the user.`;

  let source = insertBeforeMarker(catalogueSource, IMPORTS_MARKER, `import ${identifier} from '../tools/${id}/meta';`);
  source = insertBeforeMarker(source, ENTRIES_MARKER, `${identifier},`);

  const dir = `src/tools/${id}`;
  return {
    files: {
      [`${dir}/meta.ts`]: metaTemplate(id, name, description),
      [`${dir}/details.ts`]: detailsTemplate(name),
      [`${dir}/core.ts`]: coreTemplate(`${titleCase(id).replace(/ /g, '')}Options`),
      [`${dir}/core.test.ts`]: coreTestTemplate(),
      [`${dir}/tasks.ts`]: tasksTemplate(),
      [`${dir}/worker.ts`]: workerTemplate(),
      [`${dir}/detect.ts`]: detectTemplate(),
      [`${dir}/detect.test.ts`]: detectTestTemplate(id),
      [`${dir}/View.tsx`]: viewTemplate(id, identifier),
      [`e2e/tools/${id}.spec.ts`]: e2eTemplate(id, name),
    },
    catalogueSource: source,
    detectionTestSource: addDetectionSample(id, detectionTestSource),
  };
}
