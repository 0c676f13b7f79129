import { sampleHead, type Detector } from '../../lib/detect';

const GRADIENT = /\b(?:repeating-)?(?:linear|radial|conic)-gradient\(/i;

/**
 * A gradient value, declaration or rule: a linear-, radial- or conic-gradient( call (repeating too).
 * Keyframes are the animation generator's, even when a frame paints a gradient.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  if (!GRADIENT.test(sample)) return null;
  return { score: /@keyframes\b/i.test(sample) ? 0.5 : 0.9 };
};
