import type { Detector } from '../../lib/detect';

const REFERENCES = /&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;
const TAG = /<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>/;
/**
 * Prose with a character HTML reads as markup: "Tom & Jerry", "5 < 8". An '&' between names, as in a query
 * string or a YAML anchor, is left to those formats' tools.
 */
const SPECIAL = /&\s|<[\s\d=]/;

/**
 * Text to show as text in a page: HTML markup (tags) scores highest, text with a raw '<' or '&' lower. Text
 * that is already encoded (references in it) would only be encoded twice, and a JSON document is data.
 */
export const detect: Detector = (sample) => {
  const text = sample.trim();
  if (text.length < 10 || text[0] === '{' || text[0] === '[') return null;
  if ((text.match(REFERENCES)?.length ?? 0) >= 2) return null;
  if (TAG.test(text)) return { score: 0.4 };
  return SPECIAL.test(text) ? { score: 0.3 } : null;
};
