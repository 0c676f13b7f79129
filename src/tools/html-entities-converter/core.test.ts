import fc from 'fast-check';
import { characterEntities } from 'character-entities';
import { characterEntitiesLegacy } from 'character-entities-legacy';
import { decodeHTML } from 'entities';
import { describe, expect, it } from 'vitest';
import {
  charactersIntro,
  referenceCounts,
  searchSummary,
  unreferenceableNote,
  characterForms,
  convertReferences,
  decodeReferences,
  DEFAULT_OPTIONS,
  FALLBACKS,
  FORMS,
  isReferenceable,
  namedReferences,
  preferredName,
  queryCodePoint,
  SAMPLE_INPUT,
  SCOPES,
  searchReferences,
  type ConvertOptions,
} from './core';

const options = fc.record({
  scope: fc.constantFrom(...SCOPES),
  form: fc.constantFrom(...FORMS),
  fallback: fc.constantFrom(...FALLBACKS),
});

/** Text with references of every form mixed in, some broken. */
const referenceText = fc.string({
  unit: fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 3 }),
    fc.constantFrom('&amp;', '&copy', '&#233;', '&#xE9;', '&nesim;', '&NotEqualTilde;', '&bogus;', '&#x80;', '&#0;'),
    fc.constantFrom('&', '<', '>', '"', "'", '\u0338', '\u0085', '\uD800', 'fj', '\n'),
  ),
  maxLength: 40,
});

describe('the named reference table', () => {
  it('holds all 2,231 WHATWG names: 2,125 with a semicolon and 106 legacy ones without', () => {
    const table = namedReferences();
    expect(Object.keys(characterEntities)).toHaveLength(2125);
    expect(characterEntitiesLegacy).toHaveLength(106);
    expect(table).toHaveLength(2231);
    expect(table.filter((reference) => reference.legacy)).toHaveLength(106);
    expect(new Set(table.map((reference) => reference.reference)).size).toBe(2231);
  });

  it('decodes every entry, by the entities package, to what it says it stands for', () => {
    for (const reference of namedReferences()) {
      expect(decodeHTML(reference.reference), reference.reference).toBe(reference.characters);
      expect(decodeHTML(reference.decimal), reference.decimal).toBe(reference.characters);
      expect(decodeHTML(reference.hex), reference.hex).toBe(reference.characters);
    }
  });

  it.each([
    ['&amp;', { characters: '&', label: 'U+0026', decimal: '&#38;', hex: '&#x26;', legacy: false }],
    ['&amp', { characters: '&', legacy: true }],
    ['&nesim;', { characters: '\u2242\u0338', label: 'U+2242 U+0338', decimal: '&#8770;&#824;' }],
    ['&Aopf;', { characters: '𝔸', label: 'U+1D538', hex: '&#x1D538;' }],
  ])('%s', (reference, expected) => {
    expect(namedReferences().find((entry) => entry.reference === reference)).toMatchObject(expected);
  });

  it('sorts by name, case aside, the semicolon form first', () => {
    const names = namedReferences().map((reference) => reference.reference);
    expect(names.slice(0, 4)).toEqual(['&Aacute;', '&Aacute', '&aacute;', '&aacute']);
    expect(names.indexOf('&AMP;')).toBeLessThan(names.indexOf('&amp;'));
  });
});

