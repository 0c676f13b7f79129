/**
 * XPath 1.0 through the browser's own engine (`document.evaluate`) on a document parsed by DOMParser, as
 * XML or HTML. It needs a DOM, which workers do not have, so it runs on the page, where nothing can interrupt
 * it. What could make it long is bounded before it starts, for a share link as for typed input: entities
 * past ENTITY_LIMITS are refused before DOMParser expands them (lib/xml-entities.ts), documents over the
 * screen's ASK_ABOVE wait for a click, and so do expressions whose work grows faster than the document
 * (SLOW_WORK). Each result node gets its location path and its place in the source (xml-scan.ts for XML,
 * html-ranges.ts for HTML).
 */
import type { Example } from '../../lib/example';
import { XMLValidator } from 'fast-xml-parser';
import { LineIndex, type DocumentProblem } from '../../lib/problems';
import { measureEntityExpansion } from '../../lib/xml-entities';
import { parseXPath, XPathSyntaxError, type XPathSyntax } from './xpath-syntax';
import type { htmlRanges } from './html-ranges';
import { attributesOf, scanXml, type NamespaceDeclaration, type SourceRange } from './xml-scan';

export type XPathMode = 'auto' | 'xml' | 'html';

export interface XPathOptions {
  mode: XPathMode;
  /** Run an expression even when its estimated work (see SLOW_WORK) is past the limit: the user said so. */
  allowSlow?: boolean;
}

/** The paneId of the expression's editor: its problems name it. */
export const EXPRESSION_PANE = 'expression';

/**
 * An expression whose work grows faster than the document (`degree` 2 or more, see xpath-syntax.ts) asks
 * before it runs when the document's node count to that power passes this. Measured in Chromium on a
 * document of 1,000 elements with text (2,001 nodes, 4 million units): //a[count(//a) > 0] took 0.1 s,
 * //a[not(. = preceding::a)] 0.3 s; at 10,000 elements 29 s and 64 s, all of it on the page, which document.evaluate
 * cannot leave and nothing can interrupt.
 */
export const SLOW_WORK = 10_000_000;

export interface SlowExpression {
  /** The power of the node count the work grows with. */
  degree: number;
  /** Nodes in the document: elements, attributes, texts, comments and processing instructions. */
  nodes: number;
}

export type NodeKind =
  'element' | 'attribute' | 'text' | 'cdata' | 'comment' | 'processing-instruction' | 'document' | 'doctype';

export interface NodeResult {
  /** The absolute location path of the node (`/rss/channel/item[2]/title`), itself a valid expression here. */
  path: string;
  kind: NodeKind;
  /** The node's source (an element's markup, an attribute as written, a text), shortened. */
  preview: string;
  /** Where the node is in the source; null where it has no markup of its own (an implied <body>). */
  range: SourceRange | null;
}

export type XPathValue =
  | { type: 'nodes'; nodes: NodeResult[]; total: number; marks: SourceRange[] }
  | { type: 'number'; value: number }
  | { type: 'string'; value: string }
  | { type: 'boolean'; value: boolean };

export interface NamespaceBinding {
  prefix: string;
  uri: string;
  /** Where the document declares it (null for a binding the tool adds, such as `svg` in HTML). */
  line: number | null;
  /** How the binding came about: declared, chosen for a default namespace, built in. */
  origin: 'declared' | 'default' | 'built-in';
}

export interface XPathReport {
  mode: 'xml' | 'html';
  /** The document's problems (XML that is not well-formed), placed in the source. */
  problems: DocumentProblem[];
  /** What is wrong with the expression (at most one problem), placed in the expression pane. */
  expressionProblems: DocumentProblem[];
  /** The expression would take long on this document and was not run: it runs with `allowSlow`. */
  slow: SlowExpression | null;
  bindings: NamespaceBinding[];
  /** Notes on the namespaces: the default namespace and its prefix, prefixes bound twice. */
  namespaceNotes: string[];
  result: XPathValue | null;
}

