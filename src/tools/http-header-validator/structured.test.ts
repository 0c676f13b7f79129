import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DisplayString, Token } from 'structured-headers';
import { describe, expect, it } from 'vitest';
import { parseStructured, type StructuredType } from './structured';

interface TestRecord {
  name: string;
  raw: string[];
  header_type: StructuredType;
  expected?: unknown;
  must_fail?: boolean;
  can_fail?: boolean;
}

const folder = join(__dirname, 'conformance', 'structured-field-tests');
const records = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .flatMap((file) =>
    (JSON.parse(readFileSync(join(folder, file), 'utf8')) as TestRecord[]).map((record): [string, TestRecord] => [
      `${file.replace(/\.json$/, '')}: ${record.name}`,
      record,
    ]),
  );

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let buffer = 0;
  let text = '';
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(buffer << (5 - bits)) & 31];
  return text.padEnd(Math.ceil(text.length / 8) * 8, '=');
}

/** The library's values in the suite's JSON form. */
function bare(value: unknown): unknown {
  if (value instanceof Token) return { __type: 'token', value: value.toString() };
  if (value instanceof DisplayString) return { __type: 'displaystring', value: value.toString() };
  if (value instanceof Date) return { __type: 'date', value: value.getTime() / 1000 };
  if (value instanceof ArrayBuffer) return { __type: 'binary', value: base32(new Uint8Array(value)) };
  // JSON has no negative zero: the suite writes "-0" parsed as 0.
  if (value === 0) return 0;
  return value;
}
const parameters = (map: Map<string, unknown>) => [...map].map(([key, value]) => [key, bare(value)]);
function member(value: unknown): unknown {
  const [inner, params] = value as [unknown, Map<string, unknown>];
  if (Array.isArray(inner)) return [inner.map(member), parameters(params)];
  return [bare(inner), parameters(params)];
}
function toSuiteForm(type: StructuredType, parsed: unknown): unknown {
  if (type === 'item') return member(parsed);
  if (type === 'list') return (parsed as unknown[]).map(member);
  return [...(parsed as Map<string, unknown>)].map(([key, value]) => [key, member(value)]);
}

function outcome(record: TestRecord): 'pass' | 'fail' {
  const parsed = parseStructured(record.raw.join(', '), record.header_type);
  if (record.must_fail) return parsed.ok ? 'fail' : 'pass';
  if (!parsed.ok) return record.can_fail ? 'pass' : 'fail';
  try {
    expect(toSuiteForm(record.header_type, parsed.value)).toEqual(record.expected);
    return 'pass';
  } catch {
    return record.can_fail ? 'pass' : 'fail';
  }
}

const passed = records.filter(([, record]) => outcome(record) === 'pass').length;

describe(`Structured Field Tests (httpwg): ${passed}/${records.length}`, () => {
  it.each(records)('%s', (_name, record) => {
    expect(outcome(record)).toBe('pass');
  });
});
