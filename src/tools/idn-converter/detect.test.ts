import { describe, expect, it } from 'vitest';
import { rankTools, SUGGESTION_THRESHOLD } from '../../catalogue/detection';
import { SAMPLE_ASCII, SAMPLE_UNICODE } from './core';
import { detect } from './detect';

const score = (text: string, truncated = false) => detect(text, truncated)?.score ?? 0;

describe('idn-converter detector', () => {
  it.each([
    ['its punycode sample', SAMPLE_ASCII, 0.95],
    ['a punycode name', 'xn--mnchen-3ya.de', 0.95],
    ['a punycode top-level domain', 'example.xn--p1ai', 0.95],
    ['punycode in a URL', 'https://xn--bcher-kva.example/path', 0.95],
    ['punycode inside a sentence', 'Visit xn--mnchen-3ya.de today', 0.7],
  ])('recognises %s, to Unicode', (_name, text, minimum) => {
    expect(score(text)).toBeGreaterThanOrEqual(minimum);
    expect(detect(text, false)?.state).toEqual({ direction: 'to-unicode' });
  });

  it.each([
    ['its Unicode sample', SAMPLE_UNICODE],
    ['a Unicode name', 'münchen.de'],
    ['an e-mail address', 'user@bücher.example'],
    ['a name with ideographic full stops', '例え。テスト'],
    ['a Cyrillic name', 'пример.рф'],
    ['a URL', 'https://straße.de/path?q=1'],
  ])('recognises %s, to ASCII', (_name, text) => {
    expect(detect(text, false)).toEqual({ score: 0.85, state: { direction: 'to-ascii' } });
  });

  it.each([
    ['an ASCII name, nothing to convert', 'example.com'],
    ['a word with an accent', 'münchen'],
    ['prose with accents and full stops', 'Ich wohne in München. Es ist schön.'],
    ['a number', '3.14'],
    ['a name ending in digits', 'straße.123'],
    ['a list of names mixed with prose', 'münchen.de\nthis line is prose\nand so is this one'],
  ])('ignores %s', (_name, text) => {
    expect(score(text)).toBeLessThan(SUGGESTION_THRESHOLD);
  });

  it('ranks its punycode Load Sample text first, to Unicode', () => {
    expect(rankTools(SAMPLE_ASCII)[0]).toMatchObject({
      tool: { id: 'idn-converter' },
      state: { input: SAMPLE_ASCII, direction: 'to-unicode' },
    });
  });

  it('ranks its Unicode Load Sample text first, to ASCII', () => {
    expect(rankTools(SAMPLE_UNICODE)[0]).toMatchObject({
      tool: { id: 'idn-converter' },
      state: { input: SAMPLE_UNICODE, direction: 'to-ascii' },
    });
  });
});
