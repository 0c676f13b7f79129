import { describe, expect, it } from 'vitest';
import { destinationsFor, rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_INPUT, SAMPLE_SHA256 } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('hash-generator detector', () => {
  it.each([
    ['an MD5 digest', '900150983cd24fb0d6963f7d28e17f72'],
    ['a SHA-1 digest', 'A9993E364706816ABA3E25717850C26C9CD0D89D'],
    ['a SHA-256 digest, with a line break', `${SAMPLE_SHA256}\n`],
    [
      'a SHA-512 digest',
      'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    ],
  ])('is suggested for %s, opening with it to compare', (_name, text) => {
    expect(detect(text, false)).toEqual({ score: 0.5, state: { compare: text.trim(), input: '' } });
  });

  it.each([
    ['its sample', SAMPLE_INPUT],
    ['a hex digest of another length', 'a'.repeat(48)],
    ['mixed-case hex', 'Ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['two digests', `${SAMPLE_SHA256}\n${SAMPLE_SHA256}`],
    ['a JSON document', '{\n  "a": 1\n}'],
    ['prose', 'A hash is a short fingerprint of a longer text.'],
  ])('claims no %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('claims nothing from a truncated sample', () => {
    expect(score(SAMPLE_SHA256, true)).toBe(0);
  });

  it('ranks after the Hash Validator for a pasted digest, and is listed for its Load Sample text', () => {
    const ids = rankTools(SAMPLE_SHA256).map((entry) => entry.tool.id);
    expect(ids.indexOf('hash-validator')).toBe(0);
    expect(ids).toContain('hash-generator');
    expect(destinationsFor(SAMPLE_INPUT).map((entry) => entry.tool.id)).toContain('hash-generator');
  });
});
