import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import punycode from 'punycode.js';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import {
  DEFAULT_IDN_OPTIONS,
  MAX_ROWS,
  SAMPLE_ASCII,
  SAMPLE_UNICODE,
  convertIdn,
  decodePunycode,
  encodePunycode,
  mapLabel,
  toAscii,
  toUnicode,
} from './core';

interface StringVector {
  description?: string;
  decoded: string;
  encoded: string;
}
interface Ucs2Vector {
  description: string;
  decoded: number[];
  encoded: string;
}
interface Vectors {
  strings: StringVector[];
  ucs2: Ucs2Vector[];
  domains: StringVector[];
  separators: StringVector[];
}

// Read as text, not imported: the file holds lone surrogates (\ud800), which the bundler's JSON loader refuses.
const VECTORS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'conformance', 'punycode', 'vectors.json');
const vectors = JSON.parse(readFileSync(VECTORS_FILE, 'utf8')) as Vectors;
const name = (vector: { description?: string; decoded: unknown }) =>
  vector.description ?? JSON.stringify(vector.decoded);

describe('conformance: punycode.js vectors (RFC 3492 section 7.1 samples and more)', () => {
  it('has the expected number of vectors', () => {
    expect([vectors.strings.length, vectors.ucs2.length, vectors.domains.length, vectors.separators.length]).toEqual([
      24, 7, 10, 4,
    ]);
  });

  describe(`strings: raw punycode both ways (${vectors.strings.length})`, () => {
    it.each(vectors.strings.map((vector) => [name(vector), vector] as const))('%s', (_, vector) => {
      expect(encodePunycode(vector.decoded)).toBe(vector.encoded);
      expect(decodePunycode(vector.encoded)).toBe(vector.decoded);
    });
  });

  describe(`ucs2: code points of UTF-16 text, lone surrogates included (${vectors.ucs2.length})`, () => {
    it.each(vectors.ucs2.map((vector) => [vector.description, vector] as const))('%s', (_, vector) => {
      expect(punycode.ucs2.decode(vector.encoded)).toEqual(vector.decoded);
      expect(punycode.ucs2.encode(vector.decoded)).toBe(vector.encoded);
      // The tool's punycode keeps them too: nothing is lost or replaced on the way.
      expect(decodePunycode(encodePunycode(vector.encoded))).toBe(vector.encoded);
    });
  });

  describe(`domains: whole names and e-mail addresses, to ASCII and back, with the default options (${vectors.domains.length})`, () => {
    it.each(vectors.domains.map((vector) => [name(vector), vector] as const))('%s', (_, vector) => {
      expect(toAscii(vector.decoded)).toBe(vector.encoded);
      expect(toUnicode(vector.encoded)).toBe(vector.decoded);
    });
  });

  describe(`separators: the four IDNA dots (${vectors.separators.length})`, () => {
    it.each(vectors.separators.map((vector) => [vector.description!, vector] as const))('%s', (_, vector) => {
      expect(toAscii(vector.decoded)).toBe(vector.encoded);
    });
  });
});