export const SAMPLE_INPUT = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Ada's Bakery</title>
    <link>https://bakery.example/</link>
    <item>
      <title>Rye is back</title>
      <dc:creator>Ada</dc:creator>
      <category>bread</category>
      <price currency="EUR">4.50</price>
      <guid isPermaLink="false">bakery-1</guid>
    </item>
    <item>
      <title>Croissants on Sundays</title>
      <dc:creator>Grace</dc:creator>
      <category>pastry</category>
      <price currency="EUR">2.20</price>
      <guid isPermaLink="false">bakery-2</guid>
    </item>
    <item>
      <title>Spelt loaf</title>
      <dc:creator>Ada</dc:creator>
      <category>bread</category>
      <price currency="EUR">5.10</price>
      <!-- back in spring -->
    </item>
  </channel>
</rss>
`;

export const SAMPLE_EXPRESSION = '//item/title';

/** An Atom feed: everything is in a default namespace, which XPath 1.0 cannot name without a prefix. */
export const ATOM_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Ada's Bakery</title>
  <entry>
    <title>Rye is back</title>
    <updated>2026-03-02T07:00:00Z</updated>
  </entry>
  <entry>
    <title>Croissants on Sundays</title>
    <updated>2026-03-08T07:00:00Z</updated>
  </entry>
</feed>
`;

export const ATOM_EXPRESSION = '//d:entry/d:title';

export const EXAMPLES: readonly Example[] = [
  { name: 'Every item’s title', code: '//item/title' },
  { name: 'Titles of the bread items, as text', code: "//item[category='bread']/title/text()" },
  { name: 'An attribute, filtered by a number', code: '//item[price > 3]/price/@currency' },
  { name: 'A prefixed element', code: '//dc:creator', description: 'dc is registered from the document.' },
  { name: 'How many items', code: 'count(//item)' },
  { name: 'The average price', code: 'sum(//price) div count(//price)' },
  { name: 'The channel’s title, as a string', code: 'string(/rss/channel/title)' },
  { name: 'Did Grace write an item?', code: "boolean(//item[dc:creator='Grace'])" },
  { name: 'Every comment', code: '//comment()' },
];

/** Result nodes listed with their path and preview; the rest are counted (and marked, up to MAX_MARKED). */
export const LISTED_NODES = 1_000;
export const MAX_MARKED = 10_000;
const PREVIEW_LENGTH = 160;

const HTML_START = /^[\s\uFEFF]*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>])/i;
const HTML_NS = 'http://www.w3.org/1999/xhtml';
const BUILT_IN_HTML: readonly NamespaceBinding[] = [
  { prefix: 'svg', uri: 'http://www.w3.org/2000/svg', line: null, origin: 'built-in' },
  { prefix: 'math', uri: 'http://www.w3.org/1998/Math/MathML', line: null, origin: 'built-in' },
];

/** HTML when it opens like a page (a doctype or <html>); anything else is read as XML. */
export function detectMode(text: string): 'xml' | 'html' {
  return HTML_START.test(text.slice(0, 4096)) ? 'html' : 'xml';
}

/**
 * The line, column and message of an XML parse error from the `parsererror` element a DOMParser puts in
 * a broken document. Each engine words it its own way: Chromium "error on line 3 at column 5: …", Firefox
 * "… Line Number 3, Column 5", jsdom "3:5: …".
 */
export function readParserError(message: string): { line: number; column: number; reason: string } | null {
  const chromium = /error on line (\d+) at column (\d+):\s*([^\n]*)/i.exec(message);
  if (chromium) return { line: Number(chromium[1]), column: Number(chromium[2]), reason: chromium[3]!.trim() };
  const jsdom = /^\s*(\d+):(\d+):\s*([^\n]*)/.exec(message);
  if (jsdom) return { line: Number(jsdom[1]), column: Number(jsdom[2]), reason: jsdom[3]!.trim() };
  const firefox = /Line Number (\d+), Column (\d+)/i.exec(message);
  if (firefox) {
    const reason = /XML Parsing Error:\s*([^\n]*)/i.exec(message)?.[1] ?? message.split('\n')[0]!;
    return { line: Number(firefox[1]), column: Number(firefox[2]), reason: reason.trim() };
  }
  return null;
}

const PARSER_ERROR_NAMESPACES = [HTML_NS, 'http://www.mozilla.org/newlayout/xml/parsererror.xml'];

