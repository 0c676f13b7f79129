import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import punycode from 'punycode.js';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { toolErrorOf } from '../../test/errors';
import {
  DEFAULT_IDN_OPTIONS,
  MAX_ROWS,
  SAMPLE_ASCII,
  SAMPLE_UNICODE,
  convertIdn,
  decodePunycode,
  encodePunycode,
  toAscii,
  toUnicode,
} from './core';
import { disallowedProblem, hostToAscii, hostToUnicode } from './uts46';

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
    // Right-to-left labels: Arabic and Hebrew, and a digit after the letters.
    ['مثال.إختبار', 'xn--mgbh0fb.xn--kgbechtv'],
    ['דוגמה.טעסט', 'xn--6dbbec0c.xn--deba0ad'],
    ['مثال1.com', 'xn--1-ymcl5hc.com'],
    // LDH labels may stand in a name with right-to-left text (RFC 5893 section 2), as new URL() reads them in
    // Node and as the URL Standard's tests (WPT toascii.json) expect.
    ['1.ي', '1.xn--mhb'],
    ['a-.מ.com', 'a-.xn--jeb.com'],
    // Joiners where a script needs them: after a virama (Devanagari), between joining letters (Arabic).
    ['क्\u200Dष.com', 'xn--11b2ezcw70k.com'],
    ['ب\u200Cب.com', 'xn--ngba799q.com'],
    // Combining marks are composed first (NFC): e + U+0301 is é.
    ['cafe\u0301.fr', 'xn--caf-dma.fr'],
    ['a\u0306n.vn', 'xn--n-rha.vn'],
    // Hyphens anywhere, even in positions 3 and 4: browsers do not check them (CheckHyphens is off).
    ['ab--c.com', 'ab--c.com'],
    ['ab--üd.com', 'xn--ab--d-nva.com'],
    ['-a-.com', '-a-.com'],
  ])('%j → %j', (input, expected) => {
    expect(toAscii(input)).toBe(expected);
  });

  // Each of these was checked against new URL() in Chromium; e2e/tools/idn-converter.spec.ts checks them there.
  it.each([
    ['BÜCHER.DE', 'xn--bcher-kva.de'],
    ['ＢＵＣＨＥＲ．ＣＯＭ', 'bucher.com'],
    ['Faß.de', 'xn--fa-hia.de'],
    ['ΣΑΣ.gr', 'xn--mxa9ab.gr'],
    ['ς.gr', 'xn--3xa.gr'],
    ['ex\u00ADample.com', 'example.com'],
    ['ﬁ.com', 'fi.com'],
    ['İstanbul.tr', 'xn--istanbul-o0e.tr'],
    // Since Unicode 15.1, UTS #46 maps capital sharp s to ß, no longer to "ss".
    ['ẞ.de', 'xn--zca.de'],
    ['Ⅻ.com', 'xii.com'],
  ])('maps %j → %j, as browsers do', (input, expected) => {
    expect(toAscii(input)).toBe(expected);
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
    ['xn--zca.de', 'ß.de'],
  ])('%j → %j', (input, expected) => {
    expect(toUnicode(input)).toBe(expected);
  });

  it('without the mapping decodes case as written', () => {
    expect(toUnicode('xn--BCHER-2pa.DE', false)).toBe('BÜCHER.DE');
  });
});

describe('a percent-encoded host is read as new URL() reads it', () => {
  it.each([
    [
      'b%C3%BCcher.de',
      'xn--bcher-kva.de',
      '“b%C3%BCcher.de” at line 1, column 1 is percent-encoded: it reads “bücher.de”',
    ],
    ['%E2%98%95.ws', 'xn--53h.ws', 'it reads “☕.ws”'],
    ['ex%41mple.com', 'example.com', 'it reads “exAmple.com”'],
    ['https://x@b%C3%BCcher.de:80/p', 'https://x@xn--bcher-kva.de:80/p', 'at line 1, column 11 is percent-encoded'],
  ])('%j → %j', (input, expected, note) => {
    const result = convertIdn(input, DEFAULT_IDN_OPTIONS);
    expect(result.output).toBe(expected);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toContain(note);
    expect(result.notes[0]).not.toContain('refuse');
  });

  it('to Unicode too', () => {
    expect(toUnicode('b%C3%BCcher.de')).toBe('bücher.de');
  });
});

