import { listTokens, sampleHead, utf8Profile, type Detector } from '../../lib/detect';

/** One code as the tool reads it: decimal, 0x or U+ hex, 0o octal, 0b binary, or a group of eight bits. */
const CODE = /^(?:\d{1,7}|[01]{8}|0[xX][0-9A-Fa-f]{1,6}|[uU]\+[0-9A-Fa-f]{4,6}|0[oO][0-7]{1,8}|0[bB][01]{1,21})$/;
const PREFIXED = /^(?:0[xXoObB]|[uU]\+)/;
const BYTE_GROUP = /^[01]{8}$/;

const printableAscii = (code: number) =>
  (code >= 0x20 && code < 0x7f) || code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * A list of character codes. Prefixed codes (0x48, U+1F600) are unmistakable; plain decimal numbers are
 * codes when most are printable ASCII ("72 105"). Numbers up to 255 whose high values pair up as UTF-8
 * ("195 169" is é) are bytes, which the UTF-8 tool reads; groups of eight bits are the binary converter's.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const tokens = listTokens(sample, truncated);
  if (tokens.length < 2 || !tokens.every((token) => CODE.test(token))) return null;
  const state = { base: 'auto' };
  if (tokens.some((token) => PREFIXED.test(token))) return { score: 0.9, state };
  if (tokens.every((token) => BYTE_GROUP.test(token))) return { score: 0.5, state };
  if (tokens.length < 3) return null;
  const codes = tokens.map(Number);
  if (codes.some((code) => code > 0x10ffff)) return null;
  if (codes.every((code) => code <= 0xff) && codes.some((code) => code >= 0x80)) {
    const profile = utf8Profile(codes);
    if (profile.valid && profile.multibyte > 0) return { score: 0.6, state };
  }
  const ascii = codes.filter(printableAscii).length / codes.length;
  if (ascii >= 0.7) return { score: 0.85, state };
  return tokens.length >= 5 ? { score: 0.3, state } : null;
};
