import { opensLikeDocument, sampleHead, type Detector } from '../../lib/detect';

/** A declaration `display: flex` (or inline-flex) inside a rule block, or as a bare declaration list. */
const FLEX_DISPLAY = /(?:^|[{;\s])display\s*:\s*(?:inline-)?flex\s*(?:!important\s*)?(?:;|}|$)/im;

/**
 * CSS for a flex container: a rule (or a bare declaration list) with display: flex. A style sheet whose
 * point is something else (keyframes, gradients) is left to the tools for those.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  // Markup (a page with a <style> in it) and JSON are for other tools, whatever CSS they hold.
  if (opensLikeDocument(sample)) return null;
  if (!FLEX_DISPLAY.test(sample)) return null;
  if (/@keyframes|-gradient\(/i.test(sample)) return null;
  return { score: 0.85 };
};