/** The ToolError converting `input` throws. */
const failure = (input: string, options: Partial<typeof DEFAULT_IDN_OPTIONS> = {}) =>
  toolErrorOf(() => convertIdn(input, { ...DEFAULT_IDN_OPTIONS, ...options }));

describe('names browsers refuse are refused, saying which label, why and where', () => {
  it.each([
    // Invalid punycode, and punycode of what IDNA never writes with "xn--".
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
    // Punycode of code points IDNA does not allow: xn--a is U+0080, a C1 control; xn--zn7c is U+FFFD.
    [
      'xn--a.com',
      'Label 1 “xn--a” of “xn--a.com” at line 1, column 1 decodes to “<U+0080>”: it holds U+0080, which IDNA does not allow in a domain name',
      1,
    ],
    ['ok.com\nxn--zn7c.com', 'decodes to “�”: it holds "�" (U+FFFD), which IDNA does not allow in a domain name', 1],
    // Punycode of a form IDNA would have mapped, or of text that is not NFC.
    [
      `xn--${punycode.encode('Ü')}.de`,
      'decodes to “Ü”: it holds "Ü" (U+00DC), which IDNA maps to “ü”: a punycode label must hold the mapped form',
      1,
    ],
    [`xn--${punycode.encode('e\u0301x')}.de`, 'it is not in Unicode normalization form C: IDNA writes it “éx”', 1],
    // Code points IDNA does not allow, written as themselves.
    ['\uFFFD.com', 'Label 1 “�” of “�.com” at line 1, column 1 holds "�" (U+FFFD), which IDNA does not allow', 1],
    ['a.⒈com', 'Label 2 “⒈com” of “a.⒈com” at line 1, column 3 holds "⒈" (U+2488), which IDNA does not allow', 3],
    ['\u0301a.com', 'starts with the combining mark "́" (U+0301), which can only follow a letter', 1],
    // CheckJoiners (RFC 5892 CONTEXTJ): a joiner only where a script needs one.
    [
      '👩🏽\u200D💻.example',
      'Label 1 “👩🏽<U+200D>💻” of “👩🏽<U+200D>💻.example” at line 1, column 1 holds a zero width joiner (U+200D) that does not follow a virama',
      1,
    ],
    [
      'x.a\u200Cb.com',
      'holds a zero width non-joiner (U+200C) that neither follows a virama nor stands between joining letters',
      3,
    ],
    // CheckBidi (RFC 5893): in a name with right-to-left text, every label follows the bidi rule.
    [
      '1مثال.com',
      'starts with "1" (U+0031): in a name with right-to-left text, every label must start with a letter',
      1,
    ],
    ['xא.com', 'is a left-to-right label in a name with right-to-left text, so it may not hold "א" (U+05D0)', 1],
    ['ok.אa.com', 'is a right-to-left label, which may not hold "a" (U+0061)', 4],
    ['א١۱.com', 'mixes European and Arabic-Indic digits in a right-to-left label', 1],
    [
      'é-.מ.com',
      'is a left-to-right label in a name with right-to-left text, so it must end with a letter or a digit',
      1,
    ],
    // An LDH label may stand in such a name (RFC 5893 section 2), but not start with a digit after an RTL label.
    ['ا.1x', 'Label 2 “1x” of “ا.1x” at line 1, column 3 starts with a digit and comes after a right-to-left label', 3],
    // Bytes that are not UTF-8, percent-encoded: the URL parser reads them as U+FFFD.
    ['ok.%FF%FE.com', 'The percent-encoded bytes “%FF%FE” at line 1, column 4 are not UTF-8', 4],
    ['x@', 'The e-mail address at line 1, column 3 has no domain after “@”', 3],
  ])('%j', (input, message, column) => {
    const error = failure(input);
    expect(error.message).toContain(message);
    expect(error.location?.column).toBe(column);
  });

  it('refuses in either direction, and without the mapping where punycode decodes to what IDNA disallows', () => {
    expect(failure('xn--a.com', { direction: 'to-unicode' }).message).toContain('it holds U+0080');
    expect(failure('xn--a.com', { mapping: false, direction: 'to-unicode' }).message).toBe(
      'Label 1 “xn--a” of “xn--a.com” at line 1, column 1 decodes to “<U+0080>”: it holds U+0080, which IDNA does not allow in a domain name',
    );
    expect(failure('xn--a!b.com', { mapping: false }).message).toContain('is not valid punycode');
  });
});

