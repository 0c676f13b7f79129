/**
 * Where each node of an XML document is in its source. DOMParser gives no positions, so this scanner reads
 * the markup once and lists, in document order, the elements (their whole extent and each attribute), the
 * runs of character data and CDATA sections inside the root, the comments and the processing instructions.
 * The DOM lists the same nodes in the same order, so the nth element of the DOM is the nth element here
 * (and likewise for each kind): that is how a result node finds its place. The scanner is only asked about
 * well-formed documents (the DOM of a broken one is an error page), so it can stay simple; it never throws.
 */

export interface SourceRange {
  from: number;
  to: number;
}

export interface ScannedElement extends SourceRange {
  /** The qualified name as written. */
  name: string;
  /** Where the attributes are: from the end of the name to the end of the start tag. */
  attributesFrom: number;
  tagEnd: number;
}

export interface NamespaceDeclaration {
  /** null for a default namespace (`xmlns="…"`). */
  prefix: string | null;
  uri: string;
  offset: number;
  length: number;
}

export interface ScannedXml {
  elements: ScannedElement[];
  /** Text runs and CDATA sections inside the root element: each is one DOM node. */
  texts: SourceRange[];
  comments: SourceRange[];
  instructions: SourceRange[];
  declarations: NamespaceDeclaration[];
}

const NAME = /[^\s/>=]+/y;
const ATTRIBUTE = /\s*([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/y;
/** The rest of a start tag: anything up to the first > outside quotes. */
const TAG_REST = /(?:[^>"']|"[^"]*"|'[^']*')*>/y;

/**
 * Each attribute of an element as written (`name="value"`), by its qualified name. Read on demand: a
 * document has far more attributes than any query asks about.
 */
export function attributesOf(text: string, element: ScannedElement): Map<string, SourceRange> {
  const attributes = new Map<string, SourceRange>();
  let cursor = element.attributesFrom;
  for (;;) {
    ATTRIBUTE.lastIndex = cursor;
    const attribute = ATTRIBUTE.exec(text);
    if (!attribute || ATTRIBUTE.lastIndex > element.tagEnd) break;
    const from = attribute.index + attribute[0].length - attribute[0].trimStart().length;
    attributes.set(attribute[1]!, { from, to: ATTRIBUTE.lastIndex });
    cursor = ATTRIBUTE.lastIndex;
  }
  return attributes;
}

export function scanXml(text: string): ScannedXml {
  const scanned: ScannedXml = { elements: [], texts: [], comments: [], instructions: [], declarations: [] };
  const open: ScannedElement[] = [];
  let position = 0;
  const endOf = (terminator: string, from: number) => {
    const at = text.indexOf(terminator, from);
    return at < 0 ? text.length : at + terminator.length;
  };

  while (position < text.length) {
    const markup = text.indexOf('<', position);
    const textEnd = markup < 0 ? text.length : markup;
    if (textEnd > position && open.length > 0) scanned.texts.push({ from: position, to: textEnd });
    if (markup < 0) break;

    if (text.startsWith('<!--', markup)) {
      position = endOf('-->', markup + 4);
      scanned.comments.push({ from: markup, to: position });
    } else if (text.startsWith('<![CDATA[', markup)) {
      position = endOf(']]>', markup + 9);
      scanned.texts.push({ from: markup, to: position });
    } else if (text.startsWith('<?', markup)) {
      position = endOf('?>', markup + 2);
      // The XML declaration is not a node.
      if (!/^<\?xml[\s?]/i.test(text.slice(markup, markup + 6)))
        scanned.instructions.push({ from: markup, to: position });
    } else if (text.startsWith('<!', markup)) {
      // A DOCTYPE, perhaps with an internal subset in brackets.
      const close = text.indexOf('>', markup);
      const bracket = text.indexOf('[', markup);
      if (bracket >= 0 && (close < 0 || bracket < close)) {
        const subsetEnd = /\]\s*>/g;
        subsetEnd.lastIndex = bracket;
        const found = subsetEnd.exec(text);
        position = found ? found.index + found[0].length : text.length;
      } else position = close < 0 ? text.length : close + 1;
    } else if (text[markup + 1] === '/') {
      position = endOf('>', markup + 2);
      const element = open.pop();
      if (element) element.to = position;
    } else {
      NAME.lastIndex = markup + 1;
      const name = NAME.exec(text)?.[0];
      if (!name) {
        position = markup + 1;
        continue;
      }
      TAG_REST.lastIndex = NAME.lastIndex;
      const rest = TAG_REST.exec(text);
      position = rest ? TAG_REST.lastIndex : text.length;
      const element: ScannedElement = {
        name,
        from: markup,
        to: text.length,
        attributesFrom: NAME.lastIndex,
        tagEnd: position,
      };
      // Namespace declarations are rare: the attributes are read only where one may be.
      if (text.slice(NAME.lastIndex, position).includes('xmlns'))
        for (const [attribute, range] of attributesOf(text, element))
          if (attribute === 'xmlns' || attribute.startsWith('xmlns:'))
            scanned.declarations.push({
              prefix: attribute === 'xmlns' ? null : attribute.slice(6),
              uri: decodeBasicEntities(
                text
                  .slice(text.indexOf('=', range.from) + 1, range.to)
                  .trim()
                  .slice(1, -1),
              ),
              offset: range.from,
              length: range.to - range.from,
            });
      scanned.elements.push(element);
      if (text[position - 2] === '/') element.to = position;
      else open.push(element);
    }
  }
  return scanned;
}

const BASIC_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A namespace URI as the parser reads it: the five predefined entities and character references decoded. */
function decodeBasicEntities(value: string): string {
  return value.replace(/&(?:#x([0-9a-fA-F]+)|#(\d+)|(\w+));/g, (whole, hex: string, decimal: string, name: string) => {
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    if (decimal) return String.fromCodePoint(Number(decimal));
    return BASIC_ENTITIES[name] ?? whole;
  });
}
