import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_TESTS,
  DETECTION_TEST_PATH,
  ENTRIES_MARKER,
  FAMILIES,
  IMPORTS_MARKER,
  addDetectionSample,
  camelCase,
  planNewTool,
  registeredTests,
  titleCase,
  type ToolFamily,
} from './new-tool-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const projectFile = (path: string) => readFileSync(join(root, path), 'utf8');

const catalogue = `import type { ToolMeta } from './types';
import jsonFormatter from '../tools/json-formatter/meta';
${IMPORTS_MARKER}

export const toolMetas: readonly ToolMeta[] = [
  jsonFormatter,
  ${ENTRIES_MARKER}
];
`;

/** The layout of src/catalogue/detection.test.ts that the generator adds a row to, in brief. */
const detectionTest = `import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV } from '../tools/csv-to-json/core';
import { SAMPLE_TEXT as SORT_SAMPLE } from '../tools/sort-lines/core';
import { rankTools } from './detection';

const FEATURED_TEXT_SAMPLES: [toolId: string, text: string, feature: string][] = [
  ['sort-lines', SORT_SAMPLE, 'an unsorted list of short lines'],
];

const CONTRIVED_TEXT_SAMPLES: [toolId: string, text: string][] = [
  ['text-to-ascii', ASCII_SAMPLE],
];
`;

const FAMILY_NAMES = Object.keys(FAMILIES) as ToolFamily[];

const plan = (family: ToolFamily, id = 'my-tool') => planNewTool(id, catalogue, { family });
const folderOf = (family: ToolFamily) =>
  Object.keys(plan(family).files)
    .map((path) => path.replace('src/tools/my-tool/', ''))
    .sort();

describe('planNewTool', () => {
  it.each(['url-encoder', 'base64', 'a', 'sha256-hash', 'x2-y3'])('accepts the id %j', (id) => {
    expect(() => planNewTool(id, catalogue)).not.toThrow();
  });

  it.each([
    ['', /give the new tool an id/i],
    ['Url-Encoder', /kebab-case/],
    ['url_encoder', /kebab-case/],
    ['url encoder', /kebab-case/],
    ['-url', /kebab-case/],
    ['url-', /kebab-case/],
    ['url--encoder', /kebab-case/],
    ['2fa-codes', /kebab-case/],
    ['../evil', /kebab-case/],
    ['new', /reserved word/],
    ['about', /already a page/],
  ])('rejects the id %j', (id, message) => {
    expect(() => planNewTool(id, catalogue)).toThrow(message);
  });

  it.each(['', 'Validator', 'validators', 'toString', 'constructor'])('rejects the family %j', (family) => {
    expect(() => planNewTool('my-tool', catalogue, { family })).toThrow(/is not a family: use one of transform, /);
  });

  it('makes a transform when no family is given', () => {
    expect(planNewTool('my-tool', catalogue).files['src/tools/my-tool/meta.ts']).toContain("family: 'transform'");
  });

  it('rejects an id already in the catalogue', () => {
    expect(() => planNewTool('json-formatter', catalogue)).toThrow(/already in the catalogue/);
  });

  it('rejects an id whose import name is already taken', () => {
    expect(() =>
      planNewTool('jsonformatter', catalogue.replace('import jsonFormatter', 'import jsonformatter')),
    ).toThrow(/already imports/);
  });

  it('rejects a catalogue without its markers', () => {
    expect(() => planNewTool('url-encoder', catalogue.replace(IMPORTS_MARKER, ''))).toThrow(/marker/);
    expect(() => planNewTool('url-encoder', catalogue.replace(ENTRIES_MARKER, ''))).toThrow(/marker/);
  });

  it('adds the import and the entry just before their markers, keeping the markers', () => {
    const { catalogueSource } = planNewTool('url-encoder', catalogue);
    expect(catalogueSource).toContain(
      `import jsonFormatter from '../tools/json-formatter/meta';\nimport urlEncoder from '../tools/url-encoder/meta';\n${IMPORTS_MARKER}\n`,
    );
    expect(catalogueSource).toContain(`  jsonFormatter,\n  urlEncoder,\n  ${ENTRIES_MARKER}\n`);
    expect(catalogueSource.split(IMPORTS_MARKER)).toHaveLength(2);
    expect(catalogueSource.split(ENTRIES_MARKER)).toHaveLength(2);
  });

  it('can add a second tool after the first', () => {
    const first = planNewTool('url-encoder', catalogue).catalogueSource;
    const second = planNewTool('url-decoder', first, { family: 'validator' }).catalogueSource;
    expect(second).toContain(
      `import urlEncoder from '../tools/url-encoder/meta';\nimport urlDecoder from '../tools/url-decoder/meta';\n${IMPORTS_MARKER}`,
    );
    expect(second).toContain(`  urlEncoder,\n  urlDecoder,\n  ${ENTRIES_MARKER}`);
    expect(() => planNewTool('url-encoder', second)).toThrow(/already in the catalogue/);
  });
});

