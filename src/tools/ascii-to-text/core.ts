import { readCodePoints, type ReadBase } from '../../lib/codes';
import { countCodePoints } from '../../lib/unicode';

export type InputBase = ReadBase;

export const BASES: readonly { value: InputBase; label: string }[] = [
  { value: 'auto', label: 'Auto-detect' },
  { value: 'decimal', label: 'Decimal' },
  { value: 'hex', label: 'Hexadecimal' },
  { value: 'octal', label: 'Octal' },
  { value: 'binary', label: 'Binary' },
];

export interface AsciiToTextResult {
  text: string;
  /** Numbers read. */
  codes: number;
  /** Characters (code points) in the text; fewer than codes when surrogate pairs were joined. */
  characters: number;
}

/**
 * Codes back to text. In auto-detect a number's base comes from its prefix (0x or U+ hex, 0o octal, 0b
 * binary), an unprefixed group of exactly eight 0s and 1s is binary, and anything else is decimal. A bad
 * token is quoted in the error with its invisible characters shown (a pasted NUL reads "<U+0000>").
 */
export function asciiToText(input: string, base: InputBase): AsciiToTextResult {
  const { text, codes } = readCodePoints(input, base);
  return { text, codes, characters: countCodePoints(text) };
}

export const SAMPLE_CODES = '72 101 108 108 111 44 32 87 111 114 108 100 33 10\n0x43 0x61 0x66 0xE9 0x20 U+1F600';
