/**
 * The HTML rules beyond parsing, each checking one thing, on the model of the OpenAPI validator's rules: those
 * of an element (run as the walk reaches it), of an attribute, and of the whole document once walked. The
 * driver is checkHtml in core.ts; the rules report in the order they did when they were one function.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import {
  INPUT_LABEL_HINT,
  OUTLINE_LIMIT,
  attr,
  attrPlace,
  isInteractive,
  startTag,
  textOf,
  type AttributeVisit,
  type ElementVisit,
  type HtmlCheck,
} from './html-check';
import { HEADINGS, LABELLED_CONTROLS, OBSOLETE_ATTRIBUTES, OBSOLETE_ELEMENTS, UNLABELLED_INPUT_TYPES } from './rules';

type Element = DefaultTreeAdapterTypes.Element;

/** A <p> closed by a block start tag: remembered until a stray </p> shows the block was meant to be inside. */
function rememberClosedParagraph(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html } = visit;
  const location = element.sourceCodeLocation!;
  if (html && name === 'p' && !location.endTag) {
    // Closed by a block start tag at its end: remembered until a stray </p> shows it was meant to hold it.
    const closer = check.findElementAt(location.endOffset);
    if (closer) check.closedParagraphs.push(closer);
  }
}

/** Interactive content inside <a> or <button>. */
function checkInteractiveNesting(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag, interactive } = visit;
  if (html && interactive && isInteractive(element) && !(name === 'label' && interactive === 'a'))
    check.found.add(
      'error',
      'interactive-in-interactive',
      `<${name}> inside <${interactive}>: interactive content cannot be inside ${interactive === 'a' ? 'a link' : 'a button'}; a click on it is ambiguous and screen readers announce it badly`,
      tag.offset,
      tag.length,
    );
}

/** <li> in a list. */
function checkListItem(check: HtmlCheck, visit: ElementVisit): void {
  const { name, html, tag, parent } = visit;
  if (html && name === 'li' && parent !== 'ul' && parent !== 'ol' && parent !== 'menu' && parent !== 'template')
    check.found.add(
      'error',
      'li-outside-list',
      `<li> outside a list: a list item belongs in <ul>, <ol> or <menu>${parent === '#root' ? '' : `, not <${parent.replace(/^#/, '')}>`}`,
      tag.offset,
      tag.length,
    );
}

/** <dt> and <dd> in a description list. */
function checkDescriptionItem(check: HtmlCheck, visit: ElementVisit): void {
  const { name, html, tag, parent } = visit;
  if (html && (name === 'dt' || name === 'dd') && parent !== 'dl' && parent !== 'div' && parent !== 'template')
    check.found.add(
      'error',
      'dt-dd-outside-dl',
      `<${name}> outside a description list: it belongs in <dl>`,
      tag.offset,
      tag.length,
    );
}

/** Obsolete elements. */
function checkObsoleteElement(check: HtmlCheck, visit: ElementVisit): void {
  const { name, html, tag } = visit;
  if (html && name in OBSOLETE_ELEMENTS)
    check.found.add(
      'error',
      'obsolete-element',
      `<${name}> is obsolete: ${OBSOLETE_ELEMENTS[name]}`,
      tag.offset,
      tag.length,
    );
}

/** Every attribute, by the attribute rules. */
function checkAttributes(check: HtmlCheck, visit: ElementVisit): void {
  const { element } = visit;
  for (const attribute of element.attrs) {
    const place = () => attrPlace(element, attribute.name) ?? { offset: 0, length: 0 };
    for (const rule of ATTRIBUTE_RULES) rule(check, { element, name: attribute.name, value: attribute.value, place });
  }
}

/** <img> has alt. */
function checkImageAlt(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag } = visit;
  if (html && name === 'img') {
    const alt = attr(element, 'alt');
    if (alt === undefined)
      check.found.add(
        'error',
        'img-alt',
        '<img> has no alt: screen readers read out its file name instead. Describe what the image shows, or write alt="" if it is only decoration, so it is skipped',
        tag.offset,
        tag.length,
      );
  }
}

/** <input type="image"> has alt. */
function checkInputImageAlt(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag } = visit;
  if (html && name === 'input' && attr(element, 'type')?.toLowerCase() === 'image' && !attr(element, 'alt'))
    check.found.add(
      'error',
      'img-alt',
      '<input type="image"> has no alt: it is the button’s only name',
      tag.offset,
      tag.length,
    );
}

