import { writeCodePoints, type CodeBase } from '../../lib/codes';
import { codePointLabel, isSurrogate } from '../../lib/unicode';

export type CodeFormat = CodeBase;
export type CodeSeparator = 'space' | 'comma' | 'newline';

export interface TextToAsciiOptions {
  format: CodeFormat;
  separator: CodeSeparator;
  /** 0x, 0o or 0b before each code, so ASCII to Text reads them back in its auto-detect mode. */
  prefix: boolean;
}

export const DEFAULT_OPTIONS: TextToAsciiOptions = { format: 'decimal', separator: 'space', prefix: true };

export const FORMATS: readonly { value: CodeFormat; label: string }[] = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'hex', label: 'Hexadecimal' },
  { value: 'octal', label: 'Octal' },
  { value: 'binary', label: 'Binary' },
];

export const SEPARATORS: readonly { value: CodeSeparator; label: string }[] = [
  { value: 'space', label: 'Space' },
  { value: 'comma', label: 'Comma' },
  { value: 'newline', label: 'New line' },
];

const SEPARATOR_TEXT: Record<CodeSeparator, string> = { space: ' ', comma: ',', newline: '\n' };

/** A character outside ASCII (0-127), and where it stands. */
export interface NonAsciiCharacter {
  character: string;
  codePoint: number;
  /** U+00E9 */
  label: string;
  /** 1-based, counted in characters (code points). */
  position: number;
  line: number;
  column: number;
  /** Half of a UTF-16 pair with no other half: not a character at all. */
  loneSurrogate: boolean;
}

export interface TextToAsciiResult {
  output: string;
  /** Code points in the text. */
  characters: number;
  nonAsciiCount: number;
  /** The first non-ASCII characters (up to NON_ASCII_LIMIT), in order. */
  nonAscii: NonAsciiCharacter[];
}

export const NON_ASCII_LIMIT = 200;

/**
 * One code per character: code points, not UTF-16 units, so 😀 is 128512 (U+1F600), not two surrogates.
 * Characters outside ASCII get their code point too, and are listed with their positions.
 */
export function textToAscii(text: string, options: TextToAsciiOptions): TextToAsciiResult {
  const output = writeCodePoints(text, {
    base: options.format,
    separator: SEPARATOR_TEXT[options.separator],
    prefix: options.prefix,
  });
  const nonAscii: NonAsciiCharacter[] = [];
  let nonAsciiCount = 0;
  let characters = 0;
  let line = 1;
  let column = 0;
  for (let offset = 0; offset < text.length; offset += 1) {
    const codePoint = text.codePointAt(offset)!;
    characters += 1;
    column += 1;
    if (codePoint < 128) {
      if (codePoint === 10) {
        line += 1;
        column = 0;
      }
      continue;
    }
    nonAsciiCount += 1;
    if (nonAscii.length < NON_ASCII_LIMIT) {
      const loneSurrogate = isSurrogate(codePoint);
      nonAscii.push({
        character: loneSurrogate ? '' : String.fromCodePoint(codePoint),
        codePoint,
        label: codePointLabel(codePoint),
        position: characters,
        line,
        column,
        loneSurrogate,
      });
    }
    if (codePoint > 0xffff) offset += 1;
  }
  return { output, characters, nonAsciiCount, nonAscii };
}

export const SAMPLE_TEXT = 'Hello, World!\nCafé 😀 שלום';
