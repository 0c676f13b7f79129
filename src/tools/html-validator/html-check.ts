/**
 * What the HTML rules (element-rules.ts) share: the capped problem list, the tree helpers, and HtmlCheck,
 * the state of one check as the walk goes (ids, labels, controls, headings, the head's metadata).
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import { LineIndex, ProblemCollector, type DocumentProblem, type Severity } from '../../lib/problems';
import { CLOSES_P, INTERACTIVE } from './rules';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** At most this many problems of one code, and in all: the rest are counted, not listed. */
export const PER_CODE_LIMIT = 1_000;
export const TOTAL_LIMIT = 10_000;
export const OUTLINE_LIMIT = 500;

export interface HeadingEntry {
  level: number;
  text: string;
  offset: number;
  line: number;
}

/** How a control gets a label, for the message of one without. */
export const INPUT_LABEL_HINT = 'a <label for="…">, a wrapping <label>, or aria-label';

/** The capped list, with parse errors counted apart from the rules' problems. */
export class HtmlProblems {
  private readonly found = new ProblemCollector({ perCode: PER_CODE_LIMIT, total: TOTAL_LIMIT });
  parseErrors = 0;
  ruleProblems = 0;

  constructor(private readonly index: LineIndex) {}

  get problems(): DocumentProblem[] {
    return this.found.problems;
  }

  get dropped(): number {
    return this.found.dropped;
  }

  /** `parse`: a parse error (the tokenizer's or the tree builder's), counted apart from the rules' problems. */
  add(severity: Severity, code: string, message: string, offset: number, length = 0, parse = false): void {
    if (parse) this.parseErrors += 1;
    else this.ruleProblems += 1;
    this.found.add(code, () => this.index.problem(severity, message, offset, { length, code }));
  }
}

export const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

export function startTag(element: Element): { offset: number; length: number } | null {
  const location = element.sourceCodeLocation;
  if (!location) return null;
  const tag = location.startTag ?? location;
  return { offset: tag.startOffset, length: tag.endOffset - tag.startOffset };
}

export function attrPlace(element: Element, name: string): { offset: number; length: number } | null {
  const location = element.sourceCodeLocation?.attrs?.[name];
  if (location) return { offset: location.startOffset, length: location.endOffset - location.startOffset };
  return startTag(element);
}

export const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Whether a node is an HTML element with this name. An element of SVG or MathML may have the same name (an SVG
 * <template>, <label> or <html>), and is a different element: every check by name checks the namespace too.
 */
export const isHtml = (node: Node, name: string): boolean =>
  node.nodeName === name && 'namespaceURI' in node && node.namespaceURI === HTML_NS;

export function childrenOf(node: Node): readonly Node[] {
  // Only an HTML <template> keeps its children in a content fragment.
  if (isHtml(node, 'template')) return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  return 'childNodes' in node ? (node as ParentNode).childNodes : [];
}

/** The text of an element and its descendants (img alt counts), cut at `limit` characters. */
export function textOf(element: Element, limit = 200): string {
  let text = '';
  const stack: Node[] = [element];
  while (stack.length > 0 && text.length < limit) {
    const node = stack.pop()!;
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterTypes.TextNode).value;
    else if (isHtml(node, 'img')) text += attr(node as Element, 'alt') ?? '';
    else {
      const children = childrenOf(node);
      for (let at = children.length - 1; at >= 0; at -= 1) stack.push(children[at]!);
    }
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, limit);
}

export interface Frame {
  node: Node;
  /** The parent's name, and whether it is an HTML element (an SVG or MathML parent never holds a list). */
  parent: string;
  parentHtml: boolean;
  /** The nearest <a> or <button> around the node, which cannot hold interactive content. */
  interactive: string | null;
  inLabel: boolean;
}

export interface Control {
  element: Element;
  id: string | undefined;
  inLabel: boolean;
}

/** Whether an element is interactive content, as the content model counts it. */
export function isInteractive(element: Element): boolean {
  const name = element.tagName;
  if (INTERACTIVE.has(name)) return name !== 'a' || attr(element, 'href') !== undefined;
  if (name === 'input') return attr(element, 'type')?.toLowerCase() !== 'hidden';
  if (name === 'img') return attr(element, 'usemap') !== undefined;
  if (name === 'audio' || name === 'video') return attr(element, 'controls') !== undefined;
  return false;
}

/** An element being checked, and where it is. */
export interface ElementVisit {
  element: Element;
  name: string;
  /** Whether it is an HTML element (not SVG or MathML). */
  html: boolean;
  tag: { offset: number; length: number };
  /** The parent's name, `#name` for an SVG or MathML parent, and `#root` at the top. */
  parent: string;
  /** The nearest <a> or <button> around it. */
  interactive: string | null;
  inLabel: boolean;
}

/** An attribute being checked; `place` finds where it is written, only when a rule reports. */
export interface AttributeVisit {
  element: Element;
  name: string;
  value: string;
  place: () => { offset: number; length: number };
}

/** One check's state, read and written by the rules as the walk goes. */
export class HtmlCheck {
  readonly index: LineIndex;
  readonly found: HtmlProblems;
  readonly ids = new Map<string, number>();
  readonly labelFors: Element[] = [];
  readonly controls: Control[] = [];
  readonly outline: HeadingEntry[] = [];
  elementCount = 0;
  previousLevel = 0;
  htmlElement: Element | null = null;
  titles = 0;
  charsetSeen = false;
  /** Paragraphs a block start tag closed, waiting for a stray </p> that shows the author meant to nest. */
  readonly closedParagraphs: Element[] = [];
  /** The nodes not yet walked, the next on top. */
  readonly stack: Frame[] = [];

  constructor(readonly text: string) {
    this.index = new LineIndex(text);
    this.found = new HtmlProblems(this.index);
  }

  /** The element whose start tag begins at `offset`, among the nodes not yet walked (the next sibling). */
  findElementAt(offset: number): Element | null {
    for (let at = this.stack.length - 1; at >= 0 && at >= this.stack.length - 50; at -= 1) {
      const candidate = this.stack[at]!.node;
      if (candidate.sourceCodeLocation?.startOffset === offset)
        return 'tagName' in candidate && CLOSES_P.has(candidate.tagName) && candidate.namespaceURI === HTML_NS
          ? (candidate as Element)
          : null;
    }
    return null;
  }
}
