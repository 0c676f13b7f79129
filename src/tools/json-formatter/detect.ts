import { scanJsonDocument, type Detector } from '../../lib/detect';

/** An object that opens with a key (or a comment), or an array that opens with an object, array or string. */
const JSON_LIKE_START = /^[\s\uFEFF]*(?:\{\s*["'}/]|\[\s*[{["])/;

/**
 * Any JSON object or array. The formatter ranks first among the JSON tools for every JSON document, pretty
 * or minified: it is the validator too, and checking a document is the commonest reason to paste one.
 * Text that opens like JSON but breaks somewhere is still for it: it says where the mistake is.
 */
export const detect: Detector = (sample, truncated) => {
  const shape = scanJsonDocument(sample, truncated);
  if (shape) return { score: shape.multiline ? 0.9 : 0.95 };
  return JSON_LIKE_START.test(sample) ? { score: 0.45 } : null;
};