describe('to ASCII', () => {
  it.each([
    ['example.com', 'example.com'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['bücher.example.', 'xn--bcher-kva.example.'],
    ['例え。テスト', 'xn--r8jz45g.xn--zckzah'],
    ['пример.рф', 'xn--e1afmkfd.xn--p1ai'],
    ['☕.ws', 'xn--53h.ws'],
    ['💩.la', 'xn--ls8h.la'],
    // An emoji ZWJ sequence: four code points, one label. (Browsers refuse the joiner here; see the notes.)
    ['👩🏽‍💻.example', 'xn--1ug6145pija4k.example'],
    // Right-to-left labels: Arabic and Hebrew.
    ['مثال.إختبار', 'xn--mgbh0fb.xn--kgbechtv'],
    ['דוגמה.טעסט', 'xn--6dbbec0c.xn--deba0ad'],
    // Combining marks are composed first (NFKC): e + U+0301 is é.
    ['cafe\u0301.fr', 'xn--caf-dma.fr'],
    ['a\u0306n.vn', 'xn--n-rha.vn'],
  ])('%j → %j', (input, expected) => {
    expect(toAscii(input)).toBe(expected);
  });

  it.each([
    // The IDNA mapping: lower case, compatibility forms, ignored characters; ß and ς kept (nontransitional).
    ['BÜCHER.DE', 'xn--bcher-kva.de'],
    ['ＢＵＣＨＥＲ．ＣＯＭ', 'bucher.com'],
    ['Faß.de', 'xn--fa-hia.de'],
    ['ΣΑΣ.gr', 'xn--mxa9ab.gr'],
    ['ς.gr', 'xn--3xa.gr'],
    ['ex\u00ADample.com', 'example.com'],
    ['ﬁ.com', 'fi.com'],
    ['İstanbul.tr', 'xn--istanbul-o0e.tr'],
    ['ẞ.de', 'ss.de'],
    ['Ⅻ.com', 'xii.com'],
  ])('maps %j → %j, as browsers do', (input, expected) => {
    expect(toAscii(input)).toBe(expected);
    expect(domainToASCII(input)).toBe(expected);
  });

  it('without the mapping keeps case and forms, converting only non-ASCII labels', () => {
    expect(toAscii('BÜCHER.DE', false)).toBe('xn--BCHER-2pa.DE');
    expect(toAscii('ex\u00ADample.com', false)).toBe('xn--example-mka.com');
  });

  it('converts only the domain of an e-mail address', () => {
    expect(toAscii('Jürgen.Müller@Bücher.de')).toBe('Jürgen.Müller@xn--bcher-kva.de');
    expect(toAscii('"a@b"@bücher.de')).toBe('"a@b"@xn--bcher-kva.de');
    expect(toAscii('mailto:jürgen@bücher.de?subject=Grüße')).toBe('mailto:jürgen@xn--bcher-kva.de?subject=Grüße');
    expect(toAscii('user@[192.0.2.1]')).toBe('user@[192.0.2.1]');
  });

  it('converts only the host of a URL', () => {
    expect(toAscii('https://user:päss@Straße.de:8443/stra%C3%9Fe/ü?q=münchen#ä')).toBe(
      'https://user:päss@xn--strae-oqa.de:8443/stra%C3%9Fe/ü?q=münchen#ä',
    );
    expect(toAscii('http://[::1]:80/ü')).toBe('http://[::1]:80/ü');
    expect(toAscii('file:///tmp/ü')).toBe('file:///tmp/ü');
    expect(toAscii('münchen.de:8080/ü?x#y')).toBe('xn--mnchen-3ya.de:8080/ü?x#y');
    expect(toAscii('bücher.de/@someone')).toBe('xn--bcher-kva.de/@someone');
  });

  it('converts each line, keeping blank lines and surrounding spaces', () => {
    expect(toAscii('münchen.de\n\n  bücher.de  \r\nexample.com')).toBe(
      'xn--mnchen-3ya.de\n\n  xn--bcher-kva.de  \r\nexample.com',
    );
  });

  it('converts the sample to the ASCII sample, and back', () => {
    expect(toAscii(SAMPLE_UNICODE)).toBe(SAMPLE_ASCII);
    expect(toUnicode(SAMPLE_ASCII)).toBe(SAMPLE_UNICODE.replace('。', '.'));
  });
});

describe('to Unicode', () => {
  it.each([
    ['xn--mnchen-3ya.de', 'münchen.de'],
    ['XN--MNCHEN-3YA.DE', 'münchen.de'],
    ['xn--ls8h.la', '💩.la'],
    ['xn--mgbh0fb.xn--kgbechtv', 'مثال.إختبار'],
    ['example.com', 'example.com'],
    ['münchen.de', 'münchen.de'],
    ['MÜNCHEN.de', 'münchen.de'],
    ['user@xn--bcher-kva.de', 'user@bücher.de'],
    ['https://xn--mnchen-3ya.de/stra%C3%9Fe?q=xn--x', 'https://münchen.de/stra%C3%9Fe?q=xn--x'],
  ])('%j → %j', (input, expected) => {
    expect(toUnicode(input)).toBe(expected);
  });

  it('without the mapping decodes case as written', () => {
    expect(toUnicode('xn--BCHER-2pa.DE', false)).toBe('BÜCHER.DE');
  });
});

describe('bad input says which label and where', () => {
  const failure = (input: string, direction: 'to-ascii' | 'to-unicode' = 'to-unicode') => {
    try {
      convertIdn(input, { ...DEFAULT_IDN_OPTIONS, direction });
    } catch (error) {
      expect(error).toBeInstanceOf(ToolError);
      return error as ToolError;
    }
    throw new Error(`no error for ${JSON.stringify(input)}`);
  };

  it.each([
    ['a..b', 'Label 2 of “a..b” at line 1, column 3 is empty: two dots in a row', 3],
    ['.a', 'Label 1 of “.a” at line 1, column 1 is empty: the name starts with a dot', 1],
    ['ok.com\n例え。。テスト', 'Label 2 of “例え。。テスト” at line 2, column 4 is empty: two dots in a row', 4],
    ['x@', 'The e-mail address at line 1, column 3 has no domain after “@”', 3],
    [
      'xn--a!b.com',
      'Label 1 “xn--a!b” of “xn--a!b.com” at line 1, column 1 is not valid punycode: “!” at line 1, column 6 is not a letter or digit',
      6,
    ],
    [
      'ok.xn--.com',
      'Label 2 “xn--” of “ok.xn--.com” at line 1, column 4 is only the prefix “xn--”, with no punycode after it',
      4,
    ],
    [
      'xn--abc-.com',
      'Label 1 “xn--abc-” of “xn--abc-.com” at line 1, column 1 is not a valid IDNA label: it decodes to plain ASCII “abc”, which is never written with “xn--”',
      1,
    ],
    [
      'xn--bcher-kva9.de',
      'Label 1 “xn--bcher-kva9” of “xn--bcher-kva9.de” at line 1, column 1 is not valid punycode: it ends in the middle of a character (the punycode is cut short)',
      1,
    ],
    ['xn--99999999999.de', 'is not valid punycode: it encodes a number too large for any character', 1],
    [
      'xn--ü.de',
      'Label 1 “xn--ü” of “xn--ü.de” at line 1, column 1 starts with “xn--” but is not ASCII: a label with that prefix must be punycode',
      1,
    ],
    [`ok.${'a'.repeat(64)}.com`, 'is 64 characters long in ASCII form', 4],
  ])('%j', (input, message, column) => {
    const error = failure(input);
    expect(error.message).toContain(message);
    expect(error.location?.column).toBe(column);
  });

  it('counts a label by its ASCII form: 63 fits, 64 does not', () => {
    const fits = `ü${'a'.repeat(55)}`;
    expect(toAscii(`${fits}.com`).split('.')[0]).toHaveLength(63);
    expect(failure(`${fits}a.com`, 'to-ascii').message).toContain('is 64 characters long in ASCII form');
  });

  it('refuses a label the mapping empties or splits', () => {
    expect(failure('a.\u00AD.com', 'to-ascii').message).toContain('is empty after the IDNA mapping');
    expect(failure('⒈com', 'to-ascii').message).toContain('maps to “1.com”, which holds a dot');
  });
});

describe('notes: kept going, but worth knowing', () => {
  it('notes characters a host cannot hold', () => {
    const result = convertIdn('hello world.com', DEFAULT_IDN_OPTIONS);
    expect(result.output).toBe('hello world.com');
    expect(result.notes).toEqual([
      'Label 1 “hello world” of “hello world.com” at line 1, column 1 holds a space, which is not allowed in a host name; browsers would refuse it',
    ]);
  });

  it('notes a domain longer than DNS allows', () => {
    const long = Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.');
    expect(convertIdn(long, DEFAULT_IDN_OPTIONS).notes[0]).toContain(
      'is 304 characters long in ASCII form; DNS allows at most 253',
    );
  });

  it('notes a punycode label that decodes to a form IDNA would not write', () => {
    expect(convertIdn('xn--BCHER-0ra.de', { direction: 'to-unicode', mapping: false }).notes).toEqual([]);
    expect(convertIdn('xn--tda.de', { direction: 'to-unicode', mapping: true }).notes).toEqual([]);
    const upper = `xn--${encodePunycode('Ü')}.de`;
    expect(convertIdn(upper, { direction: 'to-unicode', mapping: true }).notes[0]).toContain(
      'decodes to “Ü”, which IDNA writes as “ü”',
    );
  });
});

describe('the labels table and counts', () => {
  it('lists each label in both forms with its line', () => {
    const result = convertIdn('münchen.de\nuser@пример.рф', DEFAULT_IDN_OPTIONS);
    expect(result.labels).toEqual([
      { line: 1, unicode: 'münchen', ascii: 'xn--mnchen-3ya' },
      { line: 1, unicode: 'de', ascii: 'de' },
      { line: 2, unicode: 'пример', ascii: 'xn--e1afmkfd' },
      { line: 2, unicode: 'рф', ascii: 'xn--p1ai' },
    ]);
    expect(result).toMatchObject({ items: 2, labelsTotal: 4, internationalised: 3 });
  });

  it('lists at most MAX_ROWS labels', () => {
    const result = convertIdn(
      Array.from({ length: MAX_ROWS }, (_, index) => `bücher${index}.de`).join('\n'),
      DEFAULT_IDN_OPTIONS,
    );
    expect(result.labels).toHaveLength(MAX_ROWS);
    expect(result.labelsTotal).toBe(MAX_ROWS * 2);
  });
});

describe('the IDNA mapping agrees with Node’s url.domainToASCII (UTS #46)', () => {
  it('on every code point that Node accepts in a label', () => {
    const ranges: [number, number][] = [
      [0x80, 0xd7ff],
      [0xe000, 0xfffd],
      [0x10000, 0x1ffff],
      [0xe0000, 0xe01ef],
    ];
    let compared = 0;
    const different: string[] = [];
    for (const [first, last] of ranges) {
      for (let code = first; code <= last; code += 1) {
        const character = String.fromCodePoint(code);
        if (/[\u3002\uFF0E\uFF61]/.test(character)) continue;
        const domain = `x${character}.com`;
        const expected = domainToASCII(domain);
        // Node refuses what IDNA disallows (unassigned, symbols, bidi rules); the tool converts those.
        if (expected === '') continue;
        compared += 1;
        if (toAscii(domain) !== expected) different.push(`U+${code.toString(16)}`);
      }
    }
    expect(different).toEqual([]);
    expect(compared).toBeGreaterThan(70_000);
  });
});

/** A label: any code points but the dots, whitespace and the characters that end a host. */
const label = (unit: 'binary' | 'grapheme') =>
  fc
    .string({ unit, minLength: 1, maxLength: 12 })
    .filter(
      (text) => !/[.\u3002\uFF0E\uFF61\s/?#@:[\]]/u.test(text) && !/^xn--/i.test(text) && /[^\0-\x7F]/.test(text),
    );
const fitsInLabel = (text: string) => encodePunycode(text).length + 4 <= 63;

describe('properties', () => {
  it('raw punycode: decode(encode(x)) == x for any Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodePunycode(encodePunycode(text))).toBe(text);
      }),
      { numRuns: 500 },
    );
  });

  it('raw punycode keeps lone surrogates as they are', () => {
    const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)) });
    fc.assert(
      fc.property(codeUnits, (text) => {
        expect(decodePunycode(encodePunycode(text))).toBe(text);
      }),
    );
  });

  it.each(['binary', 'grapheme'] as const)('a %s label without the mapping: to Unicode(to ASCII(x)) == x', (unit) => {
    fc.assert(
      fc.property(label(unit).filter(fitsInLabel), (text) => {
        const ascii = toAscii(text, false);
        expect(ascii).toMatch(/^xn--[\0-\x7F]+$/);
        expect(toUnicode(ascii, false)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('with the mapping: to Unicode(to ASCII(x)) is the mapped label, and converting again changes nothing', () => {
    fc.assert(
      fc.property(
        label('grapheme').filter((text) => {
          const mapped = mapLabel(text);
          // Compatibility forms can map to a dot or a space (U+FE74 is a space and a mark): not one label then.
          return mapped !== '' && !/[.\u3002\uFF0E\uFF61\s/?#@:[\]]/u.test(mapped) && fitsInLabel(mapped);
        }),
        (text) => {
          const ascii = toAscii(text);
          const unicode = toUnicode(ascii);
          if (/[^\0-\x7F]/.test(mapLabel(text))) expect(unicode).toBe(mapLabel(text));
          expect(toAscii(unicode)).toBe(ascii);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the number of lines and every line without a host as it is', () => {
    const lines = fc.array(
      fc.constantFrom('münchen.de', '', '  ', 'user@bücher.de', 'https://例え.テスト/ü', 'file:///ü', 'plain'),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(lines, (list) => {
        const output = toAscii(list.join('\n')).split('\n');
        expect(output).toHaveLength(Math.max(list.length, 1));
        list.forEach((line, index) => {
          if (!/[^\0-\x7F]/.test(line) || line.startsWith('file:')) expect(output[index]).toBe(line);
        });
      }),
    );
  });
});
