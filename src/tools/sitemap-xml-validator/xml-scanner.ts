/**
 * A small streaming XML scanner for well-formedness (XML 1.0: one root, matching tags, quoted and unique
 * attributes, only the five predefined entities and character references, no raw `<` or `&` in text) that
 * hands start tags, end tags and text to a handler with their offsets. One pass, no recursion, and it jumps
 * from `<` to `<` with indexOf: a 50 MB sitemap takes a fraction of a second.
 */

export interface XmlAttribute {
  name: string;
  value: string;
  offset: number;
}

export interface XmlHandler {
  start(name: string, attributes: readonly XmlAttribute[], offset: number, selfClosing: boolean): void;
  end(name: string, offset: number): void;
  /** Character data (entities decoded), inside the root element only. */
  text(value: string, offset: number): void;
  /** Whether the element open now wants its text: when not, text is only checked, not copied out. */
  wantsText(): boolean;
  doctype?(offset: number): void;
}

/** The first well-formedness error: XML parsers stop there, and so does the scanner. */
export interface XmlError {
  message: string;
  offset: number;
  length: number;
  code: string;
}

const NAME = /[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7-\uFFFF-]*/y;
const REFERENCE = /&(?:#x([0-9A-Fa-f]+)|#([0-9]+)|([A-Za-z_:][\w.:-]*));/y;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NO_ATTRIBUTES: XmlAttribute[] = [];
/** Whether a character may continue a name (what the NAME pattern takes after its first character). */
const isNameCharacter = (code: number) =>
  (code >= 97 && code <= 122) ||
  (code >= 65 && code <= 90) ||
  (code >= 48 && code <= 58) ||
  code === 95 ||
  code === 45 ||
  code === 46 ||
  code >= 0xb7;
/** XML white space: space, tab, carriage return, line feed. */
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
/** Characters XML 1.0 forbids anywhere (controls other than tab, line feed and carriage return). */
// eslint-disable-next-line no-control-regex -- these are exactly the characters looked for
const FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;

class XmlFault extends Error {
  constructor(readonly fault: XmlError) {
    super(fault.message);
  }
}

const fail = (message: string, offset: number, length: number, code: string): never => {
  throw new XmlFault({ message, offset, length, code });
};

/** Decodes the references in `raw`, which starts at `offset`; a bare `&` or an unknown entity is an error. */
function decode(raw: string, offset: number): string {
  let amp = raw.indexOf('&');
  if (amp === -1) return raw;
  let out = '';
  let from = 0;
  while (amp !== -1) {
    out += raw.slice(from, amp);
    REFERENCE.lastIndex = amp;
    const match = REFERENCE.exec(raw);
    if (!match) {
      fail(
        'A bare "&": in XML it starts an entity, so a literal & must be written &amp; (in a URL too: ?a=1&amp;b=2).',
        offset + amp,
        1,
        'xml-bare-ampersand',
      );
    }
    const [whole, hex, decimal, name] = match!;
    if (name !== undefined) {
      const value = PREDEFINED[name];
      if (value === undefined)
        fail(
          `"&${name};" is not an XML entity: only &amp; &lt; &gt; &quot; and &apos; are defined (HTML entities such as &nbsp; are not). Use a character reference such as &#160;.`,
          offset + amp,
          whole.length,
          'xml-undefined-entity',
        );
      out += value;
    } else {
      const code = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal!, 10);
      const allowed =
        code === 9 ||
        code === 10 ||
        code === 13 ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff);
      if (!allowed)
        fail(
          `"${whole}" refers to a character XML does not allow.`,
          offset + amp,
          whole.length,
          'xml-invalid-character-reference',
        );
      out += String.fromCodePoint(code);
    }
    from = amp + whole.length;
    amp = raw.indexOf('&', from);
  }
  return out + raw.slice(from);
}

/** Scans `text` as an XML document, calling `handler` as it goes; returns the first well-formedness error. */
export function scanXml(text: string, handler: XmlHandler): XmlError | null {
  try {
    scan(text, handler);
    return null;
  } catch (error) {
    if (error instanceof XmlFault) return error.fault;
    throw error;
  }
}

