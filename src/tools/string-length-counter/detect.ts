import { opensLikeDocument, type Detector } from '../../lib/detect';

/**
 * Characters that make a text's length depend on how it is counted: astral characters (two UTF-16 units),
 * combining marks, joiners and variation selectors (several code points, one character on screen), and
 * flags (two regional indicators).
 */
const UNEVEN = /[\u{10000}-\u{10FFFF}]|\p{M}|\u200D|\uFE0F/u;

/**
 * Text whose length is not one number: the counter shows code units, code points, characters and bytes
 * side by side. Other text has no mark of being meant for counting: the counter is listed for it among the
 * tools that take any text.
 */
export const detect: Detector = (sample) => {
  if (opensLikeDocument(sample) || sample.trim().length < 3) return null;
  return UNEVEN.test(sample) ? { score: 0.3 } : null;
};
