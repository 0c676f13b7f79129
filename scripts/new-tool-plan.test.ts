import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  DETECTION_TEST_PATH,
  ENTRIES_MARKER,
  IMPORTS_MARKER,
  addDetectionSample,
  camelCase,
  planNewTool,
  titleCase,
} from './new-tool-plan.mjs';

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

const CONTRIVED_TEXT_SAMPLES: [toolId: string, text: string][] = [];
`;

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
    const second = planNewTool('url-decoder', first).catalogueSource;
    expect(second).toContain(
      `import urlEncoder from '../tools/url-encoder/meta';\nimport urlDecoder from '../tools/url-decoder/meta';\n${IMPORTS_MARKER}`,
    );
    expect(second).toContain(`  urlEncoder,\n  urlDecoder,\n  ${ENTRIES_MARKER}`);
    expect(() => planNewTool('url-encoder', second)).toThrow(/already in the catalogue/);
  });

  it('plans the tool folder, with its detector, and its e2e spec', () => {
    expect(Object.keys(planNewTool('url-encoder', catalogue).files).sort()).toEqual([
      'e2e/tools/url-encoder.spec.ts',
      'src/tools/url-encoder/View.tsx',
      'src/tools/url-encoder/core.test.ts',
      'src/tools/url-encoder/core.ts',
      'src/tools/url-encoder/details.ts',
      'src/tools/url-encoder/detect.test.ts',
      'src/tools/url-encoder/detect.ts',
      'src/tools/url-encoder/meta.ts',
      'src/tools/url-encoder/tasks.ts',
      'src/tools/url-encoder/worker.ts',
    ]);
  });

  it('adds the tool to the detection policy test, or says it could not', () => {
    expect(planNewTool('url-encoder', catalogue, detectionTest).detectionTestSource).toContain(
      "['url-encoder', URL_ENCODER_SAMPLE, 'every line indented or padded with blanks'],",
    );
    expect(planNewTool('url-encoder', catalogue).detectionTestSource).toBeNull();
  });

  it('fills the templates with the id and name', () => {
    const { files } = planNewTool('url-encoder', catalogue);
    const meta = files['src/tools/url-encoder/meta.ts']!;
    expect(meta).toContain("id: 'url-encoder'");
    expect(meta).toContain("name: 'Url Encoder'");
    expect(meta).toContain("icon: '🧰'");
    expect(meta).toContain("category: 'utility'");
    expect(meta).toContain("load: () => import('./View')");
    expect(meta).toContain("accepts: ['text']");
    expect(meta).not.toMatch(/TODO/);

    const details = files['src/tools/url-encoder/details.ts']!;
    expect(details).toContain('tagline:');
    expect(details).toContain('keywords: []');

    const core = files['src/tools/url-encoder/core.ts']!;
    expect(core).toContain(
      'export function transform(input: string, { eachLine }: UrlEncoderOptions): TransformResult',
    );
    expect(core).toContain("new ToolError('Please enter some text')");

    const test = files['src/tools/url-encoder/core.test.ts']!;
    expect(test).toContain("from './core'");
    expect(test).toContain('Please enter some text');

    expect(files['src/tools/url-encoder/tasks.ts']).toContain('export const tasks = { transform };');
    expect(files['src/tools/url-encoder/worker.ts']).toContain('serveTasks(tasks);');

    const view = files['src/tools/url-encoder/View.tsx']!;
    for (const name of [
      'useToolState(DEFAULTS)',
      "useLiveTask(source, 'transform'",
      'TransformPanes',
      'LoadSampleButton',
      'ClearButton',
    ])
      expect(view).toContain(name);
    // The shell draws the header from the catalogue: the view never names its tool.
    expect(view).not.toMatch(/ToolHeader|Url Encoder/);
    expect(view).toContain("from '../../kit'");
    expect(view).toContain('export default function UrlEncoderView()');

    // A live view has no primary button: Ctrl+Enter's label is what it does as you type, the transform.
    expect(view).not.toContain('variant="primary"');
    expect(meta).toContain("primaryAction: 'Trim the text'");
    expect(core).toMatch(/output: input\.trim\(\)/);

    const detect = files['src/tools/url-encoder/detect.ts']!;
    expect(detect).toContain("from '../../lib/detect'");
    expect(detect).toContain('export const detect: Detector = (fullSample, fullTruncated) => {');
    expect(detect).toContain('sampleHead(fullSample, fullTruncated)');
    expect(detect).not.toMatch(/TODO/);

    const detectTest = files['src/tools/url-encoder/detect.test.ts']!;
    expect(detectTest).toContain("describe('url-encoder detector'");
    expect(detectTest).toContain("import { SAMPLE_INPUT } from './core';");
    expect(detectTest).toContain("tool: { id: 'url-encoder' }");

    const spec = files['e2e/tools/url-encoder.spec.ts']!;
    expect(spec).toContain("from '../fixtures'");
    expect(spec).toContain("page.goto('/url-encoder')");
    expect(spec).toContain("name: 'Url Encoder'");
  });
});

describe('the generated detector', () => {
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
    const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', DETECTION_TEST_PATH), 'utf8');
    expect(addDetectionSample('zz-new-tool', source)).toContain("['zz-new-tool', ZZ_NEW_TOOL_SAMPLE,");
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
