import { describe, expect, it } from 'vitest';
import { ENTRIES_MARKER, IMPORTS_MARKER, camelCase, planNewTool, titleCase } from './new-tool-plan.mjs';

const catalogue = `import type { ToolMeta } from './types';
import jsonFormatter from '../tools/json-formatter/meta';
${IMPORTS_MARKER}

export const toolMetas: readonly ToolMeta[] = [
  jsonFormatter,
  ${ENTRIES_MARKER}
];
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

  it('plans the tool folder and its e2e spec', () => {
    expect(Object.keys(planNewTool('url-encoder', catalogue).files).sort()).toEqual([
      'e2e/tools/url-encoder.spec.ts',
      'src/tools/url-encoder/View.tsx',
      'src/tools/url-encoder/core.test.ts',
      'src/tools/url-encoder/core.ts',
      'src/tools/url-encoder/meta.ts',
      'src/tools/url-encoder/tasks.ts',
      'src/tools/url-encoder/worker.ts',
    ]);
  });

  it('fills the templates with the id and name', () => {
    const { files } = planNewTool('url-encoder', catalogue);
    const meta = files['src/tools/url-encoder/meta.ts']!;
    expect(meta).toContain("id: 'url-encoder'");
    expect(meta).toContain("name: 'Url Encoder'");
    expect(meta).toContain("icon: '🧰'");
    expect(meta).toContain("category: 'utility'");
    expect(meta).toContain('keywords: []');
    expect(meta).toContain("load: () => import('./View')");
    expect(meta).not.toMatch(/TODO/);

    expect(meta).toContain('tagline:');

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
      'useToolState(meta.id, DEFAULTS)',
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

    const spec = files['e2e/tools/url-encoder.spec.ts']!;
    expect(spec).toContain("from '../fixtures'");
    expect(spec).toContain("page.goto('/url-encoder')");
    expect(spec).toContain("name: 'Url Encoder'");
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
