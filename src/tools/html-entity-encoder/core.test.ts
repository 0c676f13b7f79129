import { DecodingMode, decodeHTML } from 'entities';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENCODE_OPTIONS,
  MAX_LISTED,
  SAMPLE_TEXT,
  encodeHtmlEntities,
  type EncodeOptions,
  type NonAsciiMode,
  type NumberBase,
} from './core';

const encode = (input: string, options: Partial<EncodeOptions> = {}) =>
  encodeHtmlEntities(input, { ...DEFAULT_ENCODE_OPTIONS, ...options }).output;

describe('encodeHtmlEntities: the default escapes & < > " \' and nothing else', () => {
  it.each([
    ['', ''],
    ['plain text', 'plain text'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["it's", 'it&#39;s'],
    ['&amp;', '&amp;amp;'],
    ['a\nb\tc\r\n', 'a\nb\tc\r\n'],
    ['café naïve', 'café naïve'],
    ['😀 👩🏽‍💻 🇯🇵', '😀 👩🏽‍💻 🇯🇵'],
    ['e\u0301 <', 'e\u0301 &lt;'],
    ['שלום <b>עולם</b>', 'שלום &lt;b&gt;עולם&lt;/b&gt;'],
    ['مرحبا & وداعا', 'مرحبا &amp; وداعا'],
  ])('%j → %j', (input, expected) => {
    expect(encode(input)).toBe(expected);
  });

  it('leaves quotes alone when told to (text content)', () => {
    expect(encode(`"a" & 'b' <c>`, { quotes: false })).toBe(`"a" &amp; 'b' &lt;c&gt;`);
  });

  it('writes the apostrophe in the chosen base', () => {
    expect(encode("'", { numbers: 'hex' })).toBe('&#x27;');
  });
});

describe('encodeHtmlEntities: non-ASCII as named references', () => {
  it.each([
    ['café', 'caf&eacute;'],
    ['© 2024 — “quotes”', '&copy; 2024 &mdash; &ldquo;quotes&rdquo;'],
    ['\u00A0', '&nbsp;'],
    ['€ → ∞', '&euro; &rarr; &infin;'],
    // A name standing for two code points is used when both are there.
    ['\u2242\u0338', '&nesim;'],
    // An astral character with a name of its own.
    ['𝔄', '&Afr;'],
    // No name: one numeric reference for the whole astral character, never two for its surrogates.
    ['😀', '&#128512;'],
    ['👩🏽‍💻', '&#128105;&#127997;&zwj;&#128187;'],
    ['e\u0301', 'e&#769;'],
    ['שלום', '&#1513;&#1500;&#1493;&#1501;'],
  ])('%j → %j', (input, expected) => {
    expect(encode(input, { nonAscii: 'named' })).toBe(expected);
  });

  it('uses hex for the numeric fallback when asked', () => {
    expect(encode('café 😀', { nonAscii: 'named', numbers: 'hex' })).toBe('caf&eacute; &#x1F600;');
  });
});

describe('encodeHtmlEntities: non-ASCII as numeric references', () => {
  it.each<[string, NumberBase, string]>([
    ['é', 'decimal', '&#233;'],
    ['é', 'hex', '&#xE9;'],
    ['😀', 'decimal', '&#128512;'],
    ['😀', 'hex', '&#x1F600;'],
    ['𐍈', 'hex', '&#x10348;'],
    ['a\u0308', 'decimal', 'a&#776;'],
    ['🇯🇵', 'hex', '&#x1F1EF;&#x1F1F5;'],
    ['שָׁלוֹם', 'hex', '&#x5E9;&#x5B8;&#x5C1;&#x5DC;&#x5D5;&#x5B9;&#x5DD;'],
    ['\u{10FFFF}', 'decimal', '&#1114111;'],
    ['\uFFFE', 'hex', '&#xFFFE;'],
  ])('%j in %s → %j', (input, numbers, expected) => {
    expect(encode(input, { nonAscii: 'numeric', numbers })).toBe(expected);
  });
});

describe('characters no reference can carry are kept and listed', () => {
  it('keeps a C1 control, which HTML would read back as a windows-1252 character', () => {
    const result = encodeHtmlEntities('a\u0080b\u009Fc', { ...DEFAULT_ENCODE_OPTIONS, nonAscii: 'numeric' });
    expect(result.output).toBe('a\u0080b\u009Fc');
    expect(result.keptTotal).toBe(2);
    expect(result.kept[0]).toMatchObject({ codePoint: 'U+0080', line: 1, column: 2 });
    expect(result.kept[0]!.reason).toContain('windows-1252');
  });

  it('keeps a lone surrogate, which HTML would read back as U+FFFD', () => {
    const result = encodeHtmlEntities('x\n😀\uD800é', { ...DEFAULT_ENCODE_OPTIONS, nonAscii: 'named' });
    expect(result.output).toBe('x\n&#128512;\uD800&eacute;');
    expect(result.kept).toEqual([expect.objectContaining({ codePoint: 'U+D800', line: 2, column: 2 })]);
  });

  it('lists at most MAX_LISTED, counting the rest', () => {
    const result = encodeHtmlEntities('\u0085'.repeat(MAX_LISTED + 5), {
      ...DEFAULT_ENCODE_OPTIONS,
      nonAscii: 'numeric',
    });
    expect(result.kept).toHaveLength(MAX_LISTED);
    expect(result.keptTotal).toBe(MAX_LISTED + 5);
  });

  it('keeps everything raw in "keep" mode, where there is nothing to list', () => {
    expect(encodeHtmlEntities('\u0085\uDC00', DEFAULT_ENCODE_OPTIONS)).toMatchObject({
      output: '\u0085\uDC00',
      keptTotal: 0,
    });
  });
});

describe('counts', () => {
  it('counts characters by code point and the references written', () => {
    const result = encodeHtmlEntities('<😀 é>', { ...DEFAULT_ENCODE_OPTIONS, nonAscii: 'named' });
    expect(result).toMatchObject({ characters: 5, references: 4 });
  });

  it('encodes the sample', () => {
    const result = encodeHtmlEntities(SAMPLE_TEXT, { ...DEFAULT_ENCODE_OPTIONS, nonAscii: 'named' });
    expect(result.output).toContain(
      '&lt;p class=&quot;greeting&quot;&gt;Tom &amp; Jerry&#39;s &quot;caf&eacute;&quot;',
    );
    expect(decodeHTML(result.output)).toBe(SAMPLE_TEXT);
  });
});

/** Every option combination: 2 quote settings × 3 non-ASCII modes × 2 number bases. */
const combinations: EncodeOptions[] = [true, false].flatMap((quotes) =>
  (['keep', 'named', 'numeric'] as NonAsciiMode[]).flatMap((nonAscii) =>
    (['decimal', 'hex'] as NumberBase[]).map((numbers) => ({ quotes, nonAscii, numbers })),
  ),
);

/** Strings of raw UTF-16 units, lone surrogates included: what a JavaScript string can really hold. */
const codeUnitStrings = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});
const entityHeavy = fc.string({
  unit: fc.constantFrom(
    '&',
    ';',
    '#',
    'x',
    'amp',
    'lt',
    'copy',
    'not',
    'in',
    '1',
    '9',
    'é',
    '😀',
    '\u0080',
    '<',
    '"',
    "'",
  ),
  maxLength: 30,
});

