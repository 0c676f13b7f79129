import type { DefaultTreeAdapterTypes, ParserError } from 'parse5';
import type { DocumentProblem } from '../../lib/problems';
import {
  checkBlockInParagraph,
  checkControlLabels,
  checkDocumentHead,
  checkElement,
  checkLabelTargets,
} from './element-rules';
import {
  HTML_NS,
  HtmlCheck,
  PER_CODE_LIMIT,
  TOTAL_LIMIT,
  childrenOf,
  startTag,
  type Frame,
  type HeadingEntry,
} from './html-check';
import { parseErrorMessage } from './parse-errors';
import { parseChecked } from './tree-parser';

export { INVALID_SAMPLE, SAMPLE_INPUT } from './samples';
export { OUTLINE_LIMIT, PER_CODE_LIMIT, TOTAL_LIMIT, type HeadingEntry } from './html-check';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

export type HtmlMode = 'auto' | 'document' | 'fragment';

export interface HtmlValidatorOptions {
  /** A whole page (doctype, title and lang are checked) or a fragment of one; auto decides by the text. */
  mode: HtmlMode;
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

const DOCUMENT_START = /^(?:\uFEFF)?\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype|html|head)[\s>]/i;
const DOCUMENT_TAGS = /<(?:html|head|body|title)[\s>]/i;

/** A whole page (a doctype, or an html, head, body or title tag near the start) or a fragment of one. */
export function detectMode(text: string): 'document' | 'fragment' {
  const head = text.slice(0, 4096);
  return DOCUMENT_START.test(head) || DOCUMENT_TAGS.test(head) ? 'document' : 'fragment';
}

/**
 * Checks an HTML document or fragment: the WHATWG parse errors parse5 reports, by their spec codes, and a
 * rule set on the tree (ids, alt text, obsolete markup, nesting, labels, headings, head metadata), run by
 * the rules of element-rules.ts as the walk reaches each element, then on the whole document.
 */
export function checkHtml(text: string, { mode }: HtmlValidatorOptions): HtmlCheckReport {
  const check = new HtmlCheck(text);
  const { found } = check;
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

  walk(check, root);
  checkBlockInParagraph(check, strayParagraphEnds);
  // Labels and controls, now that every id is known.
  checkControlLabels(check, checkLabelTargets(check));
  let quirksMode: HtmlCheckReport['quirksMode'] = null;
  if (readAs === 'document') {
    quirksMode = (root as DefaultTreeAdapterTypes.Document).mode as HtmlCheckReport['quirksMode'];
    checkDocumentHead(check);
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
    elementCount: check.elementCount,
    parseErrorCount: found.parseErrors,
    ruleProblemCount: found.ruleProblems,
    idCount: check.ids.size,
    outline: check.outline,
  };
}

/** Walks the tree in document order, running the element rules on each element written in the source. */
function walk(check: HtmlCheck, root: Node): void {
  const { stack } = check;
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
    check.elementCount += 1;
    const tag = startTag(element);
    if (html && name === 'html') check.htmlElement = element;

    if (!tag) {
      pushChildren(element, { parent: name, parentHtml: html, interactive, inLabel });
      continue;
    }
    checkElement(check, { element, name, html, tag, parent: parentHtml ? parent : `#${parent}`, interactive, inLabel });

    const nextInteractive = html && (name === 'a' || name === 'button') ? name : interactive;
    const nextInLabel = inLabel || (html && name === 'label');
    pushChildren(element, { parent: name, parentHtml: html, interactive: nextInteractive, inLabel: nextInLabel });
  }
}
