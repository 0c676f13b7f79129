import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from './tool-error';
import { decodeUtf8, encodeUtf8, findLoneSurrogate, findUtf8Problems, InvalidUtf8Error, utf8Length } from './utf8';
import { countCodePoints } from './unicode';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('encodeUtf8', () => {
  it.each([
    { name: 'ASCII', text: 'Hi', expected: [0x48, 0x69] },
    { name: 'two-byte é', text: 'é', expected: [0xc3, 0xa9] },
    { name: 'three-byte €', text: '€', expected: [0xe2, 0x82, 0xac] },
    { name: 'four-byte emoji', text: '😀', expected: [0xf0, 0x9f, 0x98, 0x80] },
    { name: 'combining mark', text: 'e\u0301', expected: [0x65, 0xcc, 0x81] },
    { name: 'Hebrew (RTL)', text: 'שלום', expected: [0xd7, 0xa9, 0xd7, 0x9c, 0xd7, 0x95, 0xd7, 0x9d] },
    { name: 'BOM kept', text: '\ufeff', expected: [0xef, 0xbb, 0xbf] },
    { name: 'NUL', text: '\0', expected: [0] },
  ])('$name', ({ text, expected }) => {
    expect([...encodeUtf8(text)]).toEqual(expected);
  });

  it('refuses a lone surrogate, saying where', () => {
    expect(() => encodeUtf8('ab\n c\ud83d')).toThrow(ToolError);
    expect(() => encodeUtf8('ab\n c\ud83d')).toThrow('lone surrogate U+D83D at line 2, column 3');
    expect(findLoneSurrogate('😀\udc00')).toBe(2);
    expect(findLoneSurrogate('😀')).toBe(-1);
  });

  it('knows each code point length', () => {
    expect([0x7f, 0x80, 0x7ff, 0x800, 0xffff, 0x10000, 0x10ffff].map(utf8Length)).toEqual([1, 2, 2, 3, 3, 4, 4]);
  });

  it('counts code points', () => {
    expect(countCodePoints('a😀e\u0301')).toBe(4);
    expect(countCodePoints('\ud83d')).toBe(1);
    expect(countCodePoints('')).toBe(0);
  });
});

describe('decodeUtf8 and findUtf8Problems', () => {
  it('decodes valid bytes and keeps a BOM', () => {
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe('\ufeffA');
    expect(decodeUtf8(bytes(0xf0, 0x9f, 0x98, 0x80))).toBe('😀');
  });

  it.each([
    {
      name: 'lone continuation byte',
      input: [0x41, 0x80],
      kind: 'unexpected-continuation',
      offset: 1,
      length: 1,
      detail: '0x80 is a continuation byte with no lead byte before it',
    },
    {
      name: 'truncated at the end',
      input: [0xe2, 0x82],
      kind: 'truncated',
      offset: 0,
      length: 2,
      detail: '0xE2 starts a 3-byte sequence, but the bytes end after 0xE2 0x82',
    },
    {
      name: 'truncated by ASCII',
      input: [0xe2, 0x41],
      kind: 'truncated',
      offset: 0,
      length: 1,
      detail: '0xE2 starts a 3-byte sequence, but the next byte 0x41 is not a continuation byte',
    },
    {
      name: 'lead byte alone at the end',
      input: [0xc3],
      kind: 'truncated',
      offset: 0,
      length: 1,
      detail: '0xC3 starts a 2-byte sequence, but the bytes end after it',
    },
    {
      name: 'overlong C0 80 (NUL)',
      input: [0xc0, 0x80],
      kind: 'overlong',
      offset: 0,
      length: 2,
      detail: '0xC0 0x80 starts with 0xC0, which only ever starts an overlong form of an ASCII character',
    },
    {
      name: 'overlong three-byte slash',
      input: [0xe0, 0x80, 0xaf],
      kind: 'overlong',
      offset: 0,
      length: 3,
      detail: '0xE0 0x80 0xAF is longer than needed: the same character has a shorter UTF-8 form',
    },
    { name: 'overlong four-byte', input: [0xf0, 0x8f, 0xbf, 0xbf], kind: 'overlong', offset: 0, length: 4 },
    {
      name: 'surrogate D800',
      input: [0xed, 0xa0, 0x80],
      kind: 'surrogate',
      offset: 0,
      length: 3,
      detail: '0xED 0xA0 0x80 would encode a surrogate (U+D800 to U+DFFF), which is not a character',
    },
    {
      name: 'beyond U+10FFFF via F4 90',
      input: [0xf4, 0x90, 0x80, 0x80],
      kind: 'beyond-max',
      offset: 0,
      length: 4,
      detail: '0xF4 0x90 0x80 0x80 would encode a code point beyond U+10FFFF',
    },
    { name: 'beyond U+10FFFF via F5', input: [0xf5, 0x80, 0x80, 0x80], kind: 'beyond-max', offset: 0, length: 4 },
    {
      name: 'byte FF',
      input: [0x61, 0xff],
      kind: 'invalid-byte',
      offset: 1,
      length: 1,
      detail: '0xFF never appears in UTF-8',
    },
  ])('$name', ({ input, kind, offset, length, detail }) => {
    const data = Uint8Array.from(input);
    const report = findUtf8Problems(data);
    expect(report.total).toBe(1);
    expect(report.problems[0]).toMatchObject({ kind, offset, length, ...(detail ? { detail } : {}) });
    expect(() => decodeUtf8(data)).toThrow(InvalidUtf8Error);
  });

  it('resumes after each problem and counts them all, listing up to the limit', () => {
    const report = findUtf8Problems(bytes(0x80, 0x41, 0xff, 0xc3, 0xa9, 0xe2, 0x82), 2);
    expect(report.total).toBe(3);
    expect(report.problems.map((problem) => problem.offset)).toEqual([0, 2]);
  });

  it('agrees with the platform decoder on which byte strings are valid', () => {
    const strict = new TextDecoder('utf-8', { fatal: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (data) => {
        let valid = true;
        try {
          strict.decode(data);
        } catch {
          valid = false;
        }
        expect(findUtf8Problems(data).total === 0).toBe(valid);
      }),
      { numRuns: 3000 },
    );
  });

  it('accounts for every U+FFFD the platform decoder writes', () => {
    const lenient = new TextDecoder('utf-8');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (data) => {
        const replacements = lenient.decode(data).match(/\ufffd/g)?.length ?? 0;
        const { problems, total } = findUtf8Problems(data, Infinity);
        // WHATWG writes one U+FFFD per byte of an overlong, surrogate or too-big sequence, which we report
        // as one problem; and EF BF BD in the input is a real U+FFFD, not a problem.
        const joined = problems
          .filter((problem) => problem.kind !== 'truncated')
          .reduce((sum, problem) => sum + problem.length - 1, 0);
        let genuine = 0;
        for (let index = 0; index + 2 < data.length; index += 1)
          if (data[index] === 0xef && data[index + 1] === 0xbf && data[index + 2] === 0xbd) genuine += 1;
        expect(total + joined + genuine).toBe(replacements);
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips arbitrary well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeUtf8(encodeUtf8(text))).toBe(text);
      }),
    );
  });
});
