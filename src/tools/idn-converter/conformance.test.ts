import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isToolError } from '../../lib/tool-error';
import { convertIdn } from './core';

/**
 * web-platform-tests' UTS #46 ToASCII cases for the URL Standard (conformance/wpt, BSD licence): each input is a
 * host as `new URL('https://' + input + '/x')` reads it, its output the host, or null when the URL parser
 * refuses it. The tool converts the input as a host, as browsers do (the IDNA mapping on); null means it
 * refuses it, with a message.
 */
interface ToAsciiCase {
  comment?: string;
  input: string;
  output: string | null;
}

const FILE = join(dirname(fileURLToPath(import.meta.url)), 'conformance', 'wpt', 'toascii.json');
const cases = (JSON.parse(readFileSync(FILE, 'utf8')) as unknown[]).filter(
  (entry): entry is ToAsciiCase => typeof entry === 'object' && entry !== null,
);

/** The tool's output for a host, or null when it refuses it. */
function toolReads(input: string): string | null {
  try {
    return convertIdn(input, { direction: 'to-ascii', mapping: true }).output;
  } catch (error) {
    if (isToolError(error)) return null;
    throw error;
  }
}

const passed = cases.filter((entry) => toolReads(entry.input) === entry.output).length;

describe(`WPT url/resources/toascii.json: ${passed}/${cases.length}`, () => {
  it('reads every case', () => expect(cases).toHaveLength(47));

  it.each(cases.map((entry) => [JSON.stringify(entry.input), entry] as const))('%s', (_name, entry) => {
    expect(toolReads(entry.input)).toBe(entry.output);
  });
});
