import { decodeWrittenBytes, formatBinary, scanBinary } from '../../lib/byte-notation';
import { encodeUtf8 } from '../../lib/utf8';
import { countCodePoints } from '../../lib/unicode';

export type Direction = 'encode' | 'decode';
export type BinarySeparator = 'space' | 'none' | 'newline';

export const SEPARATORS: readonly { value: BinarySeparator; label: string }[] = [
  { value: 'space', label: 'Space' },
  { value: 'none', label: 'None' },
  { value: 'newline', label: 'New line' },
];

const SEPARATOR_TEXT: Record<BinarySeparator, string> = { space: ' ', none: '', newline: '\n' };

export interface BinaryResult {
  output: string;
  /** Characters (code points) of the text side. */
  characters: number;
  bytes: number;
}

/** Text to its UTF-8 bytes, each written as 8 bits: "é" is 11000011 10101001. */
export function textToBinary(text: string, separator: BinarySeparator): BinaryResult {
  const bytes = encodeUtf8(text);
  return {
    output: formatBinary(bytes, SEPARATOR_TEXT[separator]),
    characters: countCodePoints(text),
    bytes: bytes.length,
  };
}

/**
 * 8-bit groups back to text. Groups are separated by spaces, new lines or commas, may start with 0b, and
 * may hold several whole bytes; the bytes must be valid UTF-8, or the error says which byte and why.
 */
export function binaryToText(binary: string): BinaryResult {
  const { text, bytes } = decodeWrittenBytes(binary, scanBinary);
  return { output: text, characters: countCodePoints(text), bytes };
}

export function convertBinary(input: string, direction: Direction, separator: BinarySeparator): BinaryResult {
  return direction === 'encode' ? textToBinary(input, separator) : binaryToText(input);
}

export const SAMPLE_TEXT = 'Hi 👋 café';
export const SAMPLE_BINARY = '01001000 01101001 00100000 11110000 10011111 10010001 10001011';