describe('names browsers accept but DNS would not are converted, with a note', () => {
  const label63 = 'a'.repeat(63);
  it.each([
    [
      'a..b',
      'a..b',
      'Label 2 of “a..b” at line 1, column 3 is empty (two dots in a row): browsers accept it, but DNS has no empty labels',
    ],
    ['.a', '.a', 'Label 1 of “.a” at line 1, column 1 is empty (the name starts with a dot)'],
    [
      'ok.com\n例え。。テスト',
      'ok.com\nxn--r8jz45g..xn--zckzah',
      'Label 2 of “例え。。テスト” at line 2, column 4 is empty',
    ],
    // A soft hyphen alone maps to nothing, which leaves an empty label.
    [
      'a.\u00AD.com',
      'a..com',
      'Label 2 of “a.<U+00AD>.com” at line 1, column 3 is empty (it holds only characters IDNA ignores)',
    ],
    [
      `ok.${'a'.repeat(64)}.com`,
      `ok.${'a'.repeat(64)}.com`,
      'Label 2 of “ok.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…” at line 1, column 4 is 64 characters long in ASCII form: browsers accept it, but DNS allows at most 63',
    ],
    [
      [label63, label63, label63, 'a'.repeat(62)].join('.'),
      [label63, label63, label63, 'a'.repeat(62)].join('.'),
      'is 254 characters long in ASCII form: browsers accept it, but DNS allows at most 253',
    ],
  ])('%j', (input, output, note) => {
    const result = convertIdn(input, DEFAULT_IDN_OPTIONS);
    expect(result.output).toBe(output);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toContain(note);
  });

  it('the limits themselves pass without a note: a 63-character label and a 253-character name', () => {
    for (const name of [`${label63}.com`, [label63, label63, label63, 'a'.repeat(61)].join('.'), 'example.com.']) {
      expect(convertIdn(name, DEFAULT_IDN_OPTIONS)).toMatchObject({ output: name, notes: [] });
    }
  });

  it('counts a label by its ASCII form: 63 fits, 64 gets the note', () => {
    const fits = `ü${'a'.repeat(55)}`;
    expect(convertIdn(`${fits}.com`, DEFAULT_IDN_OPTIONS).notes).toEqual([]);
    expect(toAscii(`${fits}.com`).split('.')[0]).toHaveLength(63);
    // The ASCII form is named where it is not what was written.
    expect(convertIdn(`${fits}a.com`, DEFAULT_IDN_OPTIONS).notes[0]).toContain(
      'is 64 characters long in ASCII form (“xn--aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…”): browsers accept it',
    );
  });
});

