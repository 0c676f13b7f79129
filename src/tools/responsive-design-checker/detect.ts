import { sampleHead, trimmedStart, type Detector } from '../../lib/detect';

/** A whole page: it opens with a doctype or an <html> element. */
const DOCUMENT_START = /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;
/** One http(s) address and nothing else. */
const LONE_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/**
 * A page to see on several screens: a whole HTML document (0.7), or the address of one (0.6), which opens
 * the tool in URL mode with the address filled in (it is loaded only when the user presses Load page).
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample] = sampleHead(fullSample, fullTruncated);
  const text = trimmedStart(sample);
  if (DOCUMENT_START.test(text)) return { score: 0.7 };
  const line = text.trim();
  if (LONE_URL.test(line)) return { score: 0.6, state: { source: 'url', url: line } };
  return null;
};