describe('decodeReferences', () => {
  it.each([
    ['Tom &amp; Jerry', 'Tom & Jerry', { named: 1, decimal: 0, hex: 0 }],
    ['&copy 2026 &notit;', '© 2026 ¬it;', { named: 2, decimal: 0, hex: 0 }],
    ['&#233;&#xE9;&#XE9;', 'ééé', { named: 0, decimal: 1, hex: 2 }],
    ['&#x80; &#0; &#x110000;', '€ \uFFFD \uFFFD', { named: 0, decimal: 1, hex: 2 }],
    ['&bogus; & &#; &#x;', '&bogus; & &#; &#x;', { named: 0, decimal: 0, hex: 0 }],
    ['&NotEqualTilde;', '\u2242\u0338', { named: 1, decimal: 0, hex: 0 }],
  ])('%j', (input, text, counts) => {
    expect(decodeReferences(input)).toMatchObject({ text, counts });
  });

  it.each([
    [
      '&#xFFFFFFF;',
      '&#xFFFFFFF; at line 1, column 1 is beyond U+10FFFF, the last code point: read as U+FFFD, the replacement character',
    ],
    [
      'a\n  b &#0;',
      '&#0; at line 2, column 5 is U+0000 (NUL), which is not allowed: read as U+FFFD, the replacement character',
    ],
    [
      '😀 &#xD800;',
      '&#xD800; at line 1, column 3 is a surrogate (U+D800), not a character: read as U+FFFD, the replacement character',
    ],
    ['&#x80', '&#x80 at line 1, column 1 is read as windows-1252, as browsers do: read as “€” (U+20AC), not U+0080'],
    [
      `&#${'0'.repeat(50)}1114112;`,
      `&#${'0'.repeat(34)}… at line 1, column 1 is beyond U+10FFFF, the last code point: read as U+FFFD, the replacement character`,
    ],
  ])('says what %j was replaced by, and where', (input, message) => {
    expect(decodeReferences(input).notes.map((note) => note.message)).toEqual([message]);
  });

  it('has no note for references that read as what they name, and counts notes past the ones it lists', () => {
    expect(decodeReferences('&#233; &#x1F600; &#65; &amp; &#x9F; &#127;').notesTotal).toBe(1);
    expect(decodeReferences(SAMPLE_INPUT).notesTotal).toBe(0);
    const many = decodeReferences('&#0;'.repeat(150));
    expect(many.notes).toHaveLength(100);
    expect(many.notesTotal).toBe(150);
    expect(convertReferences('&#xFFFFFFF;', DEFAULT_OPTIONS)).toMatchObject({ output: '&#xFFFD;', notesTotal: 1 });
  });

  it('reads text as the entities package does (property)', () => {
    fc.assert(
      fc.property(referenceText, (text) => {
        expect(decodeReferences(text).text).toBe(decodeHTML(text));
      }),
    );
  });
});

describe('preferredName', () => {
  it.each([
    ['&', '&amp;'],
    ['"', '&quot;'],
    ["'", '&apos;'],
    ['\u00A0', '&nbsp;'],
    ['→', '&rarr;'],
    ['ℝ', '&Ropf;'],
    ['\n', '&NewLine;'],
    ['\u2242\u0338', '&nesim;'],
    ['a', null],
    ['😀', null],
  ])('%j is %s', (character, name) => {
    expect(preferredName(character)).toBe(name);
  });
});