/** <area href> has alt. */
function checkAreaAlt(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag } = visit;
  if (html && name === 'area' && attr(element, 'href') !== undefined && attr(element, 'alt') === undefined)
    check.found.add(
      'error',
      'img-alt',
      '<area> with href has no alt: it is the link’s only name',
      tag.offset,
      tag.length,
    );
}

/** Labels and the controls they may name, checked once every id is known. */
function collectLabelling(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, inLabel } = visit;
  if (html && name === 'label' && attr(element, 'for') !== undefined) check.labelFors.push(element);
  if (LABELLED_CONTROLS.has(name) && html) {
    const type = attr(element, 'type')?.toLowerCase() ?? '';
    if (name !== 'input' || !UNLABELLED_INPUT_TYPES.has(type))
      check.controls.push({ element, id: attr(element, 'id'), inLabel });
  }
}

/** Headings: not empty, no skipped level; the outline. */
function checkHeading(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag } = visit;
  if (HEADINGS.has(name) && html) {
    const level = Number(name[1]);
    const content = textOf(element);
    if (content === '')
      check.found.add(
        'warning',
        'empty-heading',
        `<${name}> is empty: screen reader users navigate by headings and hear nothing here`,
        tag.offset,
        tag.length,
      );
    if (check.previousLevel > 0 && level > check.previousLevel + 1)
      check.found.add(
        'warning',
        'heading-level',
        `<${name}> after <h${check.previousLevel}> skips ${level - check.previousLevel - 1 === 1 ? `level ${check.previousLevel + 1}` : `levels ${check.previousLevel + 1}–${level - 1}`}: the outline has a gap that confuses screen reader users; use <h${check.previousLevel + 1}> or style the heading with CSS`,
        tag.offset,
        tag.length,
      );
    check.previousLevel = level;
    if (check.outline.length < OUTLINE_LIMIT)
      check.outline.push({ level, text: content, offset: tag.offset, line: check.index.locate(tag.offset).line });
  }
}

/** <title>: counted, and not empty. */
function checkTitle(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag } = visit;
  if (name === 'title' && html) {
    check.titles += 1;
    if (textOf(element) === '')
      check.found.add(
        'error',
        'empty-title',
        '<title> is empty: the tab, bookmarks and search results show no name',
        tag.offset,
        tag.length,
      );
  }
}

