import type { DefaultTreeAdapterTypes, ParserError } from 'parse5';
import { LineIndex, ProblemCollector, type DocumentProblem, type Severity } from '../../lib/problems';
import { parseErrorMessage } from './parse-errors';
import { parseChecked } from './tree-parser';

export { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
import {
  CLOSES_P,
  HEADINGS,
  INTERACTIVE,
  LABELLED_CONTROLS,
  OBSOLETE_ATTRIBUTES,
  OBSOLETE_ELEMENTS,
  UNLABELLED_INPUT_TYPES,
} from './rules';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type HtmlMode = 'auto' | 'document' | 'fragment';

export interface HtmlValidatorOptions {
  /** A whole page (doctype, title and lang are checked) or a fragment of one; auto decides by the text. */
  mode: HtmlMode;
}

export interface HeadingEntry {
  level: number;
  text: string;
  offset: number;
  line: number;
}

export interface HtmlCheckReport {
  problems: DocumentProblem[];
  /** Set when problems were left out at a limit. */
  limitNote?: string;
  /** How the text was read. */
  mode: 'document' | 'fragment';
  /** The rendering mode the doctype gives a whole page (no-quirks = standards mode). */
  quirksMode: 'no-quirks' | 'quirks' | 'limited-quirks' | null;
  elementCount: number;
  parseErrorCount: number;
  ruleProblemCount: number;
  idCount: number;
  /** The heading outline, at most OUTLINE_LIMIT entries. */
  outline: HeadingEntry[];
}

/** At most this many problems of one code, and in all: the rest are counted, not listed. */
export const PER_CODE_LIMIT = 1_000;
export const TOTAL_LIMIT = 10_000;
export const OUTLINE_LIMIT = 500;

const DOCUMENT_START = /^(?:\uFEFF)?\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype|html|head)[\s>]/i;
const DOCUMENT_TAGS = /<(?:html|head|body|title)[\s>]/i;

/** A whole page (a doctype, or an html, head, body or title tag near the start) or a fragment of one. */
export function detectMode(text: string): 'document' | 'fragment' {
  const head = text.slice(0, 4096);
  return DOCUMENT_START.test(head) || DOCUMENT_TAGS.test(head) ? 'document' : 'fragment';
}

const INPUT_LABEL_HINT = 'a <label for="…">, a wrapping <label>, or aria-label';

