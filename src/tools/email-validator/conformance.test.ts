import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyseAddress, type EmailReading } from './core';

/**
 * Dominic Sayers' is_email test set (conformance/isemail, BSD licence). Its categories map onto the two
 * readings: VALID, DNSWARN (DNS is never asked here) and RFC5321 are addresses SMTP carries, so the strict
 * reading accepts them; CFWS, DEPREC and RFC5322 are RFC 5322 only, so the strict reading refuses them and
 * the lenient one accepts them with a warning; ERR is refused by both.
 */
interface IsEmailTest {
  id: string;
  address: string;
  category: string;
  diagnosis: string;
}

const xml = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'conformance', 'isemail', 'tests.xml'), 'utf8');

function decode(text: string): string {
  return (
    text
      .replace(/&#x([0-9A-Fa-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      // The set writes control characters as the Unicode "symbol for" them (U+2400 + code), as XML cannot hold them.
      .replace(/[\u2400-\u241f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x2400))
  );
}

const tests: IsEmailTest[] = [...xml.matchAll(/<test id="(\d+)">([\s\S]*?)<\/test>/g)].map(([, id, body]) => ({
  id: id!,
  address: decode(/<address>([\s\S]*?)<\/address>/.exec(body!)?.[1] ?? ''),
  category: /<category>(.*?)<\/category>/.exec(body!)![1]!.replace('ISEMAIL_', ''),
  diagnosis: /<diagnosis>(.*?)<\/diagnosis>/.exec(body!)![1]!.replace('ISEMAIL_', ''),
}));

const SMTP = new Set(['VALID_CATEGORY', 'DNSWARN', 'RFC5321']);

function accepted(address: string, reading: EmailReading): boolean {
  return analyseAddress(address, { reading }).check.verdict !== 'invalid';
}

function expected(test: IsEmailTest, reading: EmailReading): boolean {
  return reading === 'strict' ? SMTP.has(test.category) : test.category !== 'ERR';
}

const results = (reading: EmailReading) =>
  tests.map((test) => ({ test, pass: accepted(test.address, reading) === expected(test, reading) }));
const strictPasses = results('strict').filter((result) => result.pass).length;
const lenientPasses = results('lenient').filter((result) => result.pass).length;

describe(`is_email test set: strict ${strictPasses}/${tests.length}, lenient ${lenientPasses}/${tests.length}`, () => {
  it('reads every test', () => expect(tests.length).toBe(164));
  it.each(tests.map((test) => [test.id, test.category, test.diagnosis, test] as const))(
    '#%s %s (%s)',
    (_id, _category, _diagnosis, test) => {
      expect(accepted(test.address, 'strict')).toBe(expected(test, 'strict'));
      expect(accepted(test.address, 'lenient')).toBe(expected(test, 'lenient'));
    },
  );
});
