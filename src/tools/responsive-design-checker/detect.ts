import { sampleHead, trimmedStart, type Detector } from '../../lib/detect';

/** A whole page: it opens with a doctype or an <html> element. */
const DOCUMENT_START = /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;
/**
 * A page made to adapt to the screen, which is what this tool shows: a viewport meta tag, or a width or
 * height media query in its own CSS.
 */
const ADAPTS_TO_SCREEN = /<meta\s[^>]*name\s*=\s*["']?viewport|@media[^{]*\(\s*(?:min|max)-(?:width|height)/i;
/** One http(s) address and nothing else. */
const LONE_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * A page to see on several screens: a whole HTML document made to adapt to the screen (0.92, ahead of the
 * HTML validator's 0.9 for any page), any other whole document (0.7), or the address of one (0.6), which
 * opens the tool in URL mode with the address filled in (it is loaded only when the user presses Load page).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  const text = trimmedStart(sample);
  if (DOCUMENT_START.test(text)) return { score: ADAPTS_TO_SCREEN.test(text) ? 0.92 : 0.7 };
  const line = text.trim();
  if (LONE_URL.test(line)) return { score: 0.6, state: { source: 'url', url: line } };
  return null;
};
