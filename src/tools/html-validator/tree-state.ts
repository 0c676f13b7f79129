import { html, Parser, type DefaultTreeAdapterMap, type DefaultTreeAdapterTypes, type Token } from 'parse5';

/*
 * What the tree construction checks read of parse5's parser: the stack of open elements as the HTML standard
 * describes it (with <select> among the scope boundaries, as the standard has had it since 2025), and the
 * reporting of the errors they find. parse5 reports the tokenizer's errors and a few of the tree builder's; the
 * rest the standard lists as "parse error" steps in its insertion modes
 * (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction), which the checks find by reading the
 * parser's state before parse5 processes each token.
 */

type Element = DefaultTreeAdapterTypes.Element;
const $ = html.TAG_ID;
const NS = html.NS;

/** A tree construction error, at a token or at the start tag of an element it leaves open. */
export interface TreeProblem {
  code: string;
  message: string;
  offset: number;
  length: number;
}

/** Elements whose end tag the parser implies ("generate implied end tags"). */
export const IMPLIED_END = new Set([$.DD, $.DT, $.LI, $.OPTGROUP, $.OPTION, $.P, $.RB, $.RP, $.RT, $.RTC]);

/** Elements an author may leave open: their end tag is optional, or the parser closes them at the end. */
const MAY_STAY_OPEN = new Set([
  ...IMPLIED_END,
  $.HTML,
  $.HEAD,
  $.BODY,
  $.CAPTION,
  $.COLGROUP,
  $.TBODY,
  $.THEAD,
  $.TFOOT,
  $.TR,
  $.TD,
  $.TH,
]);

/** What may still be open at the end of the document or at </body> ("in body", end-of-file token). */
const OPEN_AT_END = new Set([...IMPLIED_END, $.TBODY, $.TD, $.TFOOT, $.TH, $.THEAD, $.TR, $.BODY, $.HTML]);

export type ScopeKind = 'default' | 'button' | 'list' | 'table';

/** The HTML elements that bound "has an element in scope", with <select> since 2025. */
const SCOPE_HTML = new Set([
  $.APPLET,
  $.CAPTION,
  $.HTML,
  $.TABLE,
  $.TD,
  $.TH,
  $.MARQUEE,
  $.OBJECT,
  $.SELECT,
  $.TEMPLATE,
]);
const SCOPE_MATHML = new Set([$.MI, $.MO, $.MN, $.MS, $.MTEXT, $.ANNOTATION_XML]);
const SCOPE_SVG = new Set([$.FOREIGN_OBJECT, $.DESC, $.TITLE]);
const TABLE_SCOPE = new Set([$.HTML, $.TABLE, $.TEMPLATE]);
const HEADINGS = [...html.NUMBERED_HEADERS];
/** The elements whose open ones are kept in a list of their own, for the checks that look below a closing one. */
const TRACKED = new Set([$.OPTION, $.OPTGROUP, $.P]);
/** The most elements a walk for a scope or for a message's names takes (see inScopeFrom, blockerAbove). */
const SCOPE_WALK = 64;

export abstract class TreeState extends Parser<DefaultTreeAdapterMap> {
  /** Receives each tree construction error; set before the parser reads anything. */
  report: (problem: TreeProblem) => void = () => undefined;
  /** The token an error was last reported for: one error a token, the first step of the standard's that finds one. */
  private reportedToken: Token.Token | null = null;
  /** Start tags of the elements reported as left open, each reported once. */
  private readonly reportedOpen = new Set<number>();
  /** The elements flagOpen last reported. */
  private lastFlaggedOpen: readonly number[] | null = null;

  constructor(
    options: ConstructorParameters<typeof Parser<DefaultTreeAdapterMap>>[0],
    document?: DefaultTreeAdapterTypes.Document,
    fragmentContext?: Element | null,
  ) {
    super(options, document, fragmentContext);
    this.patchScopes();
  }

