import { decodeBase64, type Base64Alphabet } from '../../lib/base64';
import { pluralize } from '../../lib/format';
import { ToolError } from '../../lib/tool-error';
import { InvalidUtf8Error, decodeUtf8, encodeUtf8, hex2 } from '../../lib/utf8';
import { codePointLabel } from '../../lib/unicode';
import { UNKNOWN_FILE_TYPE, fileTypeForMimeType, sniffFileType, type FileType } from './file-type';

export interface Base64DecodeResult {
  /** 'text' when the bytes are readable UTF-8 text; 'binary' otherwise, shown as hex and offered as a file. */
  kind: 'text' | 'binary';
  /** The decoded text, or for binary data a hex dump of its first bytes. */
  output: string;
  bytes: Uint8Array;
  alphabet: Base64Alphabet;
  padded: boolean;
  /** What to call the bytes when downloaded. */
  fileType: FileType;
  /** For binary data: why it is not shown as text, naming the first offending byte. */
  binaryReason: string | null;
  /** For binary data: how many bytes the hex dump shows (all of them, up to HEX_PREVIEW_LIMIT). */
  hexBytesShown: number;
}

/** The hex view shows at most this many bytes (4,096 lines); the download always holds everything. */
export const HEX_PREVIEW_LIMIT = 64 * 1024;

export const SAMPLE_BASE64 =
  'SGVsbG8sIHdvcmxkISDwn5GLCkNhZsOpLCBuYcOvdmUsIFpvw6sg4oCUIMO8bsOvY8O2ZMOpLgrXqdec15XXnSDCtyDZhdix2K3YqNinIMK3IOOBk+OCk+OBq+OBoeOBryDCtyDwn4+z77iP4oCN8J+MiA==';

/** Control characters that text does not hold: C0, DEL and C1, except tab, line feed, form feed, carriage return and escape (ANSI colours). */
function isBinaryControl(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d && code !== 0x1b;
  return code >= 0x7f && code <= 0x9f;
}

function findBinaryControl(text: string): number {
  for (let index = 0; index < text.length; index += 1) if (isBinaryControl(text.charCodeAt(index))) return index;
  return -1;
}

/** Why valid-looking bytes are not text, or null when they read as text. */
function textOrReason(bytes: Uint8Array): { text: string } | { reason: string } {
  let text: string;
  try {
    text = decodeUtf8(bytes, 1);
  } catch (error) {
    if (!(error instanceof InvalidUtf8Error)) throw error;
    const { problems, total } = error.report;
    const first = problems[0]!;
    const more = total > 1 ? ` (and ${pluralize(total - 1, 'more invalid sequence')})` : '';
    return {
      reason: `The bytes are not valid UTF-8 text: at byte ${first.offset.toLocaleString('en-US')}, ${first.detail}${more}.`,
    };
  }
  const control = findBinaryControl(text);
  if (control !== -1) {
    const byteOffset = encodeUtf8(text.slice(0, control)).length;
    return {
      reason: `The bytes are valid UTF-8 but hold a control character (${codePointLabel(text.charCodeAt(control))}) at byte ${byteOffset.toLocaleString('en-US')}, so they are most likely binary data, not text.`,
    };
  }
  return { text };
}

const printable = (byte: number) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.');

/** `hexdump -C` layout: offset, 16 bytes in two groups of 8, and the printable ASCII characters. */
export function hexDump(bytes: Uint8Array, limit = HEX_PREVIEW_LIMIT): string {
  const end = Math.min(bytes.length, limit);
  const lines: string[] = [];
  for (let lineStart = 0; lineStart < end; lineStart += 16) {
    const lineEnd = Math.min(lineStart + 16, end);
    let hex = '';
    let chars = '';
    for (let index = lineStart; index < lineStart + 16; index += 1) {
      if (index === lineStart + 8) hex += ' ';
      hex += index < lineEnd ? `${hex2(bytes[index]!).toLowerCase()} ` : '   ';
      if (index < lineEnd) chars += printable(bytes[index]!);
    }
    lines.push(`${lineStart.toString(16).padStart(8, '0')}  ${hex} |${chars}|`);
  }
  return lines.join('\n');
}

/** What the tool says of input that is only whitespace, instead of showing an empty result as if it were one. */
export const NOTHING_TO_DECODE =
  'There is nothing to decode: the input holds only spaces and line breaks. Paste Base64 text or a data: URL.';

/** Whether the input is only the whitespace Base64 text may hold anywhere (and the decoder skips). */
export const isOnlyWhitespace = (input: string) => /^[ \t\n\r\f]+$/.test(input);

/**
 * Decodes Base64 in either alphabet (whitespace and a data: URL prefix are ignored). Readable UTF-8 comes
 * back as text; anything else as a hex view plus the bytes, with a file type guessed from its signature.
 */
export function decodeBase64Input(input: string): Base64DecodeResult {
  if (isOnlyWhitespace(input)) throw new ToolError(NOTHING_TO_DECODE);
  const { bytes, alphabet, padded, dataUrlMimeType } = decodeBase64(input);
  const declared = dataUrlMimeType ? fileTypeForMimeType(dataUrlMimeType) : null;
  const read = textOrReason(bytes);
  if ('text' in read) {
    return {
      kind: 'text',
      output: read.text,
      bytes,
      alphabet,
      padded,
      fileType: declared ?? { mimeType: 'text/plain', extension: 'txt', description: 'text' },
      binaryReason: null,
      hexBytesShown: 0,
    };
  }
  return {
    kind: 'binary',
    output: hexDump(bytes),
    bytes,
    alphabet,
    padded,
    fileType: sniffFileType(bytes) ?? declared ?? UNKNOWN_FILE_TYPE,
    binaryReason: read.reason,
    hexBytesShown: Math.min(bytes.length, HEX_PREVIEW_LIMIT),
  };
}