describe('the files of each family', () => {
  const common = ['core.test.ts', 'core.ts', 'details.ts', 'detect.test.ts', 'detect.ts', 'meta.ts'];
  const withWorker = ['tasks.ts', 'worker.ts'];
  it.each<[ToolFamily, string[]]>([
    ['transform', [...common, ...withWorker, 'options.ts', 'step.ts']],
    ['validator', [...common, ...withWorker, 'parts.tsx']],
    ['checker', [...common, ...withWorker]],
    ['generator', common],
    ['converter', [...common, ...withWorker]],
    ['custom', common],
  ])('%s: the declarations its family has, a view and an e2e spec', (family, files) => {
    expect(folderOf(family)).toEqual(['View.tsx', ...files, 'e2e/tools/my-tool.spec.ts'].sort());
  });

  describe.each(FAMILY_NAMES)('%s', (family) => {
    const { files } = plan(family);
    const file = (name: string) => files[`src/tools/my-tool/${name}`]!;

    it('fills in every placeholder', () => {
      for (const [path, text] of Object.entries(files)) {
        expect(text, path).not.toMatch(/__[A-Z_]+__|TODO/);
        expect(text, path).not.toMatch(/url-encoder/i);
      }
    });

    it('declares its card: id, name, family, category, primary action and the lazy view', () => {
      const meta = file('meta.ts');
      for (const line of [
        "id: 'my-tool'",
        "name: 'My Tool'",
        `family: '${family}'`,
        `category: '${FAMILIES[family].category}'`,
        `primaryAction: '${FAMILIES[family].primaryAction}'`,
        "accepts: ['text']",
        "load: () => import('./View')",
      ])
        expect(meta).toContain(line);
      // Home carries every meta: it imports nothing but types.
      expect(meta.match(/^import .*$/gm)).toEqual(["import type { ToolMeta } from '../../catalogue/types';"]);
    });

    it('declares its details with a tagline, keywords and features', () => {
      const details = file('details.ts');
      expect(details).toContain("tagline: 'Say in one short line what the user gets from My Tool.'");
      expect(details).toMatch(/keywords: \['[^']+'/);
      expect(details).toMatch(/features: \{\n\s+title: 'Features',\n\s+items: \[\n\s+\{ title: /);
    });

    it('has a view that never names its tool and gets its identity from the shell', () => {
      const view = file('View.tsx');
      expect(view).toContain('export default function MyToolView()');
      expect(view).not.toMatch(/from '\.\/meta'|ToolHeader|My Tool'/);
      expect(view).toMatch(/from '\.\.\/\.\.\/kit/);
    });

    it('tests its core with a table', () => {
      expect(file('core.test.ts')).toMatch(/from '\.\/core';/);
      expect(file('core.test.ts')).toContain('it.each(');
      expect(file('core.ts')).toContain('export const SAMPLE_INPUT =');
    });

    it('has a worker that serves its tasks, where its family uses them', () => {
      const worker = files['src/tools/my-tool/worker.ts'];
      if (worker === undefined) return;
      expect(worker).toContain('serveTasks(tasks);');
      expect(file('tasks.ts')).toMatch(/export const tasks = \{/);
      expect(file('View.tsx')).toContain(
        "new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'my-tool' })",
      );
    });

    it('has a browser spec that opens it by its heading', () => {
      const spec = files['e2e/tools/my-tool.spec.ts']!;
      expect(spec).toContain("from '../fixtures'");
      expect(spec).toContain("page.goto('/my-tool')");
      expect(spec).toContain("name: 'My Tool'");
    });
  });

  it.each<[ToolFamily, string, string[]]>([
    ['transform', 'View.tsx', ['<LiveTransformScreen', 'options={OPTIONS}', 'task="transformText"']],
    ['transform', 'core.ts', ['export function transformText(input: string, { eachLine }: MyToolOptions)']],
    ['transform', 'step.ts', ['defineStep(OPTIONS, (input, options) => transformText(input, options).output)']],
    ['transform', 'options.ts', ['defineOptions({', "kind: 'switch'"]],
    ['validator', 'View.tsx', ['<ValidatorScreen', 'declareValidatorState({}, {})', 'notChecked={NOT_CHECKED}']],
    ['validator', 'tasks.ts', ['checkBatch: (text: string, options: BatchOptions) =>']],
    ['validator', 'core.ts', ['export function analyseValue(value: string): ValueAnalysis']],
    ['checker', 'View.tsx', ['<DocumentCheckScreen', "label: 'Broken Example'", 'limitNote: cappedNote']],
    ['checker', 'core.ts', ['new ProblemCollector({ perCode: PER_CODE })', 'new LineIndex(text)']],
    ['generator', 'View.tsx', ['<GeneratorScreen', 'presets: PRESETS', "errorTitle: 'Cannot read this border'"]],
    ['generator', 'core.ts', ['boundedReader(readBorder, BOUNDS, NAMES, CSS_IMPORT_LIMIT)']],
    ['converter', 'View.tsx', ['<ConverterView', 'convertLabel="Convert to JSON"', 'defaults={DEFAULTS}']],
    ['converter', 'core.ts', ['export function convertText(input: string, { skipBlank }: ConvertOptions): string']],
    ['custom', 'View.tsx', ['useToolState(DEFAULTS)', '<LoadSampleButton', '<ClearButton']],
  ])('%s %s declares %j', (family, name, parts) => {
    const text = plan(family).files[`src/tools/my-tool/${name}`]!;
    for (const part of parts) expect(text).toContain(part);
  });

  it('gives the primary action of a tool that runs on a button its button’s label', () => {
    expect(plan('converter').files['src/tools/my-tool/View.tsx']).toContain(
      `convertLabel="${FAMILIES.converter.primaryAction}"`,
    );
  });
});

describe('the generated transform detector', () => {
  const { files } = planNewTool('url-encoder', catalogue);
  const sample: string = runInNewContext(
    /export const SAMPLE_INPUT = ('.*');$/m.exec(files['src/tools/url-encoder/core.ts']!)![1]!,
  );
  const padded: RegExp = runInNewContext(
    /const PADDED = (\/.*\/);$/m.exec(files['src/tools/url-encoder/detect.ts']!)![1]!,
  );

  it('recognises the generated sample: every line padded, and long enough', () => {
    expect(sample.trim().length).toBeGreaterThanOrEqual(20);
    for (const line of sample.split('\n')) expect(line).toMatch(padded);
  });

  it('looks for blanks at the start or end of a line, and nothing else', () => {
    for (const line of ['  indented', '\tindented', 'padded ', 'padded\t']) expect(line).toMatch(padded);
    for (const line of ['at the margin', 'two  blanks inside', '']) expect(line).not.toMatch(padded);
  });

  it('scores its sample as a text tool, within the policy of the detection test', () => {
    expect(files['src/tools/url-encoder/detect.ts']).toMatch(/\? \{ score: 0\.[0-4]\d* \} : null;/);
  });

  it('is the transform’s alone: the other families recognise nothing yet', () => {
    for (const family of FAMILY_NAMES.filter((name) => name !== 'transform'))
      expect(plan(family).files['src/tools/my-tool/detect.ts']).toContain(
        'export const detect: Detector = () => null;',
      );
  });
});

describe('the catalogue tests each family is added to', () => {
  it.each<[ToolFamily, string[]]>([
    ['transform', [DETECTION_TEST_PATH, 'src/catalogue/transform-contract.test.tsx']],
    ['validator', [DETECTION_TEST_PATH]],
    ['checker', [DETECTION_TEST_PATH, 'src/catalogue/checker-contract.test.tsx']],
    ['generator', [DETECTION_TEST_PATH, 'src/catalogue/generator-contract.test.tsx']],
    ['converter', [DETECTION_TEST_PATH]],
    ['custom', [DETECTION_TEST_PATH]],
  ])('%s: %j', (family, paths) => {
    expect(registeredTests(family)).toEqual(paths);
    const tests = Object.fromEntries(paths.map((path) => [path, projectFile(path)]));
    const { registrations } = planNewTool('zz-new-tool', catalogue, { family, tests });
    expect(registrations.map((registration) => registration.path)).toEqual(paths);
    for (const registration of registrations) expect(registration.source, registration.path).toContain('zz-new-tool');
  });

  it.each<[ToolFamily, string]>([
    ['transform', "['my-tool', MY_TOOL_SAMPLE, 'every line indented or padded with blanks'],"],
    ['validator', "['my-tool', MY_TOOL_SAMPLE],"],
    ['custom', "['my-tool', MY_TOOL_SAMPLE],"],
  ])('lists a %s’s sample as its detector has it: %s', (family, row) => {
    const [registration] = planNewTool('my-tool', catalogue, {
      family,
      tests: { [DETECTION_TEST_PATH]: detectionTest },
    }).registrations;
    expect(registration!.source).toContain(`  ${row}\n];`);
    expect(registration!.source).toContain("import { SAMPLE_INPUT as MY_TOOL_SAMPLE } from '../tools/my-tool/core';");
  });

  it.each(FAMILY_NAMES)('says what to add by hand to a %s’s tests when it is given none', (family) => {
    const { registrations } = planNewTool('my-tool', catalogue, { family });
    expect(registrations.length).toBeGreaterThan(0);
    for (const registration of registrations) {
      expect(registration.source).toBeNull();
      expect(registration.byHand).toContain('my-tool');
    }
  });

  it('raises the transforms’ count and gives the transform blank input to refuse', () => {
    const source = CONTRACT_TESTS.transform!.add(
      'my-tool',
      "const BAD_INPUT: Readonly<Record<string, string>> = {\n  'url-decoder': '%E0%A4%A',\n};\n\nit('x', () => {\n  expect(transforms).toHaveLength(20);\n});\n",
    );
    expect(source).toBe(
      "const BAD_INPUT: Readonly<Record<string, string>> = {\n  'url-decoder': '%E0%A4%A',\n  'my-tool': '   ',\n};\n\nit('x', () => {\n  expect(transforms).toHaveLength(21);\n});\n",
    );
  });

  it('adds a checker’s case, with its broken example, at the end of the list', () => {
    const source = CONTRACT_TESTS.checker!.add(
      'my-tool',
      "const CHECKERS: readonly CheckerCase[] = [\n  { id: 'html-validator', broken: 'Broken Markup', checked: summary, problems: summary },\n];\n",
    );
    expect(source).toBe(
      "const CHECKERS: readonly CheckerCase[] = [\n  { id: 'html-validator', broken: 'Broken Markup', checked: summary, problems: summary },\n  { id: 'my-tool', broken: 'Broken Example', checked: summary, problems: summary },\n];\n",
    );
  });

  it('adds a generator’s id to the family’s list, in order', () => {
    const list = (ids: string[]) =>
      `  it('x', () => {\n    expect(generators.map((tool) => tool.id).sort()).toEqual([\n${ids.map((id) => `      '${id}',\n`).join('')}    ]);\n  });\n`;
    expect(CONTRACT_TESTS.generator!.add('b-tool', list(['a-tool', 'c-tool']))).toBe(
      list(['a-tool', 'b-tool', 'c-tool']),
    );
  });

  it.each<[ToolFamily, string]>([
    ['transform', 'no count here'],
    ['checker', 'const CASES = [\n];\n'],
    ['generator', 'expect(generators).toHaveLength(6);'],
  ])('gives null for a %s contract test laid out otherwise', (family, source) => {
    expect(CONTRACT_TESTS[family]!.add('my-tool', source)).toBeNull();
  });

  it.each(['transform', 'checker', 'generator'] as const)(
    'gives null for a %s contract test that names the tool',
    (family) => {
      const source = projectFile(CONTRACT_TESTS[family]!.path);
      const once = CONTRACT_TESTS[family]!.add('zz-new-tool', source)!;
      expect(CONTRACT_TESTS[family]!.add('zz-new-tool', once)).toBeNull();
    },
  );
});

describe('addDetectionSample', () => {
  it('imports the tool’s sample in path order and adds its row at the end of the featured text samples', () => {
    const source = addDetectionSample('reverse-text', detectionTest)!;
    expect(source).toContain(
      "import { SAMPLE_CSV } from '../tools/csv-to-json/core';\n" +
        "import { SAMPLE_INPUT as REVERSE_TEXT_SAMPLE } from '../tools/reverse-text/core';\n" +
        "import { SAMPLE_TEXT as SORT_SAMPLE } from '../tools/sort-lines/core';\n",
    );
    expect(source).toContain(
      "  ['sort-lines', SORT_SAMPLE, 'an unsorted list of short lines'],\n" +
        "  ['reverse-text', REVERSE_TEXT_SAMPLE, 'every line indented or padded with blanks'],\n];\n",
    );
    expect(source.replace(/^.*REVERSE_TEXT_SAMPLE.*\n/gm, '')).toBe(detectionTest);
  });

  it('imports a tool that sorts after every other one after the last tool import', () => {
    expect(addDetectionSample('zip-codes', detectionTest)).toContain(
      "from '../tools/sort-lines/core';\nimport { SAMPLE_INPUT as ZIP_CODES_SAMPLE } from '../tools/zip-codes/core';\n",
    );
  });

  it('names the import so it does not clash with a name the test already has', () => {
    const taken = detectionTest
      .replace('SORT_SAMPLE', 'URL_ENCODER_SAMPLE')
      .replace('SORT_SAMPLE', 'URL_ENCODER_SAMPLE');
    expect(addDetectionSample('url-encoder', taken)).toContain('SAMPLE_INPUT as URL_ENCODER_SAMPLE_2 }');
  });

  it('can add a second tool after the first', () => {
    const second = addDetectionSample('url-decoder', addDetectionSample('url-encoder', detectionTest)!)!;
    expect(second).toContain(
      "  ['url-encoder', URL_ENCODER_SAMPLE, 'every line indented or padded with blanks'],\n" +
        "  ['url-decoder', URL_DECODER_SAMPLE, 'every line indented or padded with blanks'],\n];\n",
    );
    expect(second).toContain(
      "import { SAMPLE_INPUT as URL_DECODER_SAMPLE } from '../tools/url-decoder/core';\n" +
        "import { SAMPLE_INPUT as URL_ENCODER_SAMPLE } from '../tools/url-encoder/core';\n",
    );
  });

  it.each([
    ['no featured text samples', detectionTest.replace('FEATURED_TEXT_SAMPLES', 'TEXT_SAMPLES')],
    ['no tool imports', detectionTest.replace(/^import .*\/tools\/.*\n/gm, '')],
    ['a row for the tool already', detectionTest.replace("['sort-lines'", "['url-encoder'")],
  ])('gives null for a test with %s', (_name, source) => {
    expect(addDetectionSample('url-encoder', source)).toBeNull();
  });

  it(`fits the project's ${DETECTION_TEST_PATH}`, () => {
    const source = projectFile(DETECTION_TEST_PATH);
    expect(addDetectionSample('zz-new-tool', source)).toContain("['zz-new-tool', ZZ_NEW_TOOL_SAMPLE,");
    expect(addDetectionSample('zz-new-tool', source, 'contrived')).toContain(
      "  ['zz-new-tool', ZZ_NEW_TOOL_SAMPLE],\n];",
    );
  });
});

describe('name helpers', () => {
  it.each([
    ['json-formatter', 'jsonFormatter', 'Json Formatter'],
    ['base64', 'base64', 'Base64'],
    ['sha256-hash-2', 'sha256Hash2', 'Sha256 Hash 2'],
  ])('%s -> %s, %s', (id, camel, title) => {
    expect(camelCase(id)).toBe(camel);
    expect(titleCase(id)).toBe(title);
  });
});
