import { sampleHead, trimmedStart, type Detector } from '../../lib/detect';

const HTML_PAGE = /^(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;
const ROOT = /^(?:<!--[\s\S]*?-->\s*|<![^>]*>\s*)*<([A-Za-z_][\w:.-]*)[\s/>]/;
/** Elements of HTML: a fragment of a page is markup to validate or encode, not a document to query. */
const HTML_ELEMENTS = new Set(
  'a abbr b body br div em footer form h1 h2 h3 h4 h5 h6 head header i img li main nav ol p pre section span strong table td th tr ul'.split(
    ' ',
  ),
);

/**
 * Markup to query. XPath is a second step: converting or validating a document comes first, so an XML
 * document (a declaration, or one root element that is not HTML's, closed at the end) scores 0.45, below
 * xml-to-json and the sitemap validator, and an HTML page 0.35, below the HTML validator.
 */
export const detect: Detector = (fullSample, fullTruncated) => {
  const [sample, truncated] = sampleHead(fullSample, fullTruncated);
  const text = trimmedStart(sample);
  if (HTML_PAGE.test(text)) return { score: 0.35 };
  if (/^<\?xml[\s?]/.test(text)) return { score: 0.45 };
  const root = ROOT.exec(text)?.[1];
  if (!root || HTML_ELEMENTS.has(root.toLowerCase())) return null;
  const end = text.trimEnd();
  const closed = end.endsWith(`</${root}>`) || (end.endsWith('/>') && !end.slice(0, -2).includes('<', 1));
  return truncated || closed ? { score: 0.45 } : null;
};
