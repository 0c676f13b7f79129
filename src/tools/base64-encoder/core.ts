import { encodeBase64 } from '../../lib/base64';
import { encodeUtf8 } from '../../lib/utf8';

export interface Base64EncoderOptions {
  /** '-' and '_' instead of '+' and '/' (RFC 4648 section 5), for URLs and file names. */
  urlSafe: boolean;
  /** Leave out the trailing '=' padding. */
  omitPadding: boolean;
  /** Characters per line: 0 for one line, 76 for MIME (e-mail), 64 for PEM. */
  lineLength: 0 | 64 | 76;
  /** Write a `data:<type>;base64,` URL, ready for an src or href attribute. */
  dataUrl: boolean;
}

export const DEFAULT_OPTIONS: Base64EncoderOptions = {
  urlSafe: false,
  omitPadding: false,
  lineLength: 0,
  dataUrl: false,
};

export interface Base64EncodeResult {
  output: string;
  /** Size of what was encoded, in bytes (UTF-8 bytes for text). */
  inputBytes: number;
}

export const SAMPLE_TEXT = 'Hello, world! 👋\nCafé, naïve, Zoë — ünïcödé.\nשלום · مرحبا · こんにちは · 🏳️‍🌈';

const TEXT_MIME_TYPE = 'text/plain;charset=utf-8';
export const FALLBACK_MIME_TYPE = 'application/octet-stream';

function encodeBytes(bytes: Uint8Array, mimeType: string, options: Base64EncoderOptions): Base64EncodeResult {
  // Browsers only read data URLs in the standard alphabet, so a data URL ignores the URL-safe, padding and
  // line options: it is always standard, padded, on one line.
  const output = options.dataUrl
    ? `data:${mimeType};base64,${encodeBase64(bytes)}`
    : encodeBase64(bytes, { urlSafe: options.urlSafe, padding: !options.omitPadding, lineLength: options.lineLength });
  return { output, inputBytes: bytes.length };
}

/** Text, as its UTF-8 bytes, to Base64. A lone surrogate (which has no UTF-8 form) is an error with its position. */
export function encodeText(text: string, options: Base64EncoderOptions): Base64EncodeResult {
  return encodeBytes(encodeUtf8(text), TEXT_MIME_TYPE, options);
}

/** A file's bytes, whatever they are, to Base64; `mimeType` is what the browser reported for the file. */
export function encodeFile(bytes: Uint8Array, mimeType: string, options: Base64EncoderOptions): Base64EncodeResult {
  return encodeBytes(bytes, mimeType || FALLBACK_MIME_TYPE, options);
}