/** <meta charset> (or its http-equiv form): UTF-8, in the first 1024 bytes. */
function checkMetaCharset(check: HtmlCheck, visit: ElementVisit): void {
  const { element, name, html, tag } = visit;
  if (!html || name !== 'meta') return;
  let charset = attr(element, 'charset');
  if (charset === undefined && attr(element, 'http-equiv')?.toLowerCase() === 'content-type')
    charset = /charset\s*=\s*([^\s;"']+)/i.exec(attr(element, 'content') ?? '')?.[1];
  if (charset === undefined) return;
  check.charsetSeen = true;
  if (!/^utf-?8$/i.test(charset.trim()))
    check.found.add(
      'warning',
      'charset-not-utf8',
      `The page declares ${charset}: HTML documents must be UTF-8`,
      tag.offset,
      tag.length,
    );
  if (new TextEncoder().encode(check.text.slice(0, tag.offset)).length > 1024)
    check.found.add(
      'warning',
      'charset-late',
      'The charset declaration starts after the first 1024 bytes: browsers may not see it; put it first in <head>',
      tag.offset,
      tag.length,
    );
}

/** An id: not empty, no white space, unique. */
function checkId(check: HtmlCheck, { name, value, place }: AttributeVisit): void {
  if (name === 'id') {
    const { offset, length } = place();
    if (value === '')
      check.found.add('error', 'id-empty', 'The id is empty: an id needs at least one character', offset, length);
    else if (/\s/.test(value))
      check.found.add(
        'error',
        'id-whitespace',
        `The id "${value}" holds white space, which ids cannot`,
        offset,
        length,
      );
    const first = check.ids.get(value);
    if (first === undefined) check.ids.set(value, offset);
    else if (value !== '')
      check.found.add(
        'error',
        'duplicate-id',
        `The id "${value}" is already used at line ${check.index.locate(first).line}: ids must be unique, or links, labels and scripts find the first one only`,
        offset,
        length,
      );
  }
}

/** Obsolete attributes. */
function checkObsoleteAttribute(check: HtmlCheck, { element, name, place }: AttributeVisit): void {
  const obsolete = Object.hasOwn(OBSOLETE_ATTRIBUTES, name) ? OBSOLETE_ATTRIBUTES[name] : undefined;
  if (
    obsolete &&
    (obsolete.on === '*' || obsolete.on.includes(element.tagName)) &&
    element.namespaceURI === 'http://www.w3.org/1999/xhtml'
  ) {
    const { offset, length } = place();
    check.found.add(
      'error',
      'obsolete-attribute',
      `The ${name} attribute on <${element.tagName}> is obsolete: ${obsolete.hint}`,
      offset,
      length,
    );
  }
}

/** Inline event handlers, which a CSP blocks. */
function checkInlineHandler(check: HtmlCheck, { name, place }: AttributeVisit): void {
  if (name.startsWith('on') && name.length > 2) {
    const { offset, length } = place();
    check.found.add(
      'info',
      'inline-handler',
      `Inline event handler ${name}: a Content-Security-Policy without 'unsafe-inline' blocks it; attach the listener from a script`,
      offset,
      length,
    );
  }
}

/** A positive tabindex. */
function checkPositiveTabindex(check: HtmlCheck, { name, value, place }: AttributeVisit): void {
  if (name === 'tabindex' && Number(value) > 0) {
    const { offset, length } = place();
    check.found.add(
      'warning',
      'positive-tabindex',
      `tabindex="${value}" moves the element ahead of the page order for keyboard users; use 0 or -1, and order the source instead`,
      offset,
      length,
    );
  }
}

/** target="_blank" without noopener. */
function checkTargetBlank(check: HtmlCheck, { element, name, value, place }: AttributeVisit): void {
  if (name === 'target' && value.toLowerCase() === '_blank') {
    const rel = (attr(element, 'rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('noopener') && !rel.includes('noreferrer')) {
      const { offset, length } = place();
      check.found.add(
        'info',
        'target-blank',
        'target="_blank" without rel="noopener": browsers since 2021 imply noopener, but older ones let the new page control this one through window.opener',
        offset,
        length,
      );
    }
  }
}

/** The rules of an element, in the order they report. */
const ELEMENT_RULES: readonly ((check: HtmlCheck, visit: ElementVisit) => void)[] = [
  rememberClosedParagraph,
  checkInteractiveNesting,
  checkListItem,
  checkDescriptionItem,
  checkObsoleteElement,
  checkAttributes,
  checkImageAlt,
  checkInputImageAlt,
  checkAreaAlt,
  collectLabelling,
  checkHeading,
  checkTitle,
  checkMetaCharset,
];

/** The rules of an attribute, in the order they report. */
const ATTRIBUTE_RULES: readonly ((check: HtmlCheck, visit: AttributeVisit) => void)[] = [
  checkId,
  checkObsoleteAttribute,
  checkInlineHandler,
  checkPositiveTabindex,
  checkTargetBlank,
];

/** Runs the element rules on an element with a start tag in the source. */
export function checkElement(check: HtmlCheck, visit: ElementVisit): void {
  for (const rule of ELEMENT_RULES) rule(check, visit);
}

/**
 * A </p> with no open paragraph makes an empty <p>. The paragraph it was meant to close was ended by a block
 * start tag: the author put block content in a paragraph.
 */
export function checkBlockInParagraph(check: HtmlCheck, strayParagraphEnds: readonly { offset: number }[]): void {
  const waiting: Element[] = [];
  let nextClosed = 0;
  for (const end of strayParagraphEnds) {
    while (
      nextClosed < check.closedParagraphs.length &&
      (check.closedParagraphs[nextClosed]!.sourceCodeLocation?.startOffset ?? 0) < end.offset
    )
      waiting.push(check.closedParagraphs[nextClosed++]!);
    const block = waiting.pop();
    const blockTag = block ? startTag(block) : null;
    if (block && blockTag)
      check.found.add(
        'error',
        'block-in-p',
        `<${block.tagName}> cannot be inside <p>: a paragraph holds only phrasing content, so the parser ends the paragraph here, and the </p> at line ${check.index.locate(end.offset).line} closes nothing. Close the paragraph before the <${block.tagName}>, or use a <div>`,
        blockTag.offset,
        blockTag.length,
      );
  }
}

/** Every <label for> names an element. Returns the ids labels name. */
export function checkLabelTargets(check: HtmlCheck): Set<string> {
  const labelled = new Set<string>();
  for (const label of check.labelFors) {
    const target = attr(label, 'for') ?? '';
    labelled.add(target);
    if (!check.ids.has(target)) {
      const { offset, length } = attrPlace(label, 'for') ?? { offset: 0, length: 0 };
      check.found.add(
        'error',
        'label-for',
        `<label for="${target}"> points at no element: no id "${target}" in the document, so the label names nothing and a click on it does nothing`,
        offset,
        length,
      );
    }
  }
  return labelled;
}

/** Every form control has a label. */
export function checkControlLabels(check: HtmlCheck, labelled: ReadonlySet<string>): void {
  for (const { element, id, inLabel } of check.controls) {
    if (inLabel || (id !== undefined && labelled.has(id))) continue;
    if (attr(element, 'aria-label') || attr(element, 'aria-labelledby') || attr(element, 'title')) continue;
    const tag = startTag(element)!;
    const placeholder = attr(element, 'placeholder')
      ? ' A placeholder is not a label: it disappears as the user types.'
      : '';
    check.found.add(
      'warning',
      'control-label',
      `<${element.tagName}> has no label: screen readers announce it without a name. Give it ${INPUT_LABEL_HINT}.${placeholder}`,
      tag.offset,
      tag.length,
    );
  }
}

/** A whole page: <html lang>, a <title>, a charset. */
export function checkDocumentHead(check: HtmlCheck): void {
  const htmlTag = check.htmlElement ? startTag(check.htmlElement) : null;
  const place = htmlTag ?? { offset: 0, length: 0 };
  const lang = check.htmlElement ? attr(check.htmlElement, 'lang') : undefined;
  if (!lang?.trim())
    check.found.add(
      'warning',
      'html-lang',
      '<html> has no lang: screen readers guess the language to pronounce the page, and translation tools may offer the wrong one; add e.g. lang="en"',
      place.offset,
      place.length,
    );
  if (check.titles === 0)
    check.found.add(
      'error',
      'missing-title',
      'The document has no <title>: every page needs one for its tab, bookmarks and search results',
      place.offset,
      place.length,
    );
  if (!check.charsetSeen)
    check.found.add(
      'warning',
      'missing-charset',
      'No <meta charset="utf-8">: without it the browser guesses the encoding, and characters beyond ASCII may come out garbled',
      place.offset,
      place.length,
    );
}