/** The element a DOMParser puts in (Chromium) or makes the root of (Firefox, jsdom) a broken XML document. */
function findParserError(document: Document): Element | null {
  for (const namespace of PARSER_ERROR_NAMESPACES) {
    const found = document.getElementsByTagNameNS(namespace, 'parsererror')[0];
    if (found) return found;
  }
  return null;
}

const PREDEFINED_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const ENTITY_OR_SKIPPED = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|&([A-Za-z_][\w.-]*);/g;

/**
 * The first reason the XML is not well-formed, found before DOMParser sees it. Chromium marks up a broken
 * document's error with inline styles, which the page's CSP refuses, logging an error in the console; so
 * the document is checked here first (fast-xml-parser's validator, plus the two rules it leaves out: entities
 * XML does not define, and prefixes no xmlns declares), and DOMParser only sees what should parse.
 */
function wellFormedProblem(
  text: string,
  scanned: ReturnType<typeof scanXml>,
  index: LineIndex,
): DocumentProblem | null {
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) {
    const { msg, line, col } = verdict.err;
    return index.problem('error', `The XML is not well-formed: ${msg.replace(/\.$/, '')}`, index.offsetAt(line, col), {
      code: 'xml-parse-error',
    });
  }
  // Entities are declared in the DOCTYPE's internal subset; a declaration anywhere else fails above.
  const declaredEntities = new Set([...text.matchAll(/<!ENTITY\s+([^\s%]+)/g)].map((match) => match[1]!));
  for (const match of text.matchAll(ENTITY_OR_SKIPPED)) {
    const name = match[1];
    if (name === undefined || PREDEFINED_ENTITIES.has(name) || declaredEntities.has(name)) continue;
    return index.problem(
      'error',
      `The XML is not well-formed: &${name}; is not defined. XML knows only &amp; &lt; &gt; &quot; &apos; unless the DOCTYPE declares more; write a character reference such as &#160; instead`,
      match.index,
      { length: match[0].length, code: 'xml-parse-error' },
    );
  }
  const prefixes = new Set(['xml', 'xmlns', ...scanned.declarations.flatMap(({ prefix }) => (prefix ? [prefix] : []))]);
  for (const element of scanned.elements) {
    // Attribute names are read only from tags that have a prefixed name in them.
    const tag = text.slice(element.attributesFrom, element.tagEnd);
    const names = [element.name, ...(tag.includes(':') ? attributesOf(text, element).keys() : [])];
    const undeclared = names.find((name) => name.includes(':') && !prefixes.has(name.slice(0, name.indexOf(':'))));
    if (undeclared)
      return index.problem(
        'error',
        `The XML is not well-formed in namespaces: the prefix of ${undeclared} is declared by no xmlns:${undeclared.slice(0, undeclared.indexOf(':'))} attribute`,
        element.from,
        {
          length: Math.min(element.to, text.indexOf('>', element.from) + 1) - element.from,
          code: 'xml-namespace-error',
        },
      );
  }
  return null;
}

/**
 * The DOCTYPE's entities past ENTITY_LIMITS (XML to JSON's limits), found before DOMParser expands them: the
 * browser's parser would build the whole expansion on the page (a 370-character share link held 10^9
 * characters of it), and engines differ in where they stop, if they stop.
 */
function entityProblem(text: string, index: LineIndex): DocumentProblem | null {
  const { refusal } = measureEntityExpansion(text);
  if (!refusal) return null;
  const message =
    refusal.reason === 'loop'
      ? `The XML is not well-formed: ${refusal.message.replace(/^The/, 'the')}.`
      : refusal.reason === 'parameter'
        ? `${refusal.message}. The document is not read.`
        : `${refusal.message}. The document is not read, so that it cannot freeze the page: entities make a small document huge this way (the "billion laughs" attack).`;
  return index.problem('error', message, refusal.offset, {
    length: refusal.length,
    code: refusal.reason === 'loop' ? 'xml-parse-error' : 'xml-entity-limit',
  });
}

