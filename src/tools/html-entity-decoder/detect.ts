import { firstSignificant, type Detector } from '../../lib/detect';

/** Named, decimal and hex character references, with their semicolon. */
const REFERENCES = /&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;

/**
 * Text with HTML character references. In markup (an XML or HTML document) a few references are normal
 * and the markup's own tools come first, so the score stays moderate there.
 */
export const detect: Detector = (sample) => {
  const references = sample.match(REFERENCES)?.length ?? 0;
  if (references === 0) return null;
  const score = references >= 3 ? 0.9 : references === 2 ? 0.75 : 0.55;
  return { score: firstSignificant(sample) === '<' ? Math.min(score, 0.6) : score };
};
