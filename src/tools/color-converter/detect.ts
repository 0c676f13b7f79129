import type { Detector } from '../../lib/detect';

/** A hex colour: # and 3, 4, 6 or 8 hex digits. */
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** A CSS colour function with numbers (and units, a slash, commas, `none`) between its parentheses. */
const FUNCTION = /^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[-+.\d]/i;
const BODY = /^[a-z]+\(([-+.\deE%\s,/a-z]*)\)$/i;
const COLOR_SPACE = /^color\(\s*(?:srgb|display-p3)\s+[-+.\d]/i;

/**
 * A text that is exactly one CSS colour: a hex code or a colour function (rgb(), hsl(), oklch(), color(
 * display-p3 …)). Only a colour is written that way, so it scores as data. A bare name (red, teal) is left
 * alone: a single word is likelier text. The check is by shape only: detectors load with the catalogue, so
 * culori stays out of them.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text.length > 120 || text.includes('\n')) return null;
  if (HEX.test(text)) return { score: 0.8 };
  const body = BODY.exec(text)?.[1];
  if (body === undefined || /[a-z]{5,}/i.test(body.replace(/deg|grad|rad|turn|none|display-p3|srgb/gi, '')))
    return null;
  if (FUNCTION.test(text) || COLOR_SPACE.test(text)) return { score: 0.9 };
  return null;
};
