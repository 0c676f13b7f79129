import { characterEntities } from 'character-entities';
import { DecodingMode, decodeHTML, encodeHTML } from 'entities';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DECODE_OPTIONS, MAX_NOTES, SAMPLE_HTML, decodeHtmlEntities, type DecodeContext } from './core';

const decode = (input: string, context: DecodeContext = 'text') => decodeHtmlEntities(input, { context }).output;

/** The WHATWG names a browser also accepts without a semicolon (the "legacy" entries of the table). */
const LEGACY_NAMES =
  `AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc Egrave Euml GT Iacute Icirc
Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN Uacute Ucirc Ugrave Uuml Yacute aacute acirc
acute aelig agrave amp aring atilde auml brvbar ccedil cedil cent copy curren deg divide eacute ecirc egrave eth euml frac12
frac14 frac34 gt iacute icirc iexcl igrave iquest iuml laquo lt macr micro middot nbsp not ntilde oacute ocirc ograve ordf
ordm oslash otilde ouml para plusmn pound quot raquo reg sect shy sup1 sup2 sup3 szlig thorn times uacute ucirc ugrave uml
uuml yacute yen yuml`.split(/\s+/);

describe('decodeHtmlEntities: named references', () => {
  it.each([
    ['', ''],
    ['no references', 'no references'],
    ['&lt;p&gt;Tom &amp; Jerry&lt;/p&gt;', '<p>Tom & Jerry</p>'],
    ['&quot;&apos;&#39;', `"''`],
    ['caf&eacute; na&iuml;ve', 'café naïve'],
    ['&AMP;&LT;&GT;&QUOT;', '&<>"'],
    ['&Aopf;&Afr;', '𝔸𝔄'],
    ['&NotEqualTilde;', '\u2242\u0338'],
    ['&CounterClockwiseContourIntegral;', '∳'],
    ['&zwj;', '\u200D'],
    ['&#x1F469;&#x1F3FD;&zwj;&#x1F4BB;', '👩🏽‍💻'],
    ['&#1513;&#1500;&#1493;&#1501;', 'שלום'],
    ['e&#x301;', 'e\u0301'],
    ['שלום &amp; עולם', 'שלום & עולם'],
    ['😀&amp;😀', '😀&😀'],
  ])('%j → %j', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });
});

describe('legacy names without a semicolon, as browsers read them', () => {
  it.each([
    ['&amp', 'text', '&'],
    ['&copy 2024', 'text', '© 2024'],
    ['&copy2024', 'text', '©2024'],
    ['&notit;', 'text', '¬it;'],
    ['&notin;', 'text', '∉'],
    ['&ampx', 'text', '&x'],
    ['?a=1&copy=2', 'text', '?a=1©=2'],
    // In an attribute value a legacy name followed by a letter, digit or = is not a reference.
    ['?a=1&copy=2', 'attribute', '?a=1&copy=2'],
    ['&ampx', 'attribute', '&ampx'],
    ['&amp x', 'attribute', '& x'],
    ['&notit;', 'attribute', '&notit;'],
    // Names that are not legacy need their semicolon everywhere.
    ['&hellip', 'text', '&hellip'],
    ['&rarr and', 'text', '&rarr and'],
  ] as const)('%j in %s → %j', (input, context, expected) => {
    expect(decode(input, context)).toBe(expected);
  });

  it.each([
    [
      '&copy 2024',
      '&copy at line 1, column 1 has no closing semicolon: decoded as “©” as browsers do, but &copy; is the safe spelling',
    ],
    // A soft hyphen prints nothing, so the note names it.
    [
      'co&shy op',
      '&shy at line 1, column 3 has no closing semicolon: decoded as “<U+00AD>” as browsers do, but &shy; is the safe spelling',
    ],
  ])('notes the missing semicolon in %j', (input, message) => {
    expect(decodeHtmlEntities(input, DEFAULT_DECODE_OPTIONS).notes).toEqual([
      expect.objectContaining({ kind: 'no-semicolon', line: 1, message }),
    ]);
  });
});