/** The first prefix from d, d2, d3… that the document does not use. */
function freePrefix(taken: ReadonlySet<string>): string {
  if (!taken.has('d')) return 'd';
  for (let number = 2; ; number += 1) if (!taken.has(`d${number}`)) return `d${number}`;
}

function namespacesOf(
  declarations: readonly NamespaceDeclaration[],
  index: LineIndex,
): { bindings: NamespaceBinding[]; notes: string[] } {
  const bindings: NamespaceBinding[] = [];
  const notes: string[] = [];
  const byPrefix = new Map<string, string>();
  for (const { prefix, uri, offset } of declarations) {
    if (prefix === null) continue;
    const bound = byPrefix.get(prefix);
    if (bound === undefined) {
      byPrefix.set(prefix, uri);
      bindings.push({ prefix, uri, line: index.locate(offset).line, origin: 'declared' });
    } else if (bound !== uri)
      notes.push(
        `The prefix ${prefix} is bound to ${bound} and, at line ${index.locate(offset).line}, to ${uri}: an expression can use only one, so ${prefix}: means ${bound} here.`,
      );
  }
  const taken = new Set(byPrefix.keys());
  const defaults = new Map<string, number>();
  for (const { prefix, uri, offset } of declarations)
    if (prefix === null && uri !== '' && !defaults.has(uri)) defaults.set(uri, offset);
  for (const [uri, offset] of defaults) {
    const prefix = freePrefix(taken);
    taken.add(prefix);
    bindings.push({ prefix, uri, line: index.locate(offset).line, origin: 'default' });
    notes.push(
      `The elements under xmlns="${uri}" (line ${index.locate(offset).line}) are in a default namespace. XPath 1.0 has no default namespace: a name without a prefix means "no namespace", so //item finds nothing there. Write ${prefix}:item (the tool binds ${prefix} to it), or //*[local-name()='item'].`,
    );
  }
  return { bindings, notes };
}

const shorten = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text);

function kindOf(node: Node): NodeKind {
  switch (node.nodeType) {
    case 1:
      return 'element';
    case 2:
      return 'attribute';
    case 4:
      return 'cdata';
    case 7:
      return 'processing-instruction';
    case 8:
      return 'comment';
    case 9:
      return 'document';
    case 10:
      return 'doctype';
    default:
      return 'text';
  }
}

/**
 * Location paths for result nodes. The position of a node among its like siblings is found once per parent
 * (one pass over its children), so a thousand results under one parent cost one pass, not a thousand.
 */
class PathMaker {
  private readonly positions = new Map<Node, Map<Node, { position: number; alone: boolean }>>();

  constructor(
    private readonly prefixOf: (uri: string | null) => string | null,
    private readonly html: boolean,
  ) {}

  path(node: Node): string {
    if (node.nodeType === 9) return '/';
    if (node.nodeType === 2) {
      const attribute = node as Attr;
      const owner = attribute.ownerElement;
      return `${owner ? this.path(owner) : ''}/@${attribute.name}`;
    }
    const steps: string[] = [];
    for (let current: Node | null = node; current && current.nodeType !== 9; current = current.parentNode) {
      // A node in a <template>'s content fragment, which XPath from the document cannot reach.
      if (current.nodeType === 11) break;
      steps.push(this.step(current));
    }
    return `/${steps.reverse().join('/')}`;
  }

  private test(node: Node): string {
    switch (node.nodeType) {
      case 1: {
        const element = node as Element;
        if (this.html && element.namespaceURI === HTML_NS) return element.localName;
        const prefix = element.prefix ?? this.prefixOf(element.namespaceURI);
        return prefix ? `${prefix}:${element.localName}` : element.localName;
      }
      case 3:
      case 4:
        return 'text()';
      case 8:
        return 'comment()';
      case 7:
        return `processing-instruction('${(node as ProcessingInstruction).target}')`;
      default:
        return 'node()';
    }
  }

  private alike(a: Node, b: Node): boolean {
    if (a.nodeType === 1 && b.nodeType === 1)
      return (
        (a as Element).localName === (b as Element).localName &&
        (a as Element).namespaceURI === (b as Element).namespaceURI
      );
    const textual = (type: number) => type === 3 || type === 4;
    if (textual(a.nodeType) && textual(b.nodeType)) return true;
    if (a.nodeType === 7 && b.nodeType === 7)
      return (a as ProcessingInstruction).target === (b as ProcessingInstruction).target;
    return a.nodeType === b.nodeType;
  }

