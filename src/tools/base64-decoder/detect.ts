import { decodeBase64Bytes, utf8Profile, type Detector } from '../../lib/detect';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w.-]+=[^;,\s]*)*;base64,[A-Za-z0-9+/]/i;
const STANDARD = /^[A-Za-z0-9+/]+={0,2}$/;
const URL_SAFE = /^[A-Za-z0-9_-]+={0,2}$/;

/** File signatures: Base64 of a picture, a PDF or an archive decodes to these first bytes. */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46], // PDF
  [0x50, 0x4b, 0x03, 0x04], // ZIP
  [0x1f, 0x8b], // gzip
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV)
];

/**
 * The Base64 body of the text: one run of the alphabet, or lines of one width (MIME and PEM wrap at 76 and
 * 64), with no white space inside a line; null for anything else.
 */
function base64Body(sample: string, truncated: boolean): string | null {
  const text = truncated ? sample.trimStart() : sample.trim();
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 1) {
    const width = lines[0]!.length;
    const last = lines.length - 1;
    if (width < 16) return null;
    for (let index = 1; index < lines.length; index += 1) {
      const length = lines[index]!.length;
      if (index < last ? length !== width : length > width) return null;
    }
  }
  const body = lines.join('');
  return STANDARD.test(body) || URL_SAFE.test(body) ? body : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** How many of the first 4096 characters fall between `low` and `high` (character codes). */
function countBetween(text: string, low: number, high: number): number {
  let count = 0;
  for (let index = 0; index < Math.min(text.length, 4096); index += 1) {
    const code = text.charCodeAt(index);
    if (code >= low && code <= high) count += 1;
  }
  return count;
}

/**
 * Base64 or base64url: text (it decodes to readable UTF-8), a file (its signature) or random bytes with the
 * letter and digit mix of Base64. Words, hex, numbers and URLs are no Base64 here, although many are made
 * of its alphabet: "cafe" is valid Base64 but far too short to tell.
 */
export const detect: Detector = (sample, truncated) => {
  if (DATA_URL.test(sample.trimStart())) return { score: 0.97 };
  const body = base64Body(sample, truncated);
  if (!body || body.length < 8) return null;
  const unpadded = body.replace(/=+$/, '');
  if (!truncated && (body.length !== unpadded.length ? body.length % 4 !== 0 : unpadded.length % 4 === 1)) return null;
  if (/^[0-9A-Fa-f]+$/.test(unpadded)) return null; // hex, or a number
  const bytes = decodeBase64Bytes(unpadded, 4096);
  if (!bytes) return null;
  if (SIGNATURES.some((signature) => startsWith(bytes, signature))) return { score: 0.9 };
  const profile = utf8Profile(bytes);
  if (profile.valid && profile.printable >= 0.95) {
    // A short word can decode to printable text by chance; padding says it was made by an encoder.
    if (bytes.length >= 9 || body.length !== unpadded.length) return { score: 0.95 };
    return { score: 0.4 };
  }
  const length = Math.min(unpadded.length, 4096);
  const randomLooking =
    length >= 20 &&
    countBetween(unpadded, 0x30, 0x39) >= length / 20 &&
    countBetween(unpadded, 0x41, 0x5a) >= length / 8 &&
    countBetween(unpadded, 0x61, 0x7a) >= length / 8;
  return randomLooking ? { score: 0.6 } : null;
};
