import { sampleHead, type Detector } from '../../lib/detect';

const DECLARATION = /(?:^|[\s{;])border-(?:(?:top|bottom)-(?:left|right)-)?radius\s*:/i;
/**
 * What makes CSS another generator's: a shadow (a rounded card is usually about its shadow), a layout,
 * keyframes or a gradient. The radius is then a detail of the rule.
 */
const OTHER_GENERATORS =
  /box-shadow\s*:|@keyframes|(?:linear|radial|conic)-gradient\(|display\s*:\s*(?:inline-)?(?:flex|grid)\b|grid-template/i;

/** A `border-radius:` or `border-*-radius:` declaration: 0.9, or 0.5 in another generator's CSS. */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  if (!DECLARATION.test(sample)) return null;
  return { score: OTHER_GENERATORS.test(sample) ? 0.5 : 0.9 };
};