  /**
   * parse5 8.1 predates the 2025 change that made <select> a scope boundary (its "in select" insertion mode kept
   * other elements out of a select). An element is in scope now if it was in parse5's scope and no select is
   * open inside it: the checks compare its slot with the topmost select's, so parse5's own steps and the checks
   * agree with the standard, in constant time on parse5's indexed stack.
   */
  private patchScopes(): void {
    const stack = this.openElements;
    const has = {
      scope: stack.hasInScope.bind(stack),
      button: stack.hasInButtonScope.bind(stack),
      list: stack.hasInListItemScope.bind(stack),
      heading: stack.hasNumberedHeaderInScope.bind(stack),
    };
    /** Whether the open element at `slotOf()` is inside every open select (or is the topmost one). */
    const insideSelects = (slotOf: () => number) => {
      const select = stack.indexOfTopmost($.SELECT);
      return select === -1 || slotOf() >= select;
    };
    stack.hasInScope = (tagID, element) =>
      has.scope(tagID, element) &&
      insideSelects(() => (element ? stack._indexOf(element) : stack.indexOfTopmost(tagID)));
    stack.hasInButtonScope = (tagID) => has.button(tagID) && insideSelects(() => stack.indexOfTopmost(tagID));
    stack.hasInListItemScope = (tagID) => has.list(tagID) && insideSelects(() => stack.indexOfTopmost(tagID));
    stack.hasNumberedHeaderInScope = () => has.heading() && insideSelects(() => stack.indexOfTopmostOf(HEADINGS));
  }

  /** The open HTML <option>, <optgroup> and <p> elements, in stack order, with the slot each was opened at. */
  private readonly tracked: { element: Element; slot: number }[] = [];
  /** Counts the pushes and pops, so a check can tell that the stack has not changed since it last looked. */
  protected stackChanges = 0;

  override onItemPush(node: DefaultTreeAdapterTypes.ParentNode, tagID: number, isTop: boolean): void {
    super.onItemPush(node, tagID, isTop);
    this.stackChanges += 1;
    if (TRACKED.has(tagID) && (node as Element).namespaceURI === NS.HTML)
      this.tracked.push({ element: node as Element, slot: this.top });
  }

  override onItemPop(node: DefaultTreeAdapterTypes.ParentNode, isTop: boolean): void {
    super.onItemPop(node, isTop);
    this.stackChanges += 1;
    for (let at = this.tracked.length - 1; at >= 0; at -= 1)
      if (this.tracked[at]!.element === node) {
        this.tracked.splice(at, 1);
        break;
      }
  }

  /**
   * The slot of the topmost open HTML element with one of these tags (<option>, <optgroup> or <p>) below the
   * slot `from`, or -1: the elements above `from` are about to be closed.
   */
  protected topmostBelow(from: number, tags: readonly html.TAG_ID[]): number {
    const closing = new Set(this.slotsAbove(from).map((slot) => this.elementAt(slot)));
    for (let at = this.tracked.length - 1; at >= 0; at -= 1) {
      const { element, slot } = this.tracked[at]!;
      if (closing.has(element) || !tags.includes(html.getTagID(element.tagName))) continue;
      return this.openElements.items[slot] === element ? slot : this.openElements._indexOf(element);
    }
    return -1;
  }

  // The stack, by slot: the current node is at `top`, the root at 0, and `below` steps down.

  protected get top(): number {
    return this.openElements.stackTop;
  }

  protected below(slot: number): number {
    return this.openElements.slotBelow(slot);
  }

  protected elementAt(slot: number): Element {
    return this.openElements.items[slot] as Element;
  }

  protected tagAt(slot: number): html.TAG_ID {
    return this.openElements.tagIDs[slot] ?? $.UNKNOWN;
  }

  protected isHtml(slot: number): boolean {
    return this.elementAt(slot).namespaceURI === NS.HTML;
  }

  protected isHtmlAt(slot: number, tagID: html.TAG_ID): boolean {
    return this.tagAt(slot) === tagID && this.isHtml(slot);
  }

  protected nameAt(slot: number): string {
    return this.elementAt(slot).tagName;
  }

  /** Whether the current node is an HTML element with this tag. */
  protected currentIs(tagID: html.TAG_ID): boolean {
    return this.top >= 0 && this.isHtmlAt(this.top, tagID);
  }

  /** The slot of the topmost open HTML element with this name, or -1. */
  protected topmost(tagID: html.TAG_ID, name?: string): number {
    return tagID === $.UNKNOWN && name !== undefined
      ? this.openElements.indexOfTopmostByName(NS.HTML, name)
      : this.openElements.indexOfTopmost(tagID);
  }

  /** Whether an element that bounds this kind of scope is at the slot. */
  private bounds(slot: number, kind: ScopeKind): boolean {
    const tag = this.tagAt(slot);
    const namespace = this.elementAt(slot).namespaceURI;
    if (kind === 'table') return namespace === NS.HTML && TABLE_SCOPE.has(tag);
    if (namespace === NS.MATHML) return SCOPE_MATHML.has(tag);
    if (namespace === NS.SVG) return SCOPE_SVG.has(tag);
    if (namespace !== NS.HTML) return false;
    return (
      SCOPE_HTML.has(tag) ||
      (kind === 'button' && tag === $.BUTTON) ||
      (kind === 'list' && (tag === $.OL || tag === $.UL))
    );
  }