function scan(text: string, handler: XmlHandler): void {
  FORBIDDEN.lastIndex = 0;
  const forbidden = FORBIDDEN.exec(text);
  // Checked once up front; reported only if the scan gets that far without an earlier error.
  const forbiddenAt = forbidden ? forbidden.index : -1;

  const length = text.length;
  const names: string[] = [];
  const openedAt: number[] = [];
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const documentStart = index;
  let rootSeen = false;
  let rootClosed = false;

  while (index < length) {
    const lt = text.indexOf('<', index);
    const segmentEnd = lt === -1 ? length : lt;
    if (forbiddenAt !== -1 && forbiddenAt < segmentEnd)
      fail(
        `A control character (U+${text.charCodeAt(forbiddenAt).toString(16).toUpperCase().padStart(4, '0')}) XML does not allow: remove it.`,
        forbiddenAt,
        1,
        'xml-invalid-character',
      );
    if (segmentEnd > index && names.length > 0 && !handler.wantsText()) {
      // The white space between elements, mostly: copied out only to check a `&` in it.
      const amp = text.indexOf('&', index);
      if (amp !== -1 && amp < segmentEnd) decode(text.slice(index, segmentEnd), index);
    } else if (segmentEnd > index) {
      const raw = text.slice(index, segmentEnd);
      if (names.length === 0) {
        const content = raw.search(/[^ \t\r\n]/);
        if (content !== -1)
          fail(
            rootClosed
              ? 'Text after the root element has closed: a document has one root element, and nothing but comments may follow it.'
              : 'Text before the root element: an XML document starts with its declaration or its root element.',
            index + content,
            1,
            rootClosed ? 'xml-content-after-root' : 'xml-content-before-root',
          );
      } else {
        handler.text(decode(raw, index), index);
      }
    }
    if (lt === -1) break;

    if (text.startsWith('<!--', lt)) {
      const close = text.indexOf('-->', lt + 4);
      if (close === -1) fail('This comment is never closed with "-->".', lt, 4, 'xml-unclosed-comment');
      index = close + 3;
    } else if (text.startsWith('<![CDATA[', lt)) {
      if (names.length === 0) fail('A CDATA section outside the root element.', lt, 9, 'xml-cdata-outside-root');
      const close = text.indexOf(']]>', lt + 9);
      if (close === -1) fail('This CDATA section is never closed with "]]>".', lt, 9, 'xml-unclosed-cdata');
      handler.text(text.slice(lt + 9, close), lt + 9);
      index = close + 3;
    } else if (text.startsWith('<?', lt)) {
      const close = text.indexOf('?>', lt + 2);
      if (close === -1) fail('This processing instruction is never closed with "?>".', lt, 2, 'xml-unclosed-pi');
      NAME.lastIndex = lt + 2;
      const target = NAME.exec(text)?.[0] ?? '';
      if (target.toLowerCase() === 'xml' && lt !== documentStart)
        fail(
          'The XML declaration must be the very first thing in the file: nothing, not even a blank line or a space, may come before "<?xml".',
          lt,
          5,
          'xml-misplaced-declaration',
        );
      index = close + 2;
    } else if (text.startsWith('<!DOCTYPE', lt)) {
      if (rootSeen) fail('A DOCTYPE after the root element has started.', lt, 9, 'xml-misplaced-doctype');
      handler.doctype?.(lt);
      const bracket = text.indexOf('[', lt);
      const close = text.indexOf('>', lt);
      let end = close;
      if (bracket !== -1 && bracket < close) {
        const subsetEnd = text.indexOf(']', bracket);
        end = subsetEnd === -1 ? -1 : text.indexOf('>', subsetEnd);
      }
      if (end === -1) fail('This DOCTYPE is never closed.', lt, 9, 'xml-unclosed-doctype');
      index = end + 1;
    } else if (text[lt + 1] === '/') {
      const { name, at } = readEndTag(text, lt, names, openedAt);
      handler.end(name, lt);
      if (names.length === 0) rootClosed = true;
      index = at + 1;
    } else {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(text)?.[0];
      if (!name)
        fail('A "<" that starts no tag: a literal < in text must be written &lt;.', lt, 1, 'xml-bare-less-than');
      if (rootClosed)
        fail(
          `<${name}> after the root element has closed: a document has exactly one root element.`,
          lt,
          name!.length + 1,
          'xml-second-root',
        );
      const { attributes, selfClosing, at } = readStartTag(text, lt, name!);
      rootSeen = true;
      handler.start(name!, attributes, lt, selfClosing);
      if (selfClosing) {
        handler.end(name!, lt);
        if (names.length === 0) rootClosed = true;
      } else {
        names.push(name!);
        openedAt.push(lt);
      }
      index = at + 1;
    }
  }
  if (names.length > 0) {
    const offset = openedAt[openedAt.length - 1]!;
    fail(
      `<${names[names.length - 1]}> is never closed: the document ends first (add </${names[names.length - 1]}>).`,
      offset,
      names[names.length - 1]!.length + 1,
      'xml-unclosed-element',
    );
  }
  if (!rootSeen) fail('No root element: the document is empty.', documentStart, 0, 'xml-no-root');
}

