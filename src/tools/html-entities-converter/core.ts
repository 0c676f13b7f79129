/**
 * Character references from one form to another. The input may hold references in any form (named, decimal,
 * hex, legacy names without a semicolon); they are read by the WHATWG rules as `entities` implements them,
 * then every character in the chosen scope is written in the chosen form. Also: each character of the text
 * with all its forms, and a search of the whole named-reference table.
 */
import { DecodingMode, HtmlEntityDecoder } from 'entities/decode';
import { decodeHTML } from 'entities';
import { formatCount, pluralize } from '../../lib/format';
import { createLocator } from '../../lib/text-locator';
import { codePointLabel, isSurrogate } from '../../lib/unicode';
import {
  decimalReference,
  hexReference,
  namedReferences,
  pairSecondCodePoints,
  referencesFor,
  type NamedReference,
} from './references';

export { decimalReference, hexReference, namedReferences, type NamedReference } from './references';

/** Which characters are written as references. */
export type Scope = 'markup' | 'non-ascii' | 'all';
/** How: by name where the character has one, or by number. */
export type Form = 'named' | 'decimal' | 'hex';
/** The number form for characters without a name, when names are chosen. */
export type Fallback = 'decimal' | 'hex';

export const SCOPES: readonly Scope[] = ['markup', 'non-ascii', 'all'];
export const FORMS: readonly Form[] = ['named', 'decimal', 'hex'];
export const FALLBACKS: readonly Fallback[] = ['decimal', 'hex'];

export interface ConvertOptions {
  scope: Scope;
  form: Form;
  fallback: Fallback;
}

export const DEFAULT_OPTIONS: ConvertOptions = { scope: 'non-ascii', form: 'named', fallback: 'hex' };

export const SAMPLE_INPUT = `<p title="Caf&eacute; &amp; cr&#232;me br&#xFB;l&#xE9;e">
  Price: &#8364;5 &mdash; 10&#x25; off &#x2192; &hearts; &copy 2026
  Math: x &le; y, &#8734; &ne; 0, &NotEqualTilde; and 😀 café
</p>`;

/** The five characters that mean something in markup: always written as references. */
const MARKUP = new Set(['&', '<', '>', '"', "'"]);

export type ReferenceForm = 'named' | 'decimal' | 'hex';

/** A numeric reference that a browser reads as another character than its number names. */
export interface ReferenceNote {
  /** The reference as written (its start, for long ones). */
  text: string;
  line: number;
  column: number;
  /** UTF-16 offset of the `&`. */
  offset: number;
  /** What was replaced, where, and by what: "&#0; at line 1, column 5 is U+0000 (NUL), …". */
  message: string;
}

/** The notes a result lists; `notesTotal` counts them all. */
export const MAX_NOTES = 100;

export interface DecodeResult {
  text: string;
  /** References read in the input, by the form they were written in. */
  counts: Record<ReferenceForm, number>;
  /** The first MAX_NOTES references read as another character than they name, in text order. */
  notes: ReferenceNote[];
  notesTotal: number;
}

/**
 * Why a numeric reference for `value` reads as `read` (the code point the parser gave), or null when it reads
 * as the number it names. Nothing is replaced silently: U+FFFD in the output is explained with its place.
 */
function replacementReason(value: number, read: number): string | null {
  const replacement = `read as ${codePointLabel(0xfffd)}, the replacement character`;
  if (value === 0) return `is U+0000 (NUL), which is not allowed: ${replacement}`;
  if (value > 0x10ffff) return `is beyond U+10FFFF, the last code point: ${replacement}`;
  if (isSurrogate(value)) return `is a surrogate (${codePointLabel(value)}), not a character: ${replacement}`;
  if (read !== value)
    return `is read as windows-1252, as browsers do: read as “${String.fromCodePoint(read)}” (${codePointLabel(read)}), not ${codePointLabel(value)}`;
  return null;
}

/** Long references (a thousand leading zeros) are quoted by their start. */
function shorten(text: string): string {
  const characters = [...text];
  return characters.length > 40 ? `${characters.slice(0, 36).join('')}…` : text;
}

