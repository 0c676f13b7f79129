import { scanJsonDocument, type Detector } from '../../lib/detect';

/**
 * Any JSON document. A pretty-printed one is what minifying is for, so it comes second there, just after
 * the formatter; a document that is already on one line is still offered, lower.
 */
export const detect: Detector = (sample, truncated) => {
  const shape = scanJsonDocument(sample, truncated);
  if (!shape) return null;
  return { score: shape.multiline ? 0.8 : 0.5 };
};
