import {
  hexBytes,
  hexGroups,
  listTokens,
  opensLikeDocument,
  sampleHead,
  utf8Profile,
  type Detector,
  type Detection,
} from '../../lib/detect';

const ESCAPES = /\\x[0-9A-Fa-f]{2}/g;
const PERCENT_ESCAPES = /%[0-9A-Fa-f]{2}/g;
const DECIMAL_BYTE = /^\d{1,3}$/;

const decode = (score: number, format: 'hex' | 'escape' | 'percent' | 'decimal'): Detection => ({
  score,
  state: { direction: 'decode', format },
});

/** Bytes that hold UTF-8 sequences of more than one byte: what this tool is for. */
function holdsMultibyte(bytes: ArrayLike<number>): boolean {
  const profile = utf8Profile(bytes);
  return profile.valid && profile.multibyte > 0;
}

/**
 * Bytes in any of the tool's notations open it decoding, in that notation: \x escapes, text that is all
 * percent escapes (a URL only escapes what it must), decimal bytes that pair up as UTF-8 ("195 169" is é;
 * plain ASCII codes are the ASCII tool's), and hex pairs, where upper case (as this tool writes them) with
 * UTF-8 sequences beats the hex tool. Short text with non-ASCII characters opens it encoding: those are the
 * characters whose bytes are worth seeing.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const text = sample.trim();
  const visible = text.replace(/\s+/g, '').length;
  const escapes = text.match(ESCAPES)?.length ?? 0;
  if (escapes >= 2) return decode(0.95, 'escape');
  if (escapes === 1) return decode(0.6, 'escape');
  const percent = text.match(PERCENT_ESCAPES)?.length ?? 0;
  if (percent >= 3 && (percent * 3) / visible >= 0.9) return decode(0.92, 'percent');

  const tokens = listTokens(text, truncated);
  if (tokens.length >= 3 && tokens.every((token) => DECIMAL_BYTE.test(token))) {
    const bytes = tokens.map(Number);
    if (bytes.every((byte) => byte <= 0xff) && holdsMultibyte(bytes)) return decode(0.9, 'decimal');
    return null;
  }

  const groups = hexGroups(text, truncated);
  if (groups) {
    if (groups.length < 3 || !groups.every((group) => group.length === 2)) return null;
    const all = groups.join('');
    if (!/[a-fA-F]/.test(all)) return null;
    const upper = !/[a-f]/.test(all);
    const bytes = hexBytes(groups);
    if (holdsMultibyte(bytes)) return decode(upper ? 0.9 : 0.75, 'hex');
    return decode(upper ? 0.6 : 0.5, 'hex');
  }

  if (truncated || text.length > 256 || opensLikeDocument(text)) return null;
  return /[\u0080-\uFFFF]/.test(text) ? { score: 0.25, state: { direction: 'encode' } } : null;
};