describe('convertReferences', () => {
  const convert = (input: string, changes: Partial<ConvertOptions> = {}) =>
    convertReferences(input, { ...DEFAULT_OPTIONS, ...changes }).output;

  it.each([
    // Only the five markup characters.
    ['a < b & "c" \'d\' é', { scope: 'markup', form: 'named' }, 'a &lt; b &amp; &quot;c&quot; &apos;d&apos; é'],
    ['a < b & é', { scope: 'markup', form: 'decimal' }, 'a &#60; b &#38; é'],
    ['a < b & é', { scope: 'markup', form: 'hex' }, 'a &#x3C; b &#x26; é'],
    // Non-ASCII too, named where there is a name, else the fallback.
    ['café 😀 →', { scope: 'non-ascii', form: 'named', fallback: 'hex' }, 'caf&eacute; &#x1F600; &rarr;'],
    ['café 😀', { scope: 'non-ascii', form: 'named', fallback: 'decimal' }, 'caf&eacute; &#128512;'],
    ['café 😀', { scope: 'non-ascii', form: 'decimal' }, 'caf&#233; &#128512;'],
    // Every character.
    ['a b', { scope: 'all', form: 'decimal' }, '&#97;&#32;&#98;'],
    ['a!\n', { scope: 'all', form: 'named', fallback: 'hex' }, '&#x61;&excl;&NewLine;'],
    // References in the input, in any form, are read first.
    ['&eacute;&#233;&#xE9;&copy', { scope: 'non-ascii', form: 'decimal' }, '&#233;&#233;&#233;&#169;'],
    ['&#233;&#xE9;', { scope: 'non-ascii', form: 'named' }, '&eacute;&eacute;'],
    ['&amp;lt;', { scope: 'markup', form: 'named' }, '&amp;lt;'],
    // A pair with one name; "fj" stays letters.
    ['\u2242\u0338 fj', { scope: 'non-ascii', form: 'named' }, '&nesim; fj'],
    ['&NotEqualTilde;', { scope: 'non-ascii', form: 'hex' }, '&#x2242;&#x338;'],
    // No reference reads back as a C1 control, NUL or a lone surrogate: kept as they are.
    ['\u0085\u0000\uD800x', { scope: 'all', form: 'decimal' }, '\u0085\u0000\uD800&#120;'],
    // Unknown names are text: their & is escaped.
    ['&bogus;', { scope: 'markup', form: 'named' }, '&amp;bogus;'],
  ] as const)('%j with %j', (input, changes, expected) => {
    expect(convert(input, changes)).toBe(expected);
  });

  it('counts what it read and wrote', () => {
    const result = convertReferences('&eacute;&#233; <😀', { scope: 'non-ascii', form: 'named', fallback: 'hex' });
    expect(result.read).toEqual({ named: 1, decimal: 1, hex: 0 });
    expect(result.written).toEqual({ named: 3, decimal: 0, hex: 1 });
    expect(result.decoded).toBe('éé <😀');
    expect(convertReferences('\u0085\uDC00', { ...DEFAULT_OPTIONS, scope: 'all' }).unreferenceable).toBe(2);
  });

  it('gives text a browser reads as the input’s text (property)', () => {
    fc.assert(
      fc.property(referenceText, options, (text, chosen) => {
        expect(decodeHTML(convertReferences(text, chosen).output)).toBe(decodeHTML(text));
      }),
    );
  });

  it('leaves no character of the scope unwritten (property)', () => {
    fc.assert(
      fc.property(referenceText, options, (text, chosen) => {
        const { output } = convertReferences(text, chosen);
        // What is left besides references: no markup character, and per scope no non-ASCII or nothing at all.
        const rest = output.replace(/&(?:#\d+|#x[0-9A-F]+|[A-Za-z][A-Za-z0-9]*);/g, '');
        expect(rest).not.toMatch(/[&<>"']/);
        const kept = [...rest].filter((character) => !isReferenceable(character.codePointAt(0)!)).join('');
        const visible = [...rest].filter((character) => isReferenceable(character.codePointAt(0)!)).join('');
        if (chosen.scope === 'non-ascii') expect(visible).toMatch(/^\p{ASCII}*$/u);
        if (chosen.scope === 'all') expect(visible).toBe('');
        expect(kept.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });

  it('is idempotent: converting its output again changes nothing (property)', () => {
    fc.assert(
      fc.property(referenceText, options, (text, chosen) => {
        const once = convertReferences(text, chosen).output;
        expect(convertReferences(once, chosen).output).toBe(once);
      }),
    );
  });

  it('converts its sample', () => {
    const result = convertReferences(SAMPLE_INPUT, DEFAULT_OPTIONS);
    expect(result.output).toContain('Caf&eacute; &amp; cr&egrave;me br&ucirc;l&eacute;e');
    expect(result.output).toContain('&euro;5 &mdash; 10% off &rarr; &hearts; &copy; 2026');
    expect(result.output).toContain('&nesim; and &#x1F600; caf&eacute;');
  });
});

describe('characterForms', () => {
  it('lists each distinct character with all its forms, in order of appearance', () => {
    const { rows, distinct } = characterForms('é&é😀a');
    expect(distinct).toBe(4);
    expect(rows[0]).toEqual({
      character: 'é',
      codePoint: 0xe9,
      label: 'U+00E9',
      category: 'Lowercase letter',
      names: ['&eacute;', '&eacute'],
      decimal: '&#233;',
      hex: '&#xE9;',
      count: 2,
      referenceable: true,
    });
    expect(rows[1]!.names).toEqual(['&AMP;', '&amp;', '&AMP', '&amp']);
    expect(rows[2]).toMatchObject({
      character: '😀',
      label: 'U+1F600',
      names: [],
      hex: '&#x1F600;',
      category: 'Symbol',
    });
    expect(rows[3]).toMatchObject({ character: 'a', names: [], category: 'Lowercase letter' });
  });

  it('stops listing at the limit but counts them all', () => {
    const { rows, distinct } = characterForms('abcdef', 2);
    expect(rows.map((row) => row.character)).toEqual(['a', 'b']);
    expect(distinct).toBe(6);
  });

  it.each([
    ['\u0085', false, 'Control character'],
    ['\u0081', true, 'Control character'],
    ['\uD800', false, 'Lone surrogate'],
    [' ', true, 'Space'],
    ['\u0301', true, 'Combining mark'],
  ])('%j: referenceable %s, %s', (character, referenceable, category) => {
    expect(characterForms(character).rows[0]).toMatchObject({ referenceable, category });
  });
});

describe('searchReferences', () => {
  const names = (query: string, limit?: number) =>
    searchReferences(query, limit).matches.map((reference) => reference.reference);

  it('lists the whole table for an empty query', () => {
    expect(searchReferences('', 10)).toMatchObject({ total: 2231 });
    expect(names('', 10)).toHaveLength(10);
  });

  it.each([
    ['copy', ['&copy;', '&copy', '&COPY;', '&COPY', '&copysr;']],
    ['&copy;', ['&copy;', '&copy', '&COPY;', '&COPY', '&copysr;']],
    ['©', ['&COPY;', '&COPY', '&copy;', '&copy']],
    ['U+00A9', ['&COPY;', '&COPY', '&copy;', '&copy']],
    ['&#169;', ['&COPY;', '&COPY', '&copy;', '&copy']],
    ['0xa9', ['&COPY;', '&COPY', '&copy;', '&copy']],
    ['#xA9', ['&COPY;', '&COPY', '&copy;', '&copy']],
  ])('finds %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it('puts the exact name first, then names starting with it, then names holding it', () => {
    const found = names('lt', 200);
    expect(found[0]).toBe('&lt;');
    expect(found.indexOf('&ltdot;')).toBeLessThan(found.indexOf('&nlt;'));
    expect(found).toContain('&LT;');
  });

  it('finds a code point in a pair', () => {
    expect(names('U+0338', 300)).toContain('&nesim;');
  });

  it('finds nothing for nonsense', () => {
    expect(searchReferences('zzzz')).toEqual({ matches: [], total: 0 });
  });

  it.each([
    ['U+00A9', 0xa9],
    ['u+1f600', 0x1f600],
    ['0x26', 0x26],
    ['&#38;', 38],
    ['#x26', 0x26],
    ['38', 38],
    ['copy', null],
    ['U+110000', null],
  ])('reads %j as code point %s', (query, codePoint) => {
    expect(queryCodePoint(query)).toBe(codePoint);
  });
});

describe('what the screen says of a conversion', () => {
  it.each([
    [{ named: 0, decimal: 0, hex: 0 }, '0 (0 named, 0 decimal, 0 hex)'],
    [{ named: 3, decimal: 4, hex: 5 }, '12 (3 named, 4 decimal, 5 hex)'],
    [{ named: 1000, decimal: 200, hex: 34 }, '1,234 (1000 named, 200 decimal, 34 hex)'],
  ])('counts %j as %s', (counts, expected) => {
    expect(referenceCounts(counts)).toBe(expected);
  });

  it.each([
    [1, /^1 character stayed as it is: no reference reads back as NUL, a C1 control \(HTML reads &#128;–&#159; as/],
    [2, /^2 characters stayed as they are: /],
  ])('%i unreferenceable', (count, expected) => {
    expect(unreferenceableNote(count)).toMatch(expected);
  });

  it.each([
    ['aé', 'Each distinct character of the text, after its references are read, in order of first appearance.'],
    [
      'abcd',
      'Each distinct character of the text, after its references are read, in order of first appearance: the first 2 of 4.',
    ],
  ])('introduces the characters of %j', (text, expected) => {
    expect(charactersIntro(characterForms(text, 2))).toBe(expected);
  });

  const found = (shown: number, total: number) => ({ matches: namedReferences().slice(0, shown), total });
  it.each([
    ['amp', found(1, 1), 'Showing 1 of 1 reference.'],
    ['', found(50, 2231), 'Showing 50 of 2,231 references.'],
    [' nothing-like-this ', found(0, 0), 'No named reference matches “nothing-like-this”.'],
  ])('the search for %j', (search, result, expected) => {
    expect(searchSummary(result, search)).toBe(expected);
  });
});