/** Reads every reference in the text, as a browser does in text content (legacy names without `;` too). */
export function decodeReferences(input: string): DecodeResult {
  const counts: Record<ReferenceForm, number> = { named: 0, decimal: 0, hex: 0 };
  const locateAt = createLocator(input);
  const notes: ReferenceNote[] = [];
  let notesTotal = 0;
  let emitted = '';
  let numericValue = -1;
  const decoder = new HtmlEntityDecoder(
    (codePoint) => {
      emitted += String.fromCodePoint(codePoint);
    },
    {
      missingSemicolonAfterCharacterReference: () => {},
      absenceOfDigitsInNumericCharacterReference: () => {},
      // The number as written, before the parser replaces it (with U+FFFD, or a windows-1252 character).
      validateNumericCharacterReference: (value) => {
        numericValue = value;
      },
    },
  );
  let text = '';
  let copied = 0;
  for (let at = input.indexOf('&'); at !== -1;) {
    emitted = '';
    numericValue = -1;
    decoder.startEntity(DecodingMode.Legacy);
    let consumed = decoder.write(input, at + 1);
    if (consumed < 0) consumed = decoder.end();
    if (consumed > 0) {
      const form: ReferenceForm =
        input[at + 1] !== '#' ? 'named' : input[at + 2] === 'x' || input[at + 2] === 'X' ? 'hex' : 'decimal';
      counts[form] += 1;
      const reason = numericValue >= 0 ? replacementReason(numericValue, emitted.codePointAt(0)!) : null;
      if (reason) {
        notesTotal += 1;
        if (notes.length < MAX_NOTES) {
          const { line, column } = locateAt(at);
          const written = shorten(input.slice(at, at + consumed));
          notes.push({
            text: written,
            line,
            column,
            offset: at,
            message: `${written} at line ${line}, column ${column} ${reason}`,
          });
        }
      }
      text += input.slice(copied, at) + emitted;
      copied = at + consumed;
      at = input.indexOf('&', copied);
    } else {
      at = input.indexOf('&', at + 1);
    }
  }
  return { text: text + input.slice(copied), counts, notes, notesTotal };
}

/** The name to write for a character or pair: the shortest, a lower-case start before an upper-case one (`&amp;`, not `&AMP;`). */
export function preferredName(characters: string): string | null {
  const names = referencesFor(characters).filter((reference) => !reference.legacy);
  if (names.length === 0) return null;
  const rank = (reference: NamedReference) => [reference.name.length, /^[A-Z]/.test(reference.name) ? 1 : 0] as const;
  const best = names.reduce((a, b) => {
    const [lengthA, upperA] = rank(a);
    const [lengthB, upperB] = rank(b);
    if (lengthA !== lengthB) return lengthA < lengthB ? a : b;
    if (upperA !== upperB) return upperA < upperB ? a : b;
    return a.name <= b.name ? a : b;
  });
  return best.reference;
}

/** Whether a numeric reference to the code point reads back as it: not NUL, a C1 control HTML remaps, or a lone surrogate. */
const referenceable = new Map<number, boolean>();
export function isReferenceable(codePoint: number): boolean {
  let known = referenceable.get(codePoint);
  if (known === undefined) {
    known = decodeHTML(decimalReference(codePoint)) === String.fromCodePoint(codePoint);
    referenceable.set(codePoint, known);
  }
  return known;
}

export interface ConvertResult {
  output: string;
  /** What the input's references were read as. */
  decoded: string;
  /** References in the input, by form. */
  read: Record<ReferenceForm, number>;
  /** References written, by form. */
  written: Record<ReferenceForm, number>;
  /** Characters left as they are because no reference reads back as them (C1 controls, NUL, lone surrogates). */
  unreferenceable: number;
  /** The input's numeric references that read as another character than they name (see DecodeResult). */
  notes: ReferenceNote[];
  notesTotal: number;
}

function inScope(character: string, codePoint: number, scope: Scope): boolean {
  if (MARKUP.has(character)) return true;
  if (scope === 'all') return true;
  return scope === 'non-ascii' && codePoint >= 0x80;
}

