/**
 * The pure part of `npm run new-tool -- <id>`: checks the id and works out the files to create and the
 * new catalogue source. scripts/new-tool.mjs does the writing.
 */

export const IMPORTS_MARKER = '// new-tool: imports';
export const ENTRIES_MARKER = '// new-tool: entries';

const ICON = '🧰';

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
  category: 'utility',
  keywords: [],
  load: () => import('./View'),
};

export default meta;
`;
}

function coreTemplate() {
  return `import { ToolError } from '../../lib/tool-error';

/** The tool's work, as a plain function: the screen, the tests and (optionally) a worker all call it. */
export function transform(input: string): string {
  if (input.trim() === '') throw new ToolError('Please enter some text');
  return input.trim();
}
`;
}

function coreTestTemplate() {
  return `import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { transform } from './core';

describe('transform', () => {
  it.each([
    { input: 'hello', expected: 'hello' },
    { input: '  hello world \\n', expected: 'hello world' },
    { input: '\\n a\\nb \\t', expected: 'a\\nb' },
  ])('returns $input trimmed', ({ input, expected }) => {
    expect(transform(input)).toBe(expected);
  });

  it.each(['', '   ', '\\n\\t '])('rejects blank input %j', (input) => {
    expect(() => transform(input)).toThrow(ToolError);
    expect(() => transform(input)).toThrow('Please enter some text');
  });
});
`;
}

function viewTemplate(name, description) {
  return `import { useState } from 'react';
import { ActionBar, Button, ClearButton, EditorPane, ErrorAlert, OutputActions, ToolHeader, ToolPage, useTaskRunner } from '../../kit';
import { errorMessage } from '../../lib/tool-error';
import { transform } from './core';

const tasks = { transform };

export default function View() {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const runner = useTaskRunner({ tasks });

  const run = async () => {
    const outcome = await runner.run('transform', input);
    if (outcome.status === 'cancelled') return;
    if (outcome.status === 'failed') {
      setError(errorMessage(outcome.error, 'Something went wrong'));
      setOutput('');
    } else {
      setError(null);
      setOutput(outcome.value);
    }
  };

  return (
    <ToolPage>
      <ToolHeader icon="${ICON}" title="${name}" subtitle="${description}" />

      <ActionBar>
        <Button variant="primary" onClick={run} busy={runner.busy} busyLabel="Working...">
          Run
        </Button>
        <ClearButton
          onClick={() => {
            runner.cancel();
            setInput('');
            setOutput('');
            setError(null);
          }}
        />
      </ActionBar>

      {error && <ErrorAlert title="Could not process the input">{error}</ErrorAlert>}

      <div className="grid gap-6 lg:grid-cols-2">
        <EditorPane title="Input" value={input} onChange={setInput} placeholder="Type or paste text here..." acceptFiles=".txt,text/plain" />
        <EditorPane title="Output" value={output} readOnly placeholder="The result will appear here..." actions={<OutputActions text={output} label="output" fileName="output.txt" mimeType="text/plain" />} />
      </div>
    </ToolPage>
  );
}
`;
}

function e2eTemplate(id, name) {
  return `import { test, expect } from '../fixtures';

test('${name} opens', async ({ page }) => {
  await page.goto('/${id}');
  await expect(page.getByRole('heading', { level: 1, name: '${name}' })).toBeVisible();
});
`;
}

/**
 * Plans a new tool: returns the files to create (paths relative to the project root) and the catalogue
 * source with the tool added at the markers. Throws an Error for a bad or duplicate id.
 */
export function planNewTool(id, catalogueSource) {
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
      [`${dir}/core.ts`]: coreTemplate(),
      [`${dir}/core.test.ts`]: coreTestTemplate(),
      [`${dir}/View.tsx`]: viewTemplate(name, description),
      [`e2e/tools/${id}.spec.ts`]: e2eTemplate(id, name),
    },
    catalogueSource: source,
  };
}