  private step(node: Node): string {
    const parent = node.parentNode;
    const test = this.test(node);
    if (!parent) return test;
    let table = this.positions.get(parent);
    if (!table) {
      table = new Map();
      const seen: Node[] = [];
      const counts: number[] = [];
      for (const sibling of Array.from(parent.childNodes)) {
        let group = seen.findIndex((other) => this.alike(other, sibling));
        if (group < 0) {
          group = seen.length;
          seen.push(sibling);
          counts.push(0);
        }
        counts[group]! += 1;
        table.set(sibling, { position: counts[group]!, alone: false });
      }
      for (const [sibling, entry] of table)
        entry.alone = counts[seen.findIndex((other) => this.alike(other, sibling))] === 1;
      this.positions.set(parent, table);
    }
    const entry = table.get(node);
    return entry && !entry.alone ? `${test}[${entry.position}]` : test;
  }
}

function xmlRanges(
  text: string,
  document: Document,
  scanned: ReturnType<typeof scanXml>,
  wanted: ReadonlySet<Node>,
  wantedAttributes: ReadonlyMap<Element, readonly Attr[]>,
): Map<Node, SourceRange> {
  const ranges = new Map<Node, SourceRange>();
  const counters = { element: 0, text: 0, comment: 0, instruction: 0 };
  let left = wanted.size + wantedAttributes.size;
  const stack: Node[] = [];
  for (let at = document.childNodes.length - 1; at >= 0; at -= 1) stack.push(document.childNodes[at]!);
  while (stack.length > 0 && left > 0) {
    const node = stack.pop()!;
    let range: SourceRange | undefined;
    if (node.nodeType === 1) {
      const scannedElement = scanned.elements[counters.element++];
      range = scannedElement;
      const attributes = wantedAttributes.get(node as Element);
      if (attributes) {
        left -= 1;
        const places = scannedElement ? attributesOf(text, scannedElement) : null;
        for (const attribute of attributes) {
          const place = places?.get(attribute.name);
          if (place) ranges.set(attribute, place);
        }
      }
    } else if (node.nodeType === 3 || node.nodeType === 4) range = scanned.texts[counters.text++];
    else if (node.nodeType === 8) range = scanned.comments[counters.comment++];
    else if (node.nodeType === 7) range = scanned.instructions[counters.instruction++];
    if (range && wanted.has(node)) {
      ranges.set(node, { from: range.from, to: range.to });
      left -= 1;
    }
    for (let at = node.childNodes.length - 1; at >= 0; at -= 1) stack.push(node.childNodes[at]!);
  }
  return ranges;
}

/**
 * The expression's syntax, or its first error, placed in the expression pane. A blank expression has
 * neither. Cheap (one pass over the expression), so the screen checks it as the user types, with no document.
 */
export function checkExpression(expression: string): { syntax: XPathSyntax | null; problem: DocumentProblem | null } {
  if (expression.trim() === '') return { syntax: null, problem: null };
  try {
    return { syntax: parseXPath(expression), problem: null };
  } catch (error) {
    if (!(error instanceof XPathSyntaxError)) throw error;
    return {
      syntax: null,
      problem: new LineIndex(expression).problem('error', error.message, error.offset, {
        length: error.length,
        code: 'xpath-syntax',
        input: EXPRESSION_PANE,
      }),
    };
  }
}

/** The first prefix of the expression that no binding declares, as a problem at its place. */
function unboundPrefixProblem(
  expression: string,
  syntax: XPathSyntax,
  bindings: readonly NamespaceBinding[],
): DocumentProblem | null {
  const known = new Set(bindings.map((binding) => binding.prefix));
  const unbound = syntax.prefixes.find(({ prefix }) => !known.has(prefix));
  if (!unbound) return null;
  const declared =
    known.size > 0 ? `The prefixes bound here: ${[...known].join(', ')}.` : 'The document declares no prefixes.';
  return new LineIndex(expression).problem(
    'error',
    `The prefix \`${unbound.prefix}\` is not declared in the document, so XPath cannot tell which namespace it means. ${declared}`,
    unbound.offset,
    { length: unbound.prefix.length, code: 'xpath-namespace', input: EXPRESSION_PANE },
  );
}

