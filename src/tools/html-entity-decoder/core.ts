/**
 * HTML character references to text, the way a browser's HTML parser reads them: the full WHATWG
 * named-reference table (through `entities`), legacy names without a semicolon (`&amp`, `&copy`) in text,
 * and decimal and hexadecimal references with the parser's replacements. What is not a reference stays
 * exactly as written; unknown names and malformed references are listed with their place, never fatal.
 */
import { DecodingMode, HtmlEntityDecoder } from 'entities/decode';
import { createLocator } from '../../lib/text-locator';
import { codePointLabel, isSurrogate } from '../../lib/unicode';
import { visibleText } from '../../lib/visible-text';

/**
 * Where the text will be read: in text a legacy name ends wherever the name does (`&notit;` is `¬it;`);
 * in an attribute value it only counts when not followed by a letter, digit or `=` (`?a=1&copy=2` stays).
 */
export type DecodeContext = 'text' | 'attribute';

export interface DecodeOptions {
  context: DecodeContext;
}

export const DEFAULT_DECODE_OPTIONS: DecodeOptions = { context: 'text' };

export type NoteKind = 'unknown-name' | 'no-digits' | 'replaced' | 'windows-1252' | 'no-semicolon';

export interface DecodeNote {
  kind: NoteKind;
  /** The reference as written (or its start, for long ones). */
  text: string;
  line: number;
  column: number;
  /** UTF-16 offset of the `&`. */
  offset: number;
  message: string;
}

export interface DecodeResult {
  output: string;
  /** References decoded. */
  references: number;
  /** The first `MAX_NOTES` notes in text order; `notesTotal` counts them all. */
  notes: DecodeNote[];
  notesTotal: number;
}

export const MAX_NOTES = 100;

export const SAMPLE_HTML = `&lt;p class=&quot;greeting&quot;&gt;Tom &amp; Jerry&#39;s &ldquo;caf&eacute;&rdquo; &mdash; 5 &gt; 3&lt;/p&gt;
Legacy names without a semicolon: &copy 2024 &amp more; &not;&notin;
Numeric: &#128512; &#x1F469;&#x1F3FD;&#x200D;&#x1F4BB; &#1513;&#1500;&#1493;&#1501; e&#x301;
Windows-1252 remapping: &#x80; &#150; — out of range: &#x110000;
Unknown: &bogus; and a lone & stays`;

/**
 * The windows-1252 characters HTML substitutes for numeric references 0x80–0x9F; the five undefined
 * bytes (0x81, 0x8D, 0x8F, 0x90, 0x9D) keep their C1 control.
 */
const WINDOWS_1252 = new Map<number, number>([
  [0x80, 0x20ac],
  [0x82, 0x201a],
  [0x83, 0x0192],
  [0x84, 0x201e],
  [0x85, 0x2026],
  [0x86, 0x2020],
  [0x87, 0x2021],
  [0x88, 0x02c6],
  [0x89, 0x2030],
  [0x8a, 0x0160],
  [0x8b, 0x2039],
  [0x8c, 0x0152],
  [0x8e, 0x017d],
  [0x91, 0x2018],
  [0x92, 0x2019],
  [0x93, 0x201c],
  [0x94, 0x201d],
  [0x95, 0x2022],
  [0x96, 0x2013],
  [0x97, 0x2014],
  [0x98, 0x02dc],
  [0x99, 0x2122],
  [0x9a, 0x0161],
  [0x9b, 0x203a],
  [0x9c, 0x0153],
  [0x9e, 0x017e],
  [0x9f, 0x0178],
]);

