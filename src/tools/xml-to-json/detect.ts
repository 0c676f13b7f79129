import { trimmedStart, type Detector } from '../../lib/detect';

const NAME = /[A-Za-z_][\w:.-]*/y;
/** What may follow an element's name in its start tag: attributes with quoted values, perhaps '/'. */
const ATTRIBUTES = /^(?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*\s*\/?$/;
/** An '&' in text that does not start a character or entity reference. */
const BARE_AMPERSAND = /&(?!#\d+;|#x[0-9A-Fa-f]+;|[A-Za-z_][\w.-]*;)/;
/** Elements of HTML: a page or a fragment of one is markup to show or edit, seldom data to convert. */
const HTML_ROOTS = new Set(
  'html head body div span p a ul ol li table tr td th section article main nav header footer form h1 h2 h3 h4 h5 h6 em strong b i'.split(
    ' ',
  ),
);

/**
 * Scans the text as one XML element with well-formed tags (names that match, quoted attributes, '&' only
 * in references). It returns the root's name, or null. A truncated sample only has to be well-formed as
 * far as it goes.
 */
function scanXml(text: string, truncated: boolean): string | null {
  const stack: string[] = [];
  let root = '';
  let index = 0;
  const cut = () => (truncated && root !== '' ? root : null);
  while (index < text.length) {
    const open = text.indexOf('<', index);
    let chunk = open < 0 ? text.slice(index) : text.slice(index, open);
    if (open < 0 && truncated) chunk = chunk.replace(/&[#\w.-]*$/, '');
    if (stack.length === 0 ? chunk.trim() !== '' : BARE_AMPERSAND.test(chunk)) return null;
    if (open < 0) break;

    const skipTo = (terminator: string, from: number) => {
      const end = text.indexOf(terminator, from);
      return end < 0 ? -1 : end + terminator.length;
    };
    let next: number;
    if (text.startsWith('<!--', open)) next = skipTo('-->', open + 4);
    else if (text.startsWith('<![CDATA[', open)) {
      if (stack.length === 0) return null;
      next = skipTo(']]>', open + 9);
    } else if (text.startsWith('<?', open)) next = skipTo('?>', open + 2);
    else if (text.startsWith('<!', open)) {
      if (root !== '') return null; // a DOCTYPE comes before the root
      const bracket = text.indexOf('[', open);
      const close = text.indexOf('>', open);
      next = bracket >= 0 && bracket < close ? skipTo(']>', bracket) : close < 0 ? -1 : close + 1;
    } else {
      const closing = text[open + 1] === '/';
      NAME.lastIndex = open + (closing ? 2 : 1);
      const name = NAME.exec(text)?.[0];
      if (!name) return open >= text.length - 2 ? cut() : null;
      const end = text.indexOf('>', NAME.lastIndex);
      if (end < 0) return cut();
      const rest = text.slice(NAME.lastIndex, end);
      if (closing) {
        if (rest.trim() !== '' || stack.pop() !== name) return null;
      } else {
        if (!ATTRIBUTES.test(rest)) return null;
        if (root === '') root = name;
        else if (stack.length === 0) return null; // a second root
        if (!rest.endsWith('/')) stack.push(name);
      }
      next = end + 1;
    }
    if (next < 0) return cut();
    index = next;
  }
  if (root === '' || (stack.length > 0 && !truncated)) return null;
  return root;
}

/**
 * An XML document: one root element, well-formed as far as can be told without a parser. A declaration
 * makes it unmistakable; an HTML element at the root makes it more likely a page than data. A text that
 * declares itself XML but is not well-formed is still for the converter, which says where it breaks.
 */
export const detect: Detector = (sample, truncated) => {
  const text = trimmedStart(sample);
  if (text[0] !== '<') return null;
  const declared = /^<\?xml\s/.test(text);
  const root = scanXml(text, truncated);
  if (root === null) return declared ? { score: 0.6 } : null;
  if (declared) return { score: 0.97 };
  return { score: HTML_ROOTS.has(root.toLowerCase()) ? 0.5 : 0.9 };
};