describe('numeric references and the WHATWG replacements', () => {
  it.each([
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#0065;&#x000041;', 'AA'],
    ['&#65', 'A'],
    ['&#x41zz', 'Azz'],
    ['&#128512;', '😀'],
    ['&#x1F600;', '😀'],
    ['&#x10FFFF;', '\u{10FFFF}'],
    ['&#xFFFE;', '\uFFFE'],
    ['&#0;', '\uFFFD'],
    ['&#xD800;', '\uFFFD'],
    ['&#xDFFF;', '\uFFFD'],
    ['&#x110000;', '\uFFFD'],
    ['&#99999999999999999999999;', '\uFFFD'],
    ['&#x80;', '€'],
    ['&#150;', '–'],
    ['&#x9F;', 'Ÿ'],
    // The five undefined windows-1252 bytes keep their C1 control.
    ['&#x81;&#x8D;&#x8F;&#x90;&#x9D;', '\u0081\u008D\u008F\u0090\u009D'],
    ['&#;', '&#;'],
    ['&#x;', '&#x;'],
    ['&#xG;', '&#xG;'],
  ])('%j → %j', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });

  it('maps every reference 0x80–0x9F as windows-1252 does', () => {
    // The WHATWG Encoding standard's index-windows-1252 for bytes 0x80–0x9F.
    const windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
    const references = Array.from({ length: 32 }, (_, index) => `&#${0x80 + index};`).join('');
    expect(decode(references)).toBe(windows1252);
  });

  it('notes each replacement with its place', () => {
    const { notes } = decodeHtmlEntities('ok\n  &#0; &#x80; &#xD800; &#x110000; &#65;', DEFAULT_DECODE_OPTIONS);
    expect(notes.map(({ kind, text, line, column }) => ({ kind, text, line, column }))).toEqual([
      { kind: 'replaced', text: '&#0;', line: 2, column: 3 },
      { kind: 'windows-1252', text: '&#x80;', line: 2, column: 8 },
      { kind: 'replaced', text: '&#xD800;', line: 2, column: 15 },
      { kind: 'replaced', text: '&#x110000;', line: 2, column: 24 },
    ]);
    expect(notes[1]!.message).toBe(
      '&#x80; at line 2, column 8 is read as windows-1252, as browsers do: decoded as “€” (U+20AC), not U+0080',
    );
  });

  it('notes a reference far past U+10FFFF, such as &#xFFFFFFF;, with its place', () => {
    expect(decodeHtmlEntities('a\nb &#xFFFFFFF;', DEFAULT_DECODE_OPTIONS).notes.map((note) => note.message)).toEqual([
      '&#xFFFFFFF; at line 2, column 3 is beyond U+10FFFF, the last code point: decoded as U+FFFD',
    ]);
  });
});

describe('what is not a reference stays as written, and unknown names are listed', () => {
  it.each([
    ['AT&T', 'AT&T'],
    ['a & b', 'a & b'],
    ['&', '&'],
    ['&&&', '&&&'],
    ['&;', '&;'],
    ['&bogus;', '&bogus;'],
    ['&Amp;', '&Amp;'],
    ['&😀;', '&😀;'],
  ])('%j → %j', (input, expected) => {
    expect(decode(input)).toBe(expected);
  });

  it('lists unknown names and digitless numbers with line and column, counting columns by character', () => {
    const { notes, notesTotal } = decodeHtmlEntities('😀 &bogus; AT&T\nשלום &#; &#xZ; &Amp;', DEFAULT_DECODE_OPTIONS);
    expect(notes.map(({ kind, text, line, column }) => ({ kind, text, line, column }))).toEqual([
      { kind: 'unknown-name', text: '&bogus;', line: 1, column: 3 },
      { kind: 'no-digits', text: '&#', line: 2, column: 6 },
      { kind: 'no-digits', text: '&#x', line: 2, column: 10 },
      { kind: 'unknown-name', text: '&Amp;', line: 2, column: 16 },
    ]);
    expect(notesTotal).toBe(4);
    expect(notes[0]!.message).toBe('&bogus; at line 1, column 3 is not a known character reference: left as it is');
  });

  it('lists at most MAX_NOTES, counting the rest', () => {
    const { notes, notesTotal, output } = decodeHtmlEntities('&nope;'.repeat(MAX_NOTES + 7), DEFAULT_DECODE_OPTIONS);
    expect(notes).toHaveLength(MAX_NOTES);
    expect(notesTotal).toBe(MAX_NOTES + 7);
    expect(output).toBe('&nope;'.repeat(MAX_NOTES + 7));
  });

  it('counts the references decoded', () => {
    expect(decodeHtmlEntities('&lt;&bogus;&#65;&copy', DEFAULT_DECODE_OPTIONS).references).toBe(3);
  });

  it('decodes the sample', () => {
    const result = decodeHtmlEntities(SAMPLE_HTML, DEFAULT_DECODE_OPTIONS);
    expect(result.output).toContain('<p class="greeting">Tom & Jerry\'s “café” — 5 > 3</p>');
    expect(result.output).toContain('😀 👩🏽‍💻 שלום e\u0301');
    expect(result.notes.map((note) => note.kind)).toEqual([
      'no-semicolon',
      'no-semicolon',
      'windows-1252',
      'windows-1252',
      'replaced',
      'unknown-name',
    ]);
  });
});