/** Reads the input's references, then writes every character in scope in the chosen form. */
export function convertReferences(input: string, options: ConvertOptions): ConvertResult {
  const { text, counts, notes, notesTotal } = decodeReferences(input);
  const written: Record<ReferenceForm, number> = { named: 0, decimal: 0, hex: 0 };
  const numberForm: Fallback = options.form === 'named' ? options.fallback : options.form;
  const pairs = pairSecondCodePoints();
  let output = '';
  let unreferenceable = 0;
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index)!;
    const width = codePoint > 0xffff ? 2 : 1;
    const character = text.slice(index, index + width);
    if (!inScope(character, codePoint, options.scope)) {
      output += character;
      index += width;
      continue;
    }
    if (!isReferenceable(codePoint)) {
      output += character;
      unreferenceable += 1;
      index += width;
      continue;
    }
    if (options.form === 'named') {
      // A character and the combining mark after it may have one name together (`&nesim;`).
      const next = text.codePointAt(index + width);
      if (next !== undefined && pairs.has(next)) {
        const pair = text.slice(index, index + width + (next > 0xffff ? 2 : 1));
        const name = preferredName(pair);
        if (name) {
          output += name;
          written.named += 1;
          index += pair.length;
          continue;
        }
      }
      const name = preferredName(character);
      if (name) {
        output += name;
        written.named += 1;
        index += width;
        continue;
      }
    }
    output += numberForm === 'hex' ? hexReference(codePoint) : decimalReference(codePoint);
    written[numberForm] += 1;
    index += width;
  }
  return { output, decoded: text, read: counts, written, unreferenceable, notes, notesTotal };
}

/* ------------------------------------------------------------------------------------------------ */
/* Each character with its forms                                                                     */

export interface CharacterForms {
  character: string;
  codePoint: number;
  /** U+00E9 */
  label: string;
  /** The Unicode general category, in words: "Lowercase letter". */
  category: string;
  /** Every named reference for it, semicolon forms first; [] when it has none. */
  names: string[];
  decimal: string;
  hex: string;
  /** How many times it occurs in the decoded text. */
  count: number;
  /** False where no reference reads back as the character. */
  referenceable: boolean;
}

const CATEGORIES: [RegExp, string][] = [
  [/\p{Lu}/u, 'Uppercase letter'],
  [/\p{Ll}/u, 'Lowercase letter'],
  [/\p{L}/u, 'Letter'],
  [/\p{M}/u, 'Combining mark'],
  [/\p{Nd}/u, 'Digit'],
  [/\p{N}/u, 'Number'],
  [/\p{P}/u, 'Punctuation'],
  [/\p{Sm}/u, 'Math symbol'],
  [/\p{Sc}/u, 'Currency symbol'],
  [/\p{S}/u, 'Symbol'],
  [/\p{Zs}/u, 'Space'],
  [/\p{Z}/u, 'Separator'],
  [/\p{Cc}/u, 'Control character'],
  [/\p{Cf}/u, 'Format character'],
  [/\p{Cs}/u, 'Lone surrogate'],
  [/\p{Co}/u, 'Private use'],
];

export function categoryOf(character: string): string {
  return CATEGORIES.find(([pattern]) => pattern.test(character))?.[1] ?? 'Unassigned';
}

export interface CharacterTable {
  /** The first `limit` distinct characters, in order of first appearance. */
  rows: CharacterForms[];
  /** How many distinct characters there are in all. */
  distinct: number;
}

/** The distinct characters (code points) of the decoded text, each with all its forms. */
export function characterForms(text: string, limit = 500): CharacterTable {
  const counts = new Map<number, number>();
  for (let index = 0; index < text.length;) {
    const codePoint = text.codePointAt(index)!;
    counts.set(codePoint, (counts.get(codePoint) ?? 0) + 1);
    index += codePoint > 0xffff ? 2 : 1;
  }
  const rows: CharacterForms[] = [];
  for (const [codePoint, count] of counts) {
    if (rows.length >= limit) break;
    const character = String.fromCodePoint(codePoint);
    rows.push({
      character,
      codePoint,
      label: codePointLabel(codePoint),
      category: categoryOf(character),
      names: referencesFor(character).map((reference) => reference.reference),
      decimal: decimalReference(codePoint),
      hex: hexReference(codePoint),
      count,
      referenceable: isReferenceable(codePoint),
    });
  }
  return { rows, distinct: counts.size };
}

