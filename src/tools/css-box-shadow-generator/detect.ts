import { sampleHead, type Detector } from '../../lib/detect';
import { splitTopLevel } from '../../lib/css/values';

const DECLARATION = /(?:^|[\s{;])box-shadow\s*:/i;
/** What makes CSS another generator's: a layout, keyframes or a gradient is then the point of the rule. */
const OTHER_GENERATORS =
  /@keyframes|(?:linear|radial|conic)-gradient\(|display\s*:\s*(?:inline-)?(?:flex|grid)\b|grid-template/i;
/** A colour written out: a bare shadow value without one is only a couple of lengths, which could be anything. */
const COLOR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
const LENGTH = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:px|rem)?$/i;
const COLOR_TOKEN = /^(?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\(.*\)|[a-z]+)$/i;

/**
 * Whether a layer reads as a shadow: “inset”, 2 to 4 lengths and at most one colour. Checked by shape
 * only: the generator's reader pulls in the colour names, which the detectors' shared chunk can do without.
 */
function looksLikeLayer(layer: string): boolean {
  let lengths = 0;
  let colors = 0;
  for (const token of splitTopLevel(layer, ' ')) {
    if (LENGTH.test(token)) lengths += 1;
    else if (token.toLowerCase() !== 'inset' && COLOR_TOKEN.test(token)) colors += 1;
    else if (token.toLowerCase() !== 'inset') return false;
  }
  return lengths >= 2 && lengths <= 4 && colors <= 1;
}

/**
 * A `box-shadow:` declaration (0.9; 0.5 in CSS that is mostly about a layout, keyframes or a gradient), or a
 * bare value that reads as a shadow list with a colour (0.7).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  if (DECLARATION.test(sample)) return { score: OTHER_GENERATORS.test(sample) ? 0.5 : 0.9 };
  const text = sample.trim();
  if (text.length > 2000 || !COLOR.test(text) || /[:{};]/.test(text)) return null;
  const layers = splitTopLevel(text, ',');
  return layers.length > 0 && layers.every(looksLikeLayer) ? { score: 0.7 } : null;
};