/**
 * An error the browser's engine raised for an expression the parser here accepted: its words, without the
 * "Failed to execute 'evaluate' on 'Document':" of the DOM API, over the whole expression (it gives no place).
 */
function engineProblem(error: unknown, expression: string): DocumentProblem {
  const message = (error instanceof Error ? error.message : String(error))
    .replace(/^Failed to execute '\w+' on '\w+':\s*/, '')
    .replace(/\.$/, '');
  return new LineIndex(expression).problem(
    'error',
    `The browser's XPath engine refused the expression: ${message}`,
    0,
    {
      length: expression.length,
      code: 'xpath-engine',
      input: EXPRESSION_PANE,
    },
  );
}

interface PreparedDocument {
  text: string;
  readAs: 'xml' | 'html';
  problems: DocumentProblem[];
  document: Document | null;
  scanned: ReturnType<typeof scanXml> | null;
  bindings: NamespaceBinding[];
  namespaceNotes: string[];
  /** Its nodes, counted when an expression first needs the number (see SLOW_WORK). */
  nodes?: number;
}

/** The nodes of a document (attributes included), counted by the engine itself in one pass. */
function countNodes(document: Document): number {
  return document.evaluate('count(//node() | //@*)', document, null, XPathResult.NUMBER_TYPE, null).numberValue;
}

/** The last document prepared: changing only the expression, as the user does most, parses nothing again. */
let lastPrepared: PreparedDocument | null = null;

function prepareDocument(text: string, readAs: 'xml' | 'html'): PreparedDocument {
  if (lastPrepared && lastPrepared.readAs === readAs && lastPrepared.text === text) return lastPrepared;
  const index = new LineIndex(text);
  const prepared: PreparedDocument = {
    text,
    readAs,
    problems: [],
    document: null,
    scanned: null,
    bindings: [],
    namespaceNotes: [],
  };
  lastPrepared = prepared;
  const scanned = readAs === 'xml' ? scanXml(text) : null;
  const problem = scanned ? (wellFormedProblem(text, scanned, index) ?? entityProblem(text, index)) : null;
  if (problem) {
    prepared.problems.push(problem);
    return prepared;
  }
  const document = new DOMParser().parseFromString(text, readAs === 'xml' ? 'application/xml' : 'text/html');
  if (scanned) {
    const parserError = findParserError(document);
    if (parserError) {
      const message = parserError.textContent ?? '';
      const place = readParserError(message);
      const offset = place ? index.offsetAt(place.line, place.column) : 0;
      const reason = place?.reason ?? message.trim().split('\n')[0] ?? 'unknown error';
      prepared.problems.push(
        index.problem(
          'error',
          `The XML is not well-formed: ${reason.replace(/\.$/, '')}. XPath needs a well-formed document; fix this first, or read it as HTML.`,
          offset,
          { code: 'xml-parse-error' },
        ),
      );
      return prepared;
    }
    const { bindings, notes } = namespacesOf(scanned.declarations, index);
    prepared.bindings = bindings;
    prepared.namespaceNotes = notes;
  } else {
    prepared.bindings = [...BUILT_IN_HTML];
    prepared.namespaceNotes = [
      'In an HTML document, a name without a prefix matches HTML elements by their lowercase name: //div, //a/@href. SVG and MathML elements need a prefix: svg and math are bound for you (//svg:circle).',
    ];
  }
  prepared.document = document;
  prepared.scanned = scanned;
  return prepared;
}

/**
 * Evaluates an XPath 1.0 expression on a document. An XML document that is not well-formed gives its parse
 * error (with line and column) and no result; a wrong expression gives its first error, placed; a node set
 * lists its nodes (at most LISTED_NODES) with path, kind, preview and source range.
 *
 * `locateHtml` (html-ranges.ts's htmlRanges) places the nodes of an HTML document; the screen loads it, and
 * parse5 with it, only when a document is read as HTML. Without it HTML nodes have no place.
 */