/** The attributes of a start tag, from after its name to its ">" or "/>" (`at`, the offset of the ">"). */
function readStartTag(
  text: string,
  lt: number,
  name: string,
): { attributes: XmlAttribute[]; selfClosing: boolean; at: number } {
  const length = text.length;
  let at = lt + 1 + name.length;
  let attributes: XmlAttribute[] = NO_ATTRIBUTES;
  let selfClosing = false;
  for (;;) {
    const before = at;
    while (at < length && isSpace(text.charCodeAt(at))) at += 1;
    if (at >= length)
      fail(`The start tag <${name}> is never closed with ">".`, lt, name.length + 1, 'xml-unclosed-tag');
    if (text[at] === '>') break;
    if (text[at] === '/' && text[at + 1] === '>') {
      selfClosing = true;
      at += 1;
      break;
    }
    if (at === before)
      fail(`Attributes of <${name}> must be separated by white space.`, at, 1, 'xml-invalid-attribute');
    NAME.lastIndex = at;
    const attributeName = NAME.exec(text)?.[0];
    if (!attributeName) fail(`Unexpected "${text[at]}" in the start tag <${name}>.`, at, 1, 'xml-invalid-attribute');
    const attributeOffset = at;
    at += attributeName!.length;
    while (at < length && isSpace(text.charCodeAt(at))) at += 1;
    if (text[at] !== '=')
      fail(
        `The attribute ${attributeName} of <${name}> has no value: XML needs name="value".`,
        attributeOffset,
        attributeName!.length,
        'xml-attribute-without-value',
      );
    at += 1;
    while (at < length && isSpace(text.charCodeAt(at))) at += 1;
    const quote = text[at];
    if (quote !== '"' && quote !== "'")
      fail(
        `The value of ${attributeName} must be in quotes.`,
        attributeOffset,
        at + 1 - attributeOffset,
        'xml-unquoted-attribute',
      );
    const close = text.indexOf(quote!, at + 1);
    if (close === -1)
      fail(`The value of ${attributeName} is never closed with ${quote}.`, at, 1, 'xml-unclosed-attribute');
    const raw = text.slice(at + 1, close);
    const lessThan = raw.indexOf('<');
    if (lessThan !== -1)
      fail('A "<" inside an attribute value: write it as &lt;.', at + 1 + lessThan, 1, 'xml-less-than-in-attribute');
    if (attributes.some((attribute) => attribute.name === attributeName))
      fail(
        `<${name}> has the attribute ${attributeName} twice.`,
        attributeOffset,
        attributeName!.length,
        'xml-duplicate-attribute',
      );
    if (attributes === NO_ATTRIBUTES) attributes = [];
    attributes.push({ name: attributeName!, value: decode(raw, at + 1), offset: attributeOffset });
    at = close + 1;
  }
  return { attributes, selfClosing, at };
}

/** An end tag: its name, which must close the element open (popped from `names`); `at` is its ">". */
function readEndTag(text: string, lt: number, names: string[], openedAt: number[]): { name: string; at: number } {
  const length = text.length;
  // Most end tags close the element open: compared in place rather than read out with the name pattern.
  const expected = names[names.length - 1];
  let name: string | undefined;
  if (
    expected !== undefined &&
    text.startsWith(expected, lt + 2) &&
    !isNameCharacter(text.charCodeAt(lt + 2 + expected.length))
  )
    name = expected;
  else {
    NAME.lastIndex = lt + 2;
    name = NAME.exec(text)?.[0];
  }
  if (!name) fail('"</" must be followed by the name of the element it closes.', lt, 2, 'xml-invalid-end-tag');
  let at = lt + 2 + name!.length;
  while (at < length && isSpace(text.charCodeAt(at))) at += 1;
  if (text[at] !== '>') fail(`The end tag </${name}> is not closed with ">".`, lt, at - lt, 'xml-invalid-end-tag');
  const open = names.pop();
  const openOffset = openedAt.pop();
  if (open === undefined)
    fail(`</${name}> closes nothing: no element is open here.`, lt, at + 1 - lt, 'xml-unexpected-end-tag');
  if (open !== name)
    fail(
      `</${name}> does not match <${open}>, the element open here (opened ${describeOffset(text, openOffset!)}): close <${open}> first.`,
      lt,
      at + 1 - lt,
      'xml-mismatched-tag',
    );
  return { name: name!, at };
}

/** "on line 3": only for messages, so a count of line breaks up to the offset is fine. */
function describeOffset(text: string, offset: number): string {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line += 1;
  return `on line ${line}`;
}
