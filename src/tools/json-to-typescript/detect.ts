import { scanJsonDocument, type Detector } from '../../lib/detect';

/**
 * A JSON object, or an array of objects: a shape worth typing. Any JSON document is the formatter's first
 * (it validates, the commonest reason to paste one), and the converters that take any document come next;
 * this tool is suggested below them all (under the diff checker's 0.55 and the minifier's 0.5), and not for
 * an array of plain values, which has no shape to name.
 */
export const detect: Detector = (sample, truncated) => {
  const shape = scanJsonDocument(sample, truncated);
  if (!shape) return null;
  if (shape.root === 'object' || (shape.items > 0 && shape.objectItems > 0)) return { score: 0.45 };
  return null;
};
