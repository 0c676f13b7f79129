import { scanJsonDocument, type Detector } from '../../lib/detect';

const SCHEMA_STRUCTURE = ['properties', 'items', '$defs', 'definitions', 'allOf', 'anyOf', 'oneOf', '$ref'];

/**
 * A JSON Schema (a "$schema" key, or a "type" with the keywords that describe structure) is certainly for
 * the validator, even though it opens in the data field; any other JSON document is data it can check.
 */
export const detect: Detector = (sample, truncated) => {
  const shape = scanJsonDocument(sample, truncated);
  if (!shape) return null;
  const { keys } = shape;
  if (keys.includes('$schema')) return { score: 0.97 };
  if (keys.includes('type') && keys.some((key) => SCHEMA_STRUCTURE.includes(key))) return { score: 0.9 };
  return { score: 0.4 };
};