/* ------------------------------------------------------------------------------------------------ */
/* Searching the table                                                                               */

export interface SearchResult {
  matches: NamedReference[];
  /** All matches; `matches` holds the first `limit`. */
  total: number;
}

/** The code point a query names: U+00A9, 0xA9, &#169;, &#xA9;, #169, #xA9, or a decimal number. */
export function queryCodePoint(query: string): number | null {
  const text = query.trim();
  const hex = /^(?:[uU]\+|0[xX]|&?#[xX])([0-9A-Fa-f]{1,6});?$/.exec(text);
  const decimal = /^(?:&?#)?(\d{1,7});?$/.exec(text);
  const value = hex ? parseInt(hex[1]!, 16) : decimal ? Number(decimal[1]) : NaN;
  return Number.isInteger(value) && value <= 0x10ffff ? value : null;
}

/**
 * The named references that match a query, best first: the exact name, then the character or code point
 * it names, then names that start with it, then names that contain it (case ignored after the exact match).
 * An empty query lists the whole table.
 */
export function searchReferences(query: string, limit = 50): SearchResult {
  const all = namedReferences();
  const text = query.trim();
  if (text === '') return { matches: all.slice(0, limit), total: all.length };
  const name = text.replace(/^&/, '').replace(/;$/, '');
  const lower = name.toLowerCase();
  const codePoint = queryCodePoint(text);
  const ranked: [number, NamedReference][] = [];
  for (const reference of all) {
    const bare = reference.name.replace(/;$/, '');
    const bareLower = bare.toLowerCase();
    let rank = -1;
    if (bare === name) rank = 0;
    else if (reference.characters === text || (codePoint !== null && reference.codePoints.includes(codePoint)))
      rank = 1;
    else if (bareLower === lower) rank = 2;
    else if (lower !== '' && bareLower.startsWith(lower)) rank = 3;
    else if (lower !== '' && bareLower.includes(lower)) rank = 4;
    if (rank >= 0) ranked.push([rank, reference]);
  }
  // A stable sort keeps the table's order within a rank.
  ranked.sort((a, b) => a[0] - b[0]);
  return { matches: ranked.slice(0, limit).map(([, reference]) => reference), total: ranked.length };
}

/** "12 (3 named, 4 decimal, 5 hex)": references counted by form. */
export function referenceCounts({ named, decimal, hex }: Record<ReferenceForm, number>): string {
  return `${formatCount(named + decimal + hex)} (${named} named, ${decimal} decimal, ${hex} hex)`;
}

/** Why characters were left as they are: no reference reads back as them. */
export function unreferenceableNote(count: number): string {
  return `${pluralize(count, 'character')} stayed as ${count === 1 ? 'it is' : 'they are'}: no reference reads back as NUL, a C1 control (HTML reads &#128;–&#159; as windows-1252) or a lone surrogate.`;
}

/** The line over the characters table, which lists a long text's first distinct characters only. */
export function charactersIntro({ rows, distinct }: CharacterTable): string {
  const shown = distinct > rows.length ? `: the first ${formatCount(rows.length)} of ${formatCount(distinct)}.` : '.';
  return `Each distinct character of the text, after its references are read, in order of first appearance${shown}`;
}

/** The line over the reference search's table: how many of the matches it shows, or that none match. */
export function searchSummary({ matches, total }: SearchResult, search: string): string {
  if (total === 0) return `No named reference matches “${search.trim()}”.`;
  return `Showing ${formatCount(matches.length)} of ${formatCount(total)} ${total === 1 ? 'reference' : 'references'}.`;
}