  /**
   * Whether the open element at `target` is in this kind of scope from the slot `from` down: no element between
   * them bounds it. The walk stops after `SCOPE_WALK` elements and answers no, so that no markup makes it slow.
   */
  protected inScopeFrom(target: number, from: number, kind: ScopeKind = 'default'): boolean {
    let steps = 0;
    for (let slot = from; slot !== -1 && steps < SCOPE_WALK; slot = this.below(slot), steps += 1) {
      if (slot === target) return true;
      if (this.bounds(slot, kind)) return false;
    }
    return false;
  }

  /**
   * The outermost element open above `slot` that bounds this kind of scope (or, for 'special', is special), or
   * -1; the walk stops after `SCOPE_WALK` elements.
   */
  protected blockerAbove(slot: number, kind: ScopeKind | 'special'): number {
    let steps = 0;
    for (
      let at = this.openElements.slotAbove(slot);
      at !== -1 && steps < SCOPE_WALK;
      at = this.openElements.slotAbove(at)
    ) {
      steps += 1;
      if (kind === 'special' ? this._isSpecialElement(this.elementAt(at), this.tagAt(at)) : this.bounds(at, kind))
        return at;
    }
    return -1;
  }

  /** The slot that is current after "generate implied end tags" (except for `except`), from `from` down. */
  protected afterImpliedEnds(except?: html.TAG_ID, from = this.top): number {
    let slot = from;
    while (slot > 0 && this.isHtml(slot) && IMPLIED_END.has(this.tagAt(slot)) && this.tagAt(slot) !== except)
      slot = this.below(slot);
    return slot;
  }

  /** The open elements above `slot` (the nearest first), optionally from a lower slot than the current node. */
  protected slotsAbove(slot: number, from = this.top): number[] {
    const slots: number[] = [];
    for (let at = from; at !== -1 && at !== slot; at = this.below(at)) slots.push(at);
    return slots.reverse();
  }

  /** The open elements that may not be open at the end of the body (`OPEN_AT_END`), from the root up. */
  protected openAtEnd(): number[] {
    if (this.openAtEndSeen.changes === this.stackChanges) return this.openAtEndSeen.slots;
    const slots: number[] = [];
    for (let slot = this.top; slot !== -1; slot = this.below(slot))
      if (!this.isHtml(slot) || !OPEN_AT_END.has(this.tagAt(slot))) slots.push(slot);
    this.openAtEndSeen = { changes: this.stackChanges, slots: slots.reverse() };
    return this.openAtEndSeen.slots;
  }

  /** The last answer of openAtEnd, the same array while the stack has not changed. */
  private openAtEndSeen: { changes: number; slots: number[] } = { changes: -1, slots: [] };

  // Reporting.

  /** Reports an error at the token, unless one was reported for it already. */
  protected flag(token: Token.Token, code: string, message: string): void {
    if (token === this.reportedToken) return;
    this.reportedToken = token;
    const location = token.location;
    const offset = location?.startOffset ?? 0;
    this.report({ code, message, offset, length: Math.max((location?.endOffset ?? offset) - offset, 0) });
  }

  /**
   * Reports each element among `slots` that the author has to close (an element whose end tag is optional is
   * left out), at its start tag: the token closes them all, or the document ends with them open. If none has a
   * start tag of its own (the parser made them), the error is reported at the token.
   */
  protected flagOpen(
    token: Token.Token,
    slots: readonly number[],
    code: string,
    describe: (name: string) => string,
    fallback: string,
  ): void {
    if (token === this.reportedToken) return;
    // The same elements, still open (openAtEnd's answer while the stack stays as it was): reported already.
    if (slots === this.lastFlaggedOpen) {
      this.reportedToken = token;
      return;
    }
    this.lastFlaggedOpen = slots;
    let reported = false;
    for (const slot of slots) {
      if (this.isHtml(slot) && MAY_STAY_OPEN.has(this.tagAt(slot))) continue;
      const location = this.elementAt(slot).sourceCodeLocation;
      const tag = location?.startTag ?? location;
      if (!tag) continue;
      reported = true;
      if (this.reportedOpen.has(tag.startOffset)) continue;
      this.reportedOpen.add(tag.startOffset);
      const length = tag.endOffset - tag.startOffset;
      this.report({ code, message: describe(this.nameAt(slot)), offset: tag.startOffset, length });
    }
    if (reported) this.reportedToken = token;
    else this.flag(token, code, fallback);
  }

  /** The line a token starts on, for messages that point back at it. */
  protected lineOf(token: Token.Token): number {
    return token.location?.startLine ?? 1;
  }
}
