import type { Detector } from '../../lib/detect';

/** Characters with a meaning in a URL, which a value must have escaped. */
const RESERVED = /[&=?#%+/]/;
const NEEDS_ESCAPING = /[\s\u0080-\u{10FFFF}]/u;

/**
 * One line meant for a URL: a URL with spaces or non-ASCII characters in it, or a value that holds both
 * characters with a meaning in URLs (& ? # % / …) and characters a URL cannot hold (spaces, non-ASCII).
 * Text that is already percent-encoded is the decoder's.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text.length < 10 || text.length > 2048 || /[\r\n]/.test(text) || /%[0-9A-Fa-f]{2}/.test(text)) return null;
  if (!NEEDS_ESCAPING.test(text)) return null;
  if (/^https?:\/\//i.test(text)) return { score: 0.4 };
  return RESERVED.test(text) ? { score: 0.35 } : null;
};
