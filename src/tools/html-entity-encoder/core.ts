/**
 * Text to HTML character references. `& < > " '` are always safe to escape and are escaped by default;
 * non-ASCII characters can be kept, written as named references (from the WHATWG table, via `entities`)
 * or as numeric ones. Every reference written decodes, by the HTML parsing rules, back to exactly the
 * character it replaced; the few characters no reference can carry are kept as they are, and said so.
 */
import { encodeNonAsciiHTML } from 'entities';
import { createLocator } from '../../lib/text-locator';
import { codePointLabel, countCodePoints } from '../../lib/unicode';

export type NonAsciiMode = 'keep' | 'named' | 'numeric';
export type NumberBase = 'decimal' | 'hex';

export interface EncodeOptions {
  /** Escape `"` and `'` as well as `& < >` (needed inside attribute values). */
  quotes: boolean;
  nonAscii: NonAsciiMode;
  /** How numeric references are written: `&#233;` or `&#xE9;`. */
  numbers: NumberBase;
}

export const DEFAULT_ENCODE_OPTIONS: EncodeOptions = { quotes: true, nonAscii: 'keep', numbers: 'decimal' };

/** A character kept as it was because no character reference stands for it. */
export interface KeptCharacter {
  codePoint: string;
  line: number;
  column: number;
  reason: string;
}

export interface EncodeResult {
  output: string;
  /** Character references written. */
  references: number;
  /** Characters (code points) in the input. */
  characters: number;
  /** The first `MAX_LISTED` characters kept as they were; `keptTotal` counts them all. */
  kept: KeptCharacter[];
  keptTotal: number;
}

/** How many kept characters are listed one by one; the rest are only counted. */
export const MAX_LISTED = 100;

export const SAMPLE_TEXT = `<p class="greeting">Tom & Jerry's "café" — 5 > 3 < 8</p>
Prices: 20 € · © 2024 · naïve résumé
Emoji 😀 👩🏽‍💻, Hebrew שלום, combining e\u0301`;

export function numericReference(codePoint: number, numbers: NumberBase): string {
  return numbers === 'hex' ? `&#x${codePoint.toString(16).toUpperCase()};` : `&#${codePoint};`;
}

/** The five characters HTML gives a meaning to, and what they become (the apostrophe in the chosen base). */
function basicEscape(character: string, numbers: NumberBase): string {
  switch (character) {
    case '&':
      return '&amp;';
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '"':
      return '&quot;';
    default:
      // `&apos;` is not an HTML 4 entity; the numeric form works in every HTML and XML reader.
      return numericReference(0x27, numbers);
  }
}

const BASIC_WITH_QUOTES = /[&<>"']/g;
const BASIC = /[&<>]/g;

/**
 * Characters no reference can carry. HTML reads `&#128;`–`&#159;` as the windows-1252 characters
 * (`&#128;` is €), so the C1 controls have no reference of their own; and any reference to a surrogate
 * decodes to U+FFFD, so a lone surrogate (half of a pair, with no other half beside it) has none either.
 */
const UNREFERENCEABLE = /[\u0080-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function unreferenceableReason(code: number): string {
  return code <= 0x9f
    ? 'a C1 control character: HTML reads its numeric reference as a windows-1252 character'
    : 'a lone surrogate (half of a UTF-16 pair): HTML reads any reference to it as U+FFFD';
}

/**
 * The second characters of the WHATWG names that stand for two code points (`&nesim;` is U+2242 U+0338).
 * Only these can extend a name past one character; `j` is left out, as its pair (`&fjlig;`) starts with ASCII.
 */
const PAIR_SECONDS = new Set([0x0338, 0x20d2, 0x200a, 0x0333, 0x20e5, 0xfe00, 0x0331]);

/** `&name;` for a character or pair, or null when the WHATWG table has none: asked of `entities` once each. */
const names = new Map<string, string | null>();

function nameOf(text: string): string | null {
  let name = names.get(text);
  if (name === undefined) {
    const encoded = encodeNonAsciiHTML(text);
    // One reference, and a named one: a pair without a name of its own comes back as two references.
    name = encoded.startsWith('&') && !encoded.startsWith('&#') && encoded.indexOf('&', 1) === -1 ? encoded : null;
    names.set(text, name);
  }
  return name;
}

/** Encodes text holding no unreferenceable character; returns the text and the references written. */
function encodeSegment(segment: string, options: EncodeOptions): { text: string; references: number } {
  let references = 0;
  if (options.nonAscii === 'keep') {
    const text = segment.replace(options.quotes ? BASIC_WITH_QUOTES : BASIC, (character) => {
      references += 1;
      return basicEscape(character, options.numbers);
    });
    return { text, references };
  }
  const named = options.nonAscii === 'named';
  let text = '';
  let copied = 0;
  for (let index = 0; index < segment.length;) {
    const code = segment.charCodeAt(index);
    if (code < 0x80) {
      if (code === 0x26 || code === 0x3c || code === 0x3e || (options.quotes && (code === 0x22 || code === 0x27))) {
        text += segment.slice(copied, index) + basicEscape(segment.charAt(index), options.numbers);
        references += 1;
        copied = index + 1;
      }
      index += 1;
      continue;
    }
    const codePoint = segment.codePointAt(index)!;
    const width = codePoint > 0xffff ? 2 : 1;
    let reference: string | null = null;
    let end = index + width;
    if (named) {
      const next = segment.codePointAt(end);
      if (next !== undefined && PAIR_SECONDS.has(next)) {
        reference = nameOf(segment.slice(index, end + 1));
        if (reference !== null) end += 1;
      }
      reference ??= nameOf(segment.slice(index, index + width));
    }
    text += segment.slice(copied, index) + (reference ?? numericReference(codePoint, options.numbers));
    references += 1;
    copied = end;
    index = end;
  }
  return { text: text + segment.slice(copied), references };
}

export function encodeHtmlEntities(input: string, options: EncodeOptions = DEFAULT_ENCODE_OPTIONS): EncodeResult {
  const characters = countCodePoints(input);
  if (options.nonAscii === 'keep') {
    // Nothing non-ASCII is touched, so every character may stay as it is.
    const { text, references } = encodeSegment(input, options);
    return { output: text, references, characters, kept: [], keptTotal: 0 };
  }
  const locateAt = createLocator(input);
  const kept: KeptCharacter[] = [];
  let keptTotal = 0;
  let references = 0;
  let output = '';
  let copied = 0;
  UNREFERENCEABLE.lastIndex = 0;
  for (let match = UNREFERENCEABLE.exec(input); match !== null; match = UNREFERENCEABLE.exec(input)) {
    const segment = encodeSegment(input.slice(copied, match.index), options);
    output += segment.text + match[0];
    references += segment.references;
    copied = match.index + 1;
    keptTotal += 1;
    if (kept.length < MAX_LISTED) {
      const code = match[0].charCodeAt(0);
      const { line, column } = locateAt(match.index);
      kept.push({ codePoint: codePointLabel(code), line, column, reason: unreferenceableReason(code) });
    }
  }
  const last = encodeSegment(input.slice(copied), options);
  return { output: output + last.text, references: references + last.references, characters, kept, keptTotal };
}
