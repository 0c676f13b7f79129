import {
  decodeWrittenBytes,
  formatDecimal,
  formatEscapes,
  formatHex,
  formatPercent,
  scanDecimal,
  scanEscapes,
  scanHex,
  scanPercent,
  type ByteScanner,
} from '../../lib/byte-notation';
import { encodeUtf8, hex2, utf8Length } from '../../lib/utf8';
import { codePointLabel, countCodePoints } from '../../lib/unicode';

export type Direction = 'encode' | 'decode';
export type ByteFormat = 'hex' | 'escape' | 'percent' | 'decimal';

export const FORMATS: readonly { value: ByteFormat; label: string }[] = [
  { value: 'hex', label: 'Hex with spaces (E2 82 AC)' },
  { value: 'escape', label: '\\x escapes (\\xe2\\x82\\xac)' },
  { value: 'percent', label: 'Percent form (%E2%82%AC)' },
  { value: 'decimal', label: 'Decimal (226 130 172)' },
];

const WRITERS: Record<ByteFormat, (bytes: Uint8Array) => string> = {
  hex: (bytes) => formatHex(bytes, { separator: ' ', uppercase: true, prefix: false }),
  escape: formatEscapes,
  percent: formatPercent,
  decimal: (bytes) => formatDecimal(bytes, ' '),
};

/** The readers quote what they cannot read with its invisible characters shown (a NUL reads "<U+0000>"). */
const READERS: Record<ByteFormat, ByteScanner> = {
  hex: scanHex,
  escape: scanEscapes,
  percent: scanPercent,
  decimal: scanDecimal,
};

/** One character of the text and its UTF-8 bytes. */
export interface CharacterBytes {
  character: string;
  /** U+20AC */
  codePoint: string;
  /** E2 82 AC */
  bytes: string;
  byteCount: number;
}

export interface Utf8Result {
  output: string;
  /** Characters (code points) of the text side. */
  characters: number;
  bytes: number;
  /** The first characters of the text, byte by byte (up to BREAKDOWN_LIMIT). */
  breakdown: CharacterBytes[];
}

export const BREAKDOWN_LIMIT = 64;

function breakdown(text: string): CharacterBytes[] {
  const rows: CharacterBytes[] = [];
  for (const character of text) {
    if (rows.length === BREAKDOWN_LIMIT) break;
    const bytes = encodeUtf8(character);
    rows.push({
      character,
      codePoint: codePointLabel(character.codePointAt(0)!),
      bytes: Array.from(bytes, hex2).join(' '),
      byteCount: utf8Length(character.codePointAt(0)!),
    });
  }
  return rows;
}

/** Text to its UTF-8 bytes, written in the chosen notation. */
export function encodeText(text: string, format: ByteFormat): Utf8Result {
  const bytes = encodeUtf8(text);
  return {
    output: WRITERS[format](bytes),
    characters: countCodePoints(text),
    bytes: bytes.length,
    breakdown: breakdown(text),
  };
}

/**
 * Bytes in the chosen notation back to text. Invalid UTF-8 is pointed out, not replaced: each bad sequence
 * with its byte offset, its line and column, and why (unexpected continuation byte, truncated sequence,
 * overlong encoding, surrogate, beyond U+10FFFF).
 */
export function decodeBytes(input: string, format: ByteFormat): Utf8Result {
  const { text, bytes } = decodeWrittenBytes(input, READERS[format]);
  return { output: text, characters: countCodePoints(text), bytes, breakdown: breakdown(text) };
}

export function convertUtf8(input: string, direction: Direction, format: ByteFormat): Utf8Result {
  return direction === 'encode' ? encodeText(input, format) : decodeBytes(input, format);
}

export const SAMPLE_TEXT = 'Price: 5 € · naïve café · 日本 · 👍🏽';
const DECODE_SAMPLE = 'Héllo € 👋';

/** A sample for decoding, written in the chosen notation. */
export function sampleBytes(format: ByteFormat): string {
  return WRITERS[format](encodeUtf8(DECODE_SAMPLE));
}
