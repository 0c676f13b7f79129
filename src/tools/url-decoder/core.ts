import { percentDecode, type PercentEncodingMode } from '../../lib/percent-encoding';

export type UrlDecodeMode = PercentEncodingMode;

export interface UrlDecodeResult {
  output: string;
  /** How many %XX escapes were decoded (escapes kept in whole-URL mode are not counted). */
  decodedEscapes: number;
}

export const SAMPLE_ENCODED =
  'https://example.com/search?q=cr%C3%A8me%20br%C3%BBl%C3%A9e%20%26%20caf%C3%A9&emoji=%F0%9F%8D%B0&path=%2Fmenu%2Fd%C3%A9sserts';

/**
 * Decodes percent-encoded text; line breaks and anything not escaped are kept as they are. An error quotes
 * the malformed sequence with its invisible characters shown ("%<U+0000>4").
 */
export function decodeUrl(text: string, mode: UrlDecodeMode): UrlDecodeResult {
  const { text: output, decodedEscapes } = percentDecode(text, mode);
  return { output, decodedEscapes };
}
