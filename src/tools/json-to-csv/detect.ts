import { scanJsonDocument, type Detector } from '../../lib/detect';

/**
 * An array of records (objects) is a table: certainly for the CSV converter. Any other JSON converts to one
 * row or a `value` column, which is seldom what is wanted.
 */
export const detect: Detector = (sample, truncated) => {
  const shape = scanJsonDocument(sample, truncated);
  if (!shape) return null;
  if (shape.root === 'array' && shape.items > 0 && shape.objectItems / shape.items >= 0.8) return { score: 0.97 };
  return { score: 0.3 };
};
