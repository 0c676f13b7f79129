import { sampleHead, type Detector } from '../../lib/detect';

/**
 * CSS for an animation: a `@keyframes` block (0.9), or an `animation:` declaration (0.8). The longhands
 * (`animation-name:`) and `animation-*` words in prose are not enough.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  if (/@(?:-webkit-)?keyframes\s+[^\s{]+\s*\{/i.test(sample)) return { score: 0.9 };
  if (/(?:^|[\s{;])animation\s*:\s*[^;{}\s]/i.test(sample)) return { score: 0.8 };
  return null;
};
