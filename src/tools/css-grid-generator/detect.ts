import { opensLikeDocument, sampleHead, type Detector } from '../../lib/detect';

/** `display: grid` (or inline-grid) as a declaration, or a grid template property. */
const GRID_CSS =
  /(?:^|[{;\s])(?:display\s*:\s*(?:inline-)?grid\s*(?:!important\s*)?(?:;|}|$)|grid-template-(?:columns|rows|areas)\s*:)/im;

/**
 * CSS for a grid container: a rule (or a bare declaration list) with display: grid or a grid template.
 * A style sheet whose point is something else (keyframes, gradients) is left to the tools for those.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  // Markup (a page with a <style> in it) and JSON are for other tools, whatever CSS they hold.
  if (opensLikeDocument(sample)) return null;
  if (!GRID_CSS.test(sample)) return null;
  if (/@keyframes|-gradient\(/i.test(sample)) return null;
  return { score: 0.85 };
};
