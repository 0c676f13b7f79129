import { sampleHead, trimmedStart, type Detector } from '../../lib/detect';

const PAGE_START = /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;
/** Start tags of common HTML elements: several of them make a fragment of a page. */
const HTML_START_TAG =
  /<(?:a|abbr|article|aside|b|blockquote|body|br|button|code|div|em|footer|form|h[1-6]|head|header|i|img|input|label|li|link|main|meta|nav|ol|p|pre|script|section|select|span|strong|style|table|td|textarea|th|title|tr|ul)[\s>/]/gi;

/**
 * An HTML page (a doctype or an <html> start tag first) is certainly for the validator. A fragment with
 * several HTML tags is plausible, but it may as well be markup to convert or entities to decode: it scores
 * at most 0.55, below the tools for those.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  const text = trimmedStart(sample);
  if (text[0] !== '<') return null;
  if (PAGE_START.test(text)) return { score: 0.9 };
  const tags = text.match(HTML_START_TAG)?.length ?? 0;
  return tags >= 3 ? { score: 0.55 } : null;
};