describe('conformance: the full WHATWG named-reference table (character-entities)', () => {
  const names = Object.keys(characterEntities);

  it('holds all 2,125 names', () => {
    expect(names).toHaveLength(2125);
  });

  it('decodes every name with its semicolon to its character(s), in text and in attributes', () => {
    const failures = names.filter((name) => {
      const expected = characterEntities[name];
      return decode(`&${name};`) !== expected || decode(`x&${name};y`, 'attribute') !== `x${expected}y`;
    });
    expect(failures).toEqual([]);
  });

  it(`decodes exactly the ${LEGACY_NAMES.length} legacy names without a semicolon`, () => {
    expect(LEGACY_NAMES).toHaveLength(106);
    // Without its semicolon a name is read as its longest legacy prefix, if it has one: `&centerdot` is
    // `&cent` + `erdot`, as in browsers.
    const longestLegacyPrefix = (name: string) =>
      LEGACY_NAMES.filter((legacy) => name.startsWith(legacy)).reduce<string | undefined>(
        (longest, legacy) => (longest && longest.length >= legacy.length ? longest : legacy),
        undefined,
      );
    const wrong = names.filter((name) => {
      const prefix = longestLegacyPrefix(name);
      const expected = prefix ? `${characterEntities[prefix]}${name.slice(prefix.length)} x` : `&${name} x`;
      return decode(`&${name} x`) !== expected;
    });
    expect(wrong).toEqual([]);
  });
});

describe('properties', () => {
  const entityHeavy = fc.string({
    unit: fc.constantFrom(
      '&',
      ';',
      '#',
      'x',
      'X',
      '=',
      ' ',
      'amp',
      'lt',
      'copy',
      'not',
      'in',
      'it',
      'Aopf',
      'NotEqualTilde',
      'zwj',
      'D800',
      '80',
      '0',
      '1',
      '9',
      'F',
      'é',
      '😀',
      '\uD800',
      '\n',
    ),
    maxLength: 40,
  });

  it.each<[DecodeContext, DecodingMode]>([
    ['text', DecodingMode.Legacy],
    ['attribute', DecodingMode.Attribute],
  ])('decodes in %s exactly as the entities reference decoder does, on any input', (context, mode) => {
    for (const strings of [entityHeavy, fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' })]) {
      fc.assert(
        fc.property(strings, (text) => {
          expect(decode(text, context)).toBe(decodeHTML(text, mode));
        }),
        { numRuns: 500 },
      );
    }
  });

  it('gives back any Unicode text that was written as references', () => {
    // Every character as a reference (named where one exists). NUL and the C1 controls have none of their
    // own: &#0; is U+FFFD and &#128; is €, by the HTML rules.
    const referenceable = fc.string({ unit: 'binary' }).map((text) => text.replace(/[\0\u0080-\u009F]/g, ''));
    fc.assert(
      fc.property(referenceable, (text) => {
        expect(decode(encodeHTML(text))).toBe(text);
      }),
    );
    const numeric = (text: string, hex: boolean) =>
      Array.from(text, (character) =>
        hex ? `&#x${character.codePointAt(0)!.toString(16)};` : `&#${character.codePointAt(0)};`,
      ).join('');
    fc.assert(
      fc.property(referenceable, fc.boolean(), (text, hex) => {
        expect(decode(numeric(text, hex))).toBe(text);
      }),
    );
  });

  it('never changes text that holds no &', () => {
    const withoutAmpersands = fc.string({ unit: 'grapheme' }).map((text) => text.replace(/&/g, ''));
    fc.assert(
      fc.property(withoutAmpersands, (text) => {
        expect(decode(text)).toBe(text);
      }),
    );
  });
});