describe('notes: kept going, but worth knowing', () => {
  it('notes characters no URL host can hold, which new URL() refuses', () => {
    const result = convertIdn('hello world.com', DEFAULT_IDN_OPTIONS);
    expect(result.output).toBe('hello world.com');
    expect(result.notes).toEqual([
      '“hello world.com” at line 1, column 6 holds a space, which a URL host cannot hold: new URL() refuses it',
    ]);
    expect(convertIdn('a%zz.com', DEFAULT_IDN_OPTIONS).notes).toEqual([
      '“a%zz.com” at line 1, column 2 holds “%”, which a URL host cannot hold: new URL() refuses it',
    ]);
  });

  it('without the mapping, says how a browser reads the name instead', () => {
    expect(convertIdn('BÜCHER.DE', { direction: 'to-ascii', mapping: false }).notes).toEqual([
      'new URL() reads “BÜCHER.DE” at line 1, column 1 as “xn--bcher-kva.de”, with the IDNA mapping',
    ]);
    expect(convertIdn('xn--BCHER-2pa.DE', { direction: 'to-unicode', mapping: false }).notes[0]).toContain(
      // The mapping lower-cases the label before decoding it.
      'new URL() refuses it: Label 1 “xn--BCHER-2pa” of “xn--BCHER-2pa.DE” at line 1, column 1 decodes to “bÜcher”: it holds "Ü" (U+00DC), which IDNA maps to “ü”',
    );
    expect(convertIdn('xn--bcher-kva.de', { direction: 'to-unicode', mapping: false }).notes).toEqual([]);
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

describe('every code point: the verdict is UTS #46’s, and every refusal names the rule', () => {
  /** Hosts that put one code point where each rule looks: after a letter, first, and inside punycode. */
  const hosts = (character: string, code: number) => [
    `x${character}.com`,
    // Whitespace is trimmed from a line before any host is looked for.
    ...(code % 5 === 0 && !/\s/u.test(character)
      ? [`${character}.com`, `xn--${punycode.encode(`a${character}`)}.com`]
      : []),
  ];

  it('over the BMP and the supplementary planes', () => {
    const ranges: [number, number][] = [
      [0x80, 0xd7ff],
      [0xe000, 0xfffd],
      [0x10000, 0x1ffff],
      [0xe0000, 0xe01ef],
    ];
    let refused = 0;
    const disagreements: string[] = [];
    for (const [first, last] of ranges) {
      for (let code = first; code <= last; code += 1) {
        const character = String.fromCodePoint(code);
        if (/[\u3002\uFF0E\uFF61]/.test(character)) continue;
        for (const host of hosts(character, code)) {
          const expected = hostToAscii(host);
          let verdict: string;
          try {
            verdict = convertIdn(host, DEFAULT_IDN_OPTIONS).output;
          } catch (error) {
            refused += 1;
            // The fallback message means no rule was found to name.
            verdict =
              error instanceof ToolError && !error.message.includes('UTS #46 refuses it') ? 'refused' : 'unexplained';
          }
          if (verdict !== (expected ?? 'refused'))
            disagreements.push(`U+${code.toString(16)} in ${JSON.stringify(host)}: ${verdict}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(refused).toBeGreaterThan(30_000);
  }, 120_000);
});

/** A label: any code points but the dots, whitespace and the characters that end a host. */
const label = (unit: 'binary' | 'grapheme') =>
  fc
    .string({ unit, minLength: 1, maxLength: 12 })
    .filter(
      (text) => !/[.\u3002\uFF0E\uFF61\s/?#@:[\]%]/u.test(text) && !/^xn--/i.test(text) && /[^\0-\x7F]/.test(text),
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

  it.each(['binary', 'grapheme'] as const)(
    'a %s label without the mapping: to Unicode(to ASCII(x)) == x, unless it holds what IDNA disallows',
    (unit) => {
      fc.assert(
        fc.property(
          label(unit).filter((text) => fitsInLabel(text) && disallowedProblem(text) === null),
          (text) => {
            const ascii = toAscii(text, false);
            expect(ascii).toMatch(/^xn--[\0-\x7F]+$/);
            expect(toUnicode(ascii, false)).toBe(text);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('with the mapping: the browser’s verdict and forms, and converting again changes nothing', () => {
    fc.assert(
      fc.property(label('grapheme'), (text) => {
        const host = `${text}.com`;
        const ascii = hostToAscii(host);
        if (ascii === null) {
          expect(failure(host).message).not.toContain('UTS #46 refuses it');
          return;
        }
        expect(toAscii(host)).toBe(ascii);
        // Mapping can make a space or another character no URL host holds (new URL() refuses those, and a
        // line's spaces are not part of its host).
        if (/[\0-\x20#%/:<>?@[\\\]^|\x7F]/.test(ascii)) return;
        const unicode = toUnicode(ascii);
        expect(unicode).toBe(hostToUnicode(host));
        expect(toAscii(unicode)).toBe(ascii);
      }),
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
