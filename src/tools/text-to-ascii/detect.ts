import type { Detector } from '../../lib/detect';

/**
 * Characters nobody sees: controls (besides tab and line breaks), the soft hyphen, zero-width space,
 * direction marks and embeddings, word joiners and a byte order mark past the first character. The joiners
 * of emoji and Persian (U+200C, U+200D) belong to their text and are left out.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\uFEFF]/;

/**
 * Text with hidden characters in it: listing every character's code is how to find them. Other text has
 * no mark of being meant for codes: the tool is listed for it among those that take any text.
 */
export const detect: Detector = (sample) => (HIDDEN.test(sample.replace(/^\uFEFF/, '')) ? { score: 0.35 } : null);