/** The capped list, with parse errors counted apart from the rules' problems. */
class HtmlProblems {
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

const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

function startTag(element: Element): { offset: number; length: number } | null {
  const location = element.sourceCodeLocation;
  if (!location) return null;
  const tag = location.startTag ?? location;
  return { offset: tag.startOffset, length: tag.endOffset - tag.startOffset };
}

function attrPlace(element: Element, name: string): { offset: number; length: number } | null {
  const location = element.sourceCodeLocation?.attrs?.[name];
  if (location) return { offset: location.startOffset, length: location.endOffset - location.startOffset };
  return startTag(element);
}

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Whether a node is an HTML element with this name. An element of SVG or MathML may have the same name (an SVG
 * <template>, <label> or <html>), and is a different element: every check by name checks the namespace too.
 */
const isHtml = (node: Node, name: string): boolean =>
  node.nodeName === name && 'namespaceURI' in node && node.namespaceURI === HTML_NS;

function childrenOf(node: Node): readonly Node[] {
  // Only an HTML <template> keeps its children in a content fragment.
  if (isHtml(node, 'template')) return (node as DefaultTreeAdapterTypes.Template).content.childNodes;
  return 'childNodes' in node ? (node as ParentNode).childNodes : [];
}

/** The text of an element and its descendants (img alt counts), cut at `limit` characters. */
function textOf(element: Element, limit = 200): string {
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

interface Frame {
  node: Node;
  /** The parent's name, and whether it is an HTML element (an SVG or MathML parent never holds a list). */
  parent: string;
  parentHtml: boolean;
  /** The nearest <a> or <button> around the node, which cannot hold interactive content. */
  interactive: string | null;
  inLabel: boolean;
}

interface Control {
  element: Element;
  id: string | undefined;
  inLabel: boolean;
}

/** Whether an element is interactive content, as the content model counts it. */
function isInteractive(element: Element): boolean {
  const name = element.tagName;
  if (INTERACTIVE.has(name)) return name !== 'a' || attr(element, 'href') !== undefined;
  if (name === 'input') return attr(element, 'type')?.toLowerCase() !== 'hidden';
  if (name === 'img') return attr(element, 'usemap') !== undefined;
  if (name === 'audio' || name === 'video') return attr(element, 'controls') !== undefined;
  return false;
}

/**
 * Checks an HTML document or fragment: the WHATWG parse errors parse5 reports, by their spec codes, and a
 * rule set on the tree (ids, alt text, obsolete markup, nesting, labels, headings, head metadata).
 */
export function checkHtml(text: string, { mode }: HtmlValidatorOptions): HtmlCheckReport {
  const index = new LineIndex(text);
  const found = new HtmlProblems(index);
  const readAs = mode === 'auto' ? detectMode(text) : mode;

  const onParseError = (error: ParserError) => {
    // A fragment has no doctype by design.
    if (readAs === 'fragment' && error.code === 'missing-doctype') return;
    let offset = error.startOffset;
    let length = Math.max(error.endOffset - error.startOffset, 0);
    if (error.code === 'duplicate-attribute') {
      // parse5 points just after the repeated name: underline the name itself.
      while (offset > 0 && !/[\s/"'<>]/.test(text[offset - 1]!)) offset -= 1;
      length = error.startOffset - offset;
    }
    found.add('error', error.code, parseErrorMessage(error.code), offset, length, true);
  };
  // Scripting off, as validators parse: what is inside <noscript> is then markup and gets checked too.
  const { root, strayParagraphEnds } = parseChecked(text, {
    fragment: readAs === 'fragment',
    onParseError,
    onTreeError: ({ code, message, offset, length }) => found.add('error', code, message, offset, length, true),
  });

  const ids = new Map<string, number>();
  const labelFors: Element[] = [];
  const controls: Control[] = [];
  const outline: HeadingEntry[] = [];
  let elementCount = 0;
  let previousLevel = 0;
  let htmlElement: Element | null = null;
  let titles = 0;
  let charsetSeen = false;
  /** Paragraphs a block start tag closed, waiting for a stray </p> that shows the author meant to nest. */
  const closedParagraphs: Element[] = [];

  const stack: Frame[] = [];
  const pushChildren = (node: Node, frame: Omit<Frame, 'node'>) => {
    const children = childrenOf(node);
    for (let at = children.length - 1; at >= 0; at -= 1) stack.push({ node: children[at]!, ...frame });
  };
  pushChildren(root, { parent: '#root', parentHtml: false, interactive: null, inLabel: false });

  while (stack.length > 0) {
    const { node, parent, parentHtml, interactive, inLabel } = stack.pop()!;
    if (!('tagName' in node)) continue;
    const element = node as Element;
    const name = element.tagName;
    const html = element.namespaceURI === HTML_NS;
    elementCount += 1;
    const tag = startTag(element);
    if (html && name === 'html') htmlElement = element;

    if (!tag) {
      pushChildren(element, { parent: name, parentHtml: html, interactive, inLabel });
      continue;
    }
    checkElement(element, tag, parentHtml ? parent : `#${parent}`, interactive, inLabel);

    const nextInteractive = html && (name === 'a' || name === 'button') ? name : interactive;
    const nextInLabel = inLabel || (html && name === 'label');
    pushChildren(element, { parent: name, parentHtml: html, interactive: nextInteractive, inLabel: nextInLabel });
  }

  /** `parent` is the parent's name, `#name` for an SVG or MathML parent, and `#root` at the top. */
  function checkElement(
    element: Element,
    tag: { offset: number; length: number },
    parent: string,
    interactive: string | null,
    inLabel: boolean,
  ) {
    const name = element.tagName;
    const location = element.sourceCodeLocation!;
    const html = element.namespaceURI === HTML_NS;
    if (html && name === 'p' && !location.endTag) {
      // Closed by a block start tag at its end: remembered until a stray </p> shows it was meant to hold it.
      const closer = findElementAt(location.endOffset);
      if (closer) closedParagraphs.push(closer);
    }

    if (html && interactive && isInteractive(element) && !(name === 'label' && interactive === 'a'))
      found.add(
        'error',
        'interactive-in-interactive',
        `<${name}> inside <${interactive}>: interactive content cannot be inside ${interactive === 'a' ? 'a link' : 'a button'}; a click on it is ambiguous and screen readers announce it badly`,
        tag.offset,
        tag.length,
      );
    if (html && name === 'li' && parent !== 'ul' && parent !== 'ol' && parent !== 'menu' && parent !== 'template')
      found.add(
        'error',
        'li-outside-list',
        `<li> outside a list: a list item belongs in <ul>, <ol> or <menu>${parent === '#root' ? '' : `, not <${parent.replace(/^#/, '')}>`}`,
        tag.offset,
        tag.length,
      );
    if (html && (name === 'dt' || name === 'dd') && parent !== 'dl' && parent !== 'div' && parent !== 'template')
      found.add(
        'error',
        'dt-dd-outside-dl',
        `<${name}> outside a description list: it belongs in <dl>`,
        tag.offset,
        tag.length,
      );

    if (html && name in OBSOLETE_ELEMENTS)
      found.add(
        'error',
        'obsolete-element',
        `<${name}> is obsolete: ${OBSOLETE_ELEMENTS[name]}`,
        tag.offset,
        tag.length,
      );

    for (const attribute of element.attrs) checkAttribute(element, attribute.name, attribute.value);

    if (html && name === 'img') {
      const alt = attr(element, 'alt');
      if (alt === undefined)
        found.add(
          'error',
          'img-alt',
          '<img> has no alt: screen readers read out its file name instead. Describe what the image shows, or write alt="" if it is only decoration, so it is skipped',
          tag.offset,
          tag.length,
        );
    }
    if (html && name === 'input' && attr(element, 'type')?.toLowerCase() === 'image' && !attr(element, 'alt'))
      found.add(
        'error',
        'img-alt',
        '<input type="image"> has no alt: it is the button’s only name',
        tag.offset,
        tag.length,
      );
    if (html && name === 'area' && attr(element, 'href') !== undefined && attr(element, 'alt') === undefined)
      found.add('error', 'img-alt', '<area> with href has no alt: it is the link’s only name', tag.offset, tag.length);

    if (html && name === 'label' && attr(element, 'for') !== undefined) labelFors.push(element);
    if (LABELLED_CONTROLS.has(name) && html) {
      const type = attr(element, 'type')?.toLowerCase() ?? '';
      if (name !== 'input' || !UNLABELLED_INPUT_TYPES.has(type))
        controls.push({ element, id: attr(element, 'id'), inLabel });
    }

    if (HEADINGS.has(name) && html) {
      const level = Number(name[1]);
      const content = textOf(element);
      if (content === '')
        found.add(
          'warning',
          'empty-heading',
          `<${name}> is empty: screen reader users navigate by headings and hear nothing here`,
          tag.offset,
          tag.length,
        );
      if (previousLevel > 0 && level > previousLevel + 1)
        found.add(
          'warning',
          'heading-level',
          `<${name}> after <h${previousLevel}> skips ${level - previousLevel - 1 === 1 ? `level ${previousLevel + 1}` : `levels ${previousLevel + 1}–${level - 1}`}: the outline has a gap that confuses screen reader users; use <h${previousLevel + 1}> or style the heading with CSS`,
          tag.offset,
          tag.length,
        );
      previousLevel = level;
      if (outline.length < OUTLINE_LIMIT)
        outline.push({ level, text: content, offset: tag.offset, line: index.locate(tag.offset).line });
    }

    if (name === 'title' && html) {
      titles += 1;
      if (textOf(element) === '')
        found.add(
          'error',
          'empty-title',
          '<title> is empty: the tab, bookmarks and search results show no name',
          tag.offset,
          tag.length,
        );
    }
    if (html && name === 'meta') checkMeta(element, tag);
  }

  function checkMeta(element: Element, tag: { offset: number; length: number }) {
    let charset = attr(element, 'charset');
    if (charset === undefined && attr(element, 'http-equiv')?.toLowerCase() === 'content-type')
      charset = /charset\s*=\s*([^\s;"']+)/i.exec(attr(element, 'content') ?? '')?.[1];
    if (charset === undefined) return;
    charsetSeen = true;
    if (!/^utf-?8$/i.test(charset.trim()))
      found.add(
        'warning',
        'charset-not-utf8',
        `The page declares ${charset}: HTML documents must be UTF-8`,
        tag.offset,
        tag.length,
      );
    if (new TextEncoder().encode(text.slice(0, tag.offset)).length > 1024)
      found.add(
        'warning',
        'charset-late',
        'The charset declaration starts after the first 1024 bytes: browsers may not see it; put it first in <head>',
        tag.offset,
        tag.length,
      );
  }

  function checkAttribute(element: Element, name: string, value: string) {
    const tagName = element.tagName;
    const place = () => attrPlace(element, name) ?? { offset: 0, length: 0 };
    if (name === 'id') {
      const { offset, length } = place();
      if (value === '')
        found.add('error', 'id-empty', 'The id is empty: an id needs at least one character', offset, length);
      else if (/\s/.test(value))
        found.add('error', 'id-whitespace', `The id "${value}" holds white space, which ids cannot`, offset, length);
      const first = ids.get(value);
      if (first === undefined) ids.set(value, offset);
      else if (value !== '')
        found.add(
          'error',
          'duplicate-id',
          `The id "${value}" is already used at line ${index.locate(first).line}: ids must be unique, or links, labels and scripts find the first one only`,
          offset,
          length,
        );
    }
    const obsolete = Object.hasOwn(OBSOLETE_ATTRIBUTES, name) ? OBSOLETE_ATTRIBUTES[name] : undefined;
    if (
      obsolete &&
      (obsolete.on === '*' || obsolete.on.includes(tagName)) &&
      element.namespaceURI === 'http://www.w3.org/1999/xhtml'
    ) {
      const { offset, length } = place();
      found.add(
        'error',
        'obsolete-attribute',
        `The ${name} attribute on <${tagName}> is obsolete: ${obsolete.hint}`,
        offset,
        length,
      );
    }
    if (name.startsWith('on') && name.length > 2) {
      const { offset, length } = place();
      found.add(
        'info',
        'inline-handler',
        `Inline event handler ${name}: a Content-Security-Policy without 'unsafe-inline' blocks it; attach the listener from a script`,
        offset,
        length,
      );
    }
    if (name === 'tabindex' && Number(value) > 0) {
      const { offset, length } = place();
      found.add(
        'warning',
        'positive-tabindex',
        `tabindex="${value}" moves the element ahead of the page order for keyboard users; use 0 or -1, and order the source instead`,
        offset,
        length,
      );
    }
    if (name === 'target' && value.toLowerCase() === '_blank') {
      const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener') && !rel.includes('noreferrer')) {
        const { offset, length } = place();
        found.add(
          'info',
          'target-blank',
          'target="_blank" without rel="noopener": browsers since 2021 imply noopener, but older ones let the new page control this one through window.opener',
          offset,
          length,
        );
      }
    }
  }

  /** The element whose start tag begins at `offset`, among the nodes not yet walked (the next sibling). */
  function findElementAt(offset: number): Element | null {
    for (let at = stack.length - 1; at >= 0 && at >= stack.length - 50; at -= 1) {
      const candidate = stack[at]!.node;
      if (candidate.sourceCodeLocation?.startOffset === offset)
        return 'tagName' in candidate && CLOSES_P.has(candidate.tagName) && candidate.namespaceURI === HTML_NS
          ? (candidate as Element)
          : null;
    }
    return null;
  }

  // A </p> with no open paragraph makes an empty <p>. The paragraph it was meant to close was ended by a block
  // start tag: the author put block content in a paragraph.
  const waiting: Element[] = [];
  let nextClosed = 0;
  for (const end of strayParagraphEnds) {
    while (
      nextClosed < closedParagraphs.length &&
      (closedParagraphs[nextClosed]!.sourceCodeLocation?.startOffset ?? 0) < end.offset
    )
      waiting.push(closedParagraphs[nextClosed++]!);
    const block = waiting.pop();
    const blockTag = block ? startTag(block) : null;
    if (block && blockTag)
      found.add(
        'error',
        'block-in-p',
        `<${block.tagName}> cannot be inside <p>: a paragraph holds only phrasing content, so the parser ends the paragraph here, and the </p> at line ${index.locate(end.offset).line} closes nothing. Close the paragraph before the <${block.tagName}>, or use a <div>`,
        blockTag.offset,
        blockTag.length,
      );
  }

  // Labels and controls, now that every id is known.
  const labelled = new Set<string>();
  for (const label of labelFors) {
    const target = attr(label, 'for') ?? '';
    labelled.add(target);
    if (!ids.has(target)) {
      const { offset, length } = attrPlace(label, 'for') ?? { offset: 0, length: 0 };
      found.add(
        'error',
        'label-for',
        `<label for="${target}"> points at no element: no id "${target}" in the document, so the label names nothing and a click on it does nothing`,
        offset,
        length,
      );
    }
  }
  for (const { element, id, inLabel } of controls) {
    if (inLabel || (id !== undefined && labelled.has(id))) continue;
    if (attr(element, 'aria-label') || attr(element, 'aria-labelledby') || attr(element, 'title')) continue;
    const tag = startTag(element)!;
    const placeholder = attr(element, 'placeholder')
      ? ' A placeholder is not a label: it disappears as the user types.'
      : '';
    found.add(
      'warning',
      'control-label',
      `<${element.tagName}> has no label: screen readers announce it without a name. Give it ${INPUT_LABEL_HINT}.${placeholder}`,
      tag.offset,
      tag.length,
    );
  }

  let quirksMode: HtmlCheckReport['quirksMode'] = null;
  if (readAs === 'document') {
    quirksMode = (root as DefaultTreeAdapterTypes.Document).mode as HtmlCheckReport['quirksMode'];
    const htmlTag = htmlElement ? startTag(htmlElement) : null;
    const place = htmlTag ?? { offset: 0, length: 0 };
    const lang = htmlElement ? attr(htmlElement, 'lang') : undefined;
    if (!lang?.trim())
      found.add(
        'warning',
        'html-lang',
        '<html> has no lang: screen readers guess the language to pronounce the page, and translation tools may offer the wrong one; add e.g. lang="en"',
        place.offset,
        place.length,
      );
    if (titles === 0)
      found.add(
        'error',
        'missing-title',
        'The document has no <title>: every page needs one for its tab, bookmarks and search results',
        place.offset,
        place.length,
      );
    if (!charsetSeen)
      found.add(
        'warning',
        'missing-charset',
        'No <meta charset="utf-8">: without it the browser guesses the encoding, and characters beyond ASCII may come out garbled',
        place.offset,
        place.length,
      );
  }

  return {
    problems: found.problems,
    ...(found.dropped > 0
      ? {
          limitNote: `${found.dropped.toLocaleString('en-US')} more problems are not listed: at most ${PER_CODE_LIMIT.toLocaleString('en-US')} of one kind and ${TOTAL_LIMIT.toLocaleString('en-US')} in all are shown.`,
        }
      : {}),
    mode: readAs,
    quirksMode,
    elementCount,
    parseErrorCount: found.parseErrors,
    ruleProblemCount: found.ruleProblems,
    idCount: ids.size,
    outline,
  };
}