/** Why a numeric reference decodes to something other than its number, or null when it decodes to it. */
function numericNote(value: number): { kind: NoteKind; message: string } | null {
  if (value === 0) return { kind: 'replaced', message: 'is U+0000 (NUL), which is not allowed: decoded as U+FFFD' };
  if (value > 0x10ffff)
    return { kind: 'replaced', message: 'is beyond U+10FFFF, the last code point: decoded as U+FFFD' };
  if (isSurrogate(value))
    return {
      kind: 'replaced',
      message: `is a surrogate (${codePointLabel(value)}), not a character: decoded as U+FFFD`,
    };
  const mapped = WINDOWS_1252.get(value);
  if (mapped !== undefined) {
    return {
      kind: 'windows-1252',
      message: `is read as windows-1252, as browsers do: decoded as “${String.fromCodePoint(mapped)}” (${codePointLabel(mapped)}), not ${codePointLabel(value)}`,
    };
  }
  return null;
}

/** `&name;` that the table does not know: the shape of a reference, so worth telling the user about. */
const UNKNOWN_NAME = /[A-Za-z][A-Za-z0-9]*;/y;
/** `&#` or `&#x` not followed by a digit of its base. */
const NUMERIC_START = /#[xX]?/y;

/** Long notes quote only the start of what was written. */
function shorten(text: string): string {
  const characters = [...text];
  return characters.length > 40 ? `${characters.slice(0, 36).join('')}…` : text;
}

export function decodeHtmlEntities(input: string, options: DecodeOptions = DEFAULT_DECODE_OPTIONS): DecodeResult {
  const mode = options.context === 'attribute' ? DecodingMode.Attribute : DecodingMode.Legacy;
  const locateAt = createLocator(input);
  const notes: DecodeNote[] = [];
  let notesTotal = 0;
  const note = (kind: NoteKind, offset: number, written: string, message: string) => {
    notesTotal += 1;
    if (notes.length >= MAX_NOTES) return;
    const { line, column } = locateAt(offset);
    const text = shorten(written);
    notes.push({ kind, text, line, column, offset, message: `${text} at line ${line}, column ${column} ${message}` });
  };

  let emitted = '';
  let missingSemicolon = false;
  let numericValue = -1;
  const decoder = new HtmlEntityDecoder(
    (codePoint) => {
      // Named references emit UTF-16 units (both halves of a pair, in order); numeric ones a code point.
      emitted += String.fromCodePoint(codePoint);
    },
    {
      missingSemicolonAfterCharacterReference: () => {
        missingSemicolon = true;
      },
      absenceOfDigitsInNumericCharacterReference: () => {},
      validateNumericCharacterReference: (value) => {
        numericValue = value;
      },
    },
  );

  let output = '';
  let copied = 0;
  let references = 0;
  for (let at = input.indexOf('&'); at !== -1;) {
    emitted = '';
    missingSemicolon = false;
    numericValue = -1;
    decoder.startEntity(mode);
    let consumed = decoder.write(input, at + 1);
    if (consumed < 0) consumed = decoder.end();

    if (consumed > 0) {
      const written = input.slice(at, at + consumed);
      output += input.slice(copied, at) + emitted;
      copied = at + consumed;
      references += 1;
      const numeric = numericValue >= 0 ? numericNote(numericValue) : null;
      if (numeric) note(numeric.kind, at, written, numeric.message);
      if (missingSemicolon) {
        note(
          'no-semicolon',
          at,
          written,
          // &shy decodes to a soft hyphen, which quotes would show as nothing.
          `has no closing semicolon: decoded as “${visibleText(emitted)}” as browsers do, but ${written}; is the safe spelling`,
        );
      }
      at = input.indexOf('&', copied);
      continue;
    }

    UNKNOWN_NAME.lastIndex = at + 1;
    NUMERIC_START.lastIndex = at + 1;
    const unknown = UNKNOWN_NAME.exec(input);
    if (unknown) {
      note('unknown-name', at, `&${unknown[0]}`, 'is not a known character reference: left as it is');
    } else {
      const numeric = NUMERIC_START.exec(input);
      if (numeric)
        note(
          'no-digits',
          at,
          `&${numeric[0]}`,
          `has no ${numeric[0].length > 1 ? 'hexadecimal ' : ''}digits after it, so it is not a reference: left as it is`,
        );
    }
    at = input.indexOf('&', at + 1);
  }
  output += input.slice(copied);
  return { output, references, notes, notesTotal };
}