export function testXPath(
  text: string,
  expression: string,
  { mode, allowSlow = false }: XPathOptions,
  locateHtml?: typeof htmlRanges,
): XPathReport {
  const readAs = mode === 'auto' ? detectMode(text) : mode;
  const prepared = prepareDocument(text, readAs);
  const { document, scanned } = prepared;
  const { syntax, problem } = checkExpression(expression);
  const report: XPathReport = {
    mode: readAs,
    problems: prepared.problems,
    expressionProblems: problem ? [problem] : [],
    slow: null,
    bindings: prepared.bindings,
    namespaceNotes: prepared.namespaceNotes,
    result: null,
  };
  if (!document || !syntax) return report;

  const namespaceOf = new Map(report.bindings.map((binding) => [binding.prefix, binding.uri]));
  const resolver = (prefix: string | null) => (prefix === null ? null : (namespaceOf.get(prefix) ?? null));
  const prefixOf = (uri: string | null) => report.bindings.find((binding) => binding.uri === uri)?.prefix ?? null;

  // Engines differ here (Chromium throws a NamespaceError, jsdom quietly matches nothing): say it the same way.
  const unbound = unboundPrefixProblem(expression, syntax, report.bindings);
  if (unbound) {
    report.expressionProblems.push(unbound);
    return report;
  }

  if (syntax.degree >= 2 && !allowSlow) {
    prepared.nodes ??= countNodes(document);
    if (prepared.nodes ** syntax.degree > SLOW_WORK) {
      report.slow = { degree: syntax.degree, nodes: prepared.nodes };
      return report;
    }
  }

  let result: XPathResult;
  try {
    result = document.evaluate(expression, document, resolver, XPathResult.ANY_TYPE, null);
  } catch (error) {
    report.expressionProblems.push(engineProblem(error, expression));
    return report;
  }

  switch (result.resultType) {
    case XPathResult.NUMBER_TYPE:
      report.result = { type: 'number', value: result.numberValue };
      return report;
    case XPathResult.STRING_TYPE:
      report.result = { type: 'string', value: result.stringValue };
      return report;
    case XPathResult.BOOLEAN_TYPE:
      report.result = { type: 'boolean', value: result.booleanValue };
      return report;
  }

  let snapshot: XPathResult;
  try {
    snapshot = document.evaluate(expression, document, resolver, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  } catch (error) {
    report.expressionProblems.push(engineProblem(error, expression));
    return report;
  }
  const total = snapshot.snapshotLength;
  const placed: Node[] = [];
  for (let at = 0; at < Math.min(total, MAX_MARKED); at += 1) placed.push(snapshot.snapshotItem(at)!);

  const wanted = new Set<Node>();
  const wantedAttributes = new Map<Element, Attr[]>();
  for (const node of placed) {
    const owner = node.nodeType === 2 ? (node as Attr).ownerElement : null;
    if (owner) {
      const list = wantedAttributes.get(owner);
      if (list) list.push(node as Attr);
      else wantedAttributes.set(owner, [node as Attr]);
    } else wanted.add(node);
  }
  const ranges = scanned
    ? xmlRanges(text, document, scanned, wanted, wantedAttributes)
    : (locateHtml?.(text, document, wanted, wantedAttributes) ?? new Map<Node, SourceRange>());

  const paths = new PathMaker(prefixOf, readAs === 'html');
  const nodes: NodeResult[] = [];
  const marks: SourceRange[] = [];
  for (const [at, node] of placed.entries()) {
    const range = ranges.get(node) ?? null;
    if (range) marks.push(range);
    if (at >= LISTED_NODES) continue;
    const source = range ? text.slice(range.from, Math.min(range.to, range.from + PREVIEW_LENGTH + 1)) : null;
    nodes.push({
      path: paths.path(node),
      kind: kindOf(node),
      preview: shorten(
        source ??
          (node.nodeType === 9 ? '(the whole document)' : (node.textContent ?? '').slice(0, PREVIEW_LENGTH + 1)),
      ),
      range,
    });
  }
  report.result = { type: 'nodes', nodes, total, marks };
  return report;
}
