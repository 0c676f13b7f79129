import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_BASE64 } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

const bytesToBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const textToBase64 = (text: string) => bytesToBase64(new TextEncoder().encode(text));
const toUrlSafe = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Text whose Base64 holds '+' and '/', so its base64url form holds '-' and '_'. */
const URL_SAFE = toUrlSafe(textToBase64('Do you see it? >>> ~~~ ??? café'));
const WRAPPED = textToBase64('Line-wrapped Base64, as MIME and PEM write it. '.repeat(6))
  .match(/.{1,76}/g)!
  .join('\n');
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const KEY = '47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

describe('base64-decoder detector', () => {
  it.each([
    ['its sample', SAMPLE_BASE64, 0.95],
    ['base64url without padding', URL_SAFE, 0.95],
    ['a short padded word', 'SGVsbG8=', 0.95],
    ['line-wrapped Base64', WRAPPED, 0.95],
    ['a data URL', `data:image/png;base64,${PNG}`, 0.95],
    ['a PNG file', PNG, 0.9],
    ['random bytes (a hash)', KEY, 0.5],
    ['a JWT part', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', 0.95],
  ])('recognises %s', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
  });

  it('contains the URL-safe characters it means to test', () => {
    expect(URL_SAFE).toMatch(/[-_]/);
  });

  it('recognises the start of a large encoded file (truncated)', () => {
    expect(score(textToBase64('Some long text. '.repeat(6000)).slice(0, 65_536), true)).toBeGreaterThanOrEqual(0.95);
  });

  it.each([
    ['"cafe", valid Base64 but a word', 'cafe'],
    ['a word', 'Password'],
    ['a camelCase name', 'ThisIsALongCamelCaseIdentifier2'],
    ['two words', 'HelloWorld'],
    ['hex', '48656c6c6f20776f726c64'],
    ['a number', '12345678901234'],
    ['binary', '0100100001101001'],
    ['a URL', 'https://example.com/path/to/page'],
    ['a path', '/usr/local/bin/node'],
    ['a UUID', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln'],
    ['prose', 'The quick brown fox jumps over the lazy dog'],
    ['a bad length', 'SGVsbG8gV'],
    ['both alphabets at once', 'SGVs+bG8_d29y'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its Load Sample text first', () => {
    expect(rankTools(SAMPLE_BASE64)[0]).toMatchObject({
      tool: { id: 'base64-decoder' },
      state: { input: SAMPLE_BASE64 },
    });
  });

  it('ranks base64url and wrapped Base64 first', () => {
    expect(rankTools(URL_SAFE)[0]?.tool.id).toBe('base64-decoder');
    expect(rankTools(WRAPPED)[0]?.tool.id).toBe('base64-decoder');
  });
});
