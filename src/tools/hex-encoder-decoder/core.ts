import { decodeWrittenBytes, formatHex, scanHex } from '../../lib/byte-notation';
import { encodeUtf8 } from '../../lib/utf8';
import { countCodePoints } from '../../lib/unicode';

export type Direction = 'encode' | 'decode';
export type HexSeparator = 'none' | 'space' | 'colon';

export interface HexOptions {
  separator: HexSeparator;
  uppercase: boolean;
  /** Separated bytes each get 0x (0x48 0x69); an unseparated run gets one (0x4869). */
  prefix: boolean;
}

export const DEFAULT_OPTIONS: HexOptions = { separator: 'space', uppercase: false, prefix: false };

export const SEPARATORS: readonly { value: HexSeparator; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'space', label: 'Space' },
  { value: 'colon', label: 'Colon' },
];

const SEPARATOR_TEXT: Record<HexSeparator, '' | ' ' | ':'> = { none: '', space: ' ', colon: ':' };

export interface HexResult {
  output: string;
  /** Characters (code points) of the text side. */
  characters: number;
  bytes: number;
}

/** Text to the hex of its UTF-8 bytes (Base16, RFC 4648 section 8, with optional separators). */
export function textToHex(text: string, options: HexOptions): HexResult {
  const bytes = encodeUtf8(text);
  return {
    output: formatHex(bytes, {
      separator: SEPARATOR_TEXT[options.separator],
      uppercase: options.uppercase,
      prefix: options.prefix,
    }),
    characters: countCodePoints(text),
    bytes: bytes.length,
  };
}

/**
 * Hex back to text, either case, ignoring spaces, new lines, colons, commas, hyphens and 0x prefixes. An odd
 * number of digits in a group, a character that is not a hex digit, or bytes that are not valid UTF-8 are
 * errors that say where.
 */
export function hexToText(hex: string): HexResult {
  const { text, bytes } = decodeWrittenBytes(hex, scanHex);
  return { output: text, characters: countCodePoints(text), bytes };
}

export function convertHex(input: string, direction: Direction, options: HexOptions): HexResult {
  return direction === 'encode' ? textToHex(input, options) : hexToText(input);
}

export const SAMPLE_TEXT = 'Hello, 世界 👋';
export const SAMPLE_HEX = '48 65 6c 6c 6f 2c 20 e4 b8 96 e7 95 8c 20 f0 9f 91 8b';