describe('properties: decoding by the HTML rules gives back exactly the input', () => {
  // `decodeHTML` is the `entities` decoder the HTML Entity Decoder tool is built on (its own tests show
  // the two agree on any input); in text and in attribute values alike, since every reference ends in `;`.
  it.each(combinations.map((options) => [JSON.stringify(options), options] as const))('%s', (_, options) => {
    for (const strings of [
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      codeUnitStrings,
      entityHeavy,
    ]) {
      fc.assert(
        fc.property(strings, (text) => {
          const { output } = encodeHtmlEntities(text, options);
          expect(decodeHTML(output, DecodingMode.Legacy)).toBe(text);
          expect(decodeHTML(output, DecodingMode.Attribute)).toBe(text);
        }),
        { numRuns: 150 },
      );
    }
  });

  it('the output holds no raw & or <, and with quotes on no raw " or \'', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const { output } = encodeHtmlEntities(text, DEFAULT_ENCODE_OPTIONS);
        expect(output.replace(/&(?:amp|lt|gt|quot|#39);/g, '')).not.toMatch(/[&<>"']/);
      }),
    );
  });

  it('named and numeric modes write only ASCII, apart from characters no reference can carry', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.constantFrom<NonAsciiMode>('named', 'numeric'),
        (text, nonAscii) => {
          const { output } = encodeHtmlEntities(text, { ...DEFAULT_ENCODE_OPTIONS, nonAscii });
          expect(output.replace(/[\u0080-\u009F]/g, '')).toMatch(/^[\0-\x7F]*$/);
        },
      ),
    );
  });
});
