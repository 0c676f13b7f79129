import { html, InsertionMode, Token, type DefaultTreeAdapterTypes, type ParserError } from 'parse5';
import { TreeChecks } from './tree-checks';
import { IMPLIED_END, type TreeProblem } from './tree-state';

/*
 * parse5's parser with the tree construction errors it does not report, and with <select> parsed as the HTML
 * standard has had it since 2025 (https://github.com/whatwg/html/pull/10548): parse5 8.1 still has the old
 * "in select" insertion modes, which dropped every tag but <option>, <optgroup> and <hr> inside a select, so a
 * customizable select (<button>, <selectedcontent>, images and markup in options) lost its content and its end
 * tags seemed to close nothing. Here the parser never enters those modes: a select's content is parsed "in body",
 * with the standard's rules for <select>, <option>, <optgroup>, <hr>, <input> and </select>.
 */

const $ = html.TAG_ID;
const NS = html.NS;
const M = InsertionMode;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** The start tags whose handling "in body" changed with the 2025 select parsing. */
const SELECT_TAGS = new Set([$.SELECT, $.OPTION, $.OPTGROUP, $.HR, $.INPUT]);

class CheckingParser extends TreeChecks {
  override _processStartTag(token: Token.TagToken): void {
    if (this.shouldProcessStartTagTokenInForeignContent(token)) this.checkForeignStartTag(token);
    super._processStartTag(token);
  }

  override _startTagOutsideForeignContent(token: Token.TagToken): void {
    const mode = this.insertionMode;
    if (mode === M.IN_TABLE_TEXT) this.checkTableText();
    else this.checkStartTag(mode, token);
    if (SELECT_TAGS.has(token.tagID) && this.reachesInBody(mode, token) && this.selectStartTag(mode, token)) return;
    super._startTagOutsideForeignContent(token);
    // parse5 switches to "in select" after a <select>; the standard now stays in the mode the token was read in.
    if (this.insertionMode === M.IN_SELECT || this.insertionMode === M.IN_SELECT_IN_TABLE)
      this.insertionMode =
        mode === M.AFTER_HEAD || mode === M.IN_TEMPLATE || mode === M.AFTER_BODY || mode === M.AFTER_AFTER_BODY
          ? M.IN_BODY
          : mode;
  }

  override onEndTag(token: Token.TagToken): void {
    if (this.currentNotInHTML) this.checkForeignEndTag(token);
    super.onEndTag(token);
  }

  override _endTagOutsideForeignContent(token: Token.TagToken): void {
    const mode = this.insertionMode;
    if (mode === M.IN_TABLE_TEXT) this.checkTableText();
    else this.checkEndTag(mode, token);
    if (token.tagID === $.SELECT && this.reachesInBody(mode, token)) return this.selectEndTag(mode);
    super._endTagOutsideForeignContent(token);
  }

  override onCharacter(token: Token.CharacterToken): void {
    if (!this.tokenizer.inForeignNode) this.checkCharacters(this.insertionMode, token);
    super.onCharacter(token);
  }

  override onComment(token: Token.CommentToken): void {
    if (this.insertionMode === M.IN_TABLE_TEXT && !this.currentNotInHTML) this.checkTableText();
    super.onComment(token);
  }

  override onDoctype(token: Token.DoctypeToken): void {
    if (this.insertionMode === M.IN_TABLE_TEXT) this.checkTableText();
    else this.checkDoctype(this.insertionMode, token);
    super.onDoctype(token);
  }

  override onEof(token: Token.EOFToken): void {
    if (this.insertionMode === M.IN_TABLE_TEXT) this.checkTableText();
    else this.checkEof(this.insertionMode, token);
    super.onEof(token);
  }

  /**
   * Whether the token reaches the "in body" rules from this mode with the stack as it is (the modes that hand it
   * on through parse5's own dispatch are left to that call).
   */
  private reachesInBody(mode: InsertionMode, token: Token.TagToken): boolean {
    const startTag = token.type === Token.TokenType.START_TAG;
    switch (mode) {
      case M.IN_BODY:
      case M.IN_CAPTION:
      case M.IN_CELL:
      case M.AFTER_BODY:
      case M.AFTER_AFTER_BODY:
        return true;
      case M.AFTER_HEAD:
      case M.IN_TEMPLATE:
        return startTag;
      case M.IN_TABLE:
      case M.IN_TABLE_BODY:
      case M.IN_ROW:
        // "Anything else" in a table: a hidden input is the table's own.
        return token.tagID !== $.INPUT || !isHiddenInput(token);
      default:
        return false;
    }
  }

  /**
   * The 2025 rules for a start tag in a select. Returns whether the token was handled here (and ignored);
   * otherwise parse5 goes on with the stack as the rules leave it.
   */
  private selectStartTag(mode: InsertionMode, token: Token.TagToken): boolean {
    const stack = this.openElements;
    const tag = token.tagID;
    if ((tag === $.SELECT || tag === $.INPUT) && this.selectContext()) return this.ignore(mode);
    if (!stack.hasInScope($.SELECT)) return false;
    switch (tag) {
      case $.SELECT:
        stack.popUntilTagNamePopped($.SELECT);
        return this.ignore(mode);
      case $.INPUT:
        stack.popUntilTagNamePopped($.SELECT);
        return false;
      case $.HR:
        if (stack.hasInButtonScope($.P)) this._closePElement();
        this.popImpliedEnds();
        return false;
      default:
        this.popImpliedEnds(tag === $.OPTION ? $.OPTGROUP : undefined);
        return false;
    }
  }

  /** </select> "in body": it closes the select in scope, with what is open in it. */
  private selectEndTag(mode: InsertionMode): void {
    this.ignore(mode);
    if (!this.openElements.hasInScope($.SELECT)) return;
    this.popImpliedEnds();
    this.openElements.popUntilTagNamePopped($.SELECT);
  }

  /** A token the "in body" rules ignore: from after the body, the parser is back in it all the same. */
  private ignore(mode: InsertionMode): true {
    if (mode === M.AFTER_BODY || mode === M.AFTER_AFTER_BODY) this.insertionMode = M.IN_BODY;
    return true;
  }

  /** "Generate implied end tags", except for `except`. */
  private popImpliedEnds(except?: html.TAG_ID): void {
    const stack = this.openElements;
    while (
      stack.currentTagId !== undefined &&
      stack.currentTagId !== except &&
      IMPLIED_END.has(stack.currentTagId) &&
      this.isHtml(this.top)
    )
      stack.pop();
  }

  /**
   * "Reset the insertion mode appropriately" without a select: parse5 calls this when the topmost element
   * that selects a mode is a select; the standard's reset no longer stops there, and goes on below it.
   */
  override _resetInsertionModeForSelect(selectIdx: number): void {
    for (let slot = selectIdx === 0 ? -1 : this.below(selectIdx); slot !== -1; slot = this.below(slot)) {
      const last = slot === 0;
      const node = last && this.fragmentContext ? this.fragmentContext : this.elementAt(slot);
      const tag = last && this.fragmentContext ? this.fragmentContextID : this.tagAt(slot);
      if ((node as DefaultTreeAdapterTypes.Element).namespaceURI !== NS.HTML) continue;
      const mode = modeOf(tag, last, this.headElement !== null, this.tmplInsertionModeStack);
      if (mode !== undefined) {
        this.insertionMode = mode;
        return;
      }
    }
    this.insertionMode = M.IN_BODY;
  }
}

/** The insertion mode an open element selects when the mode is reset, if it selects one. */
function modeOf(
  tag: html.TAG_ID,
  last: boolean,
  hasHead: boolean,
  templateModes: readonly InsertionMode[],
): InsertionMode | undefined {
  switch (tag) {
    case $.TD:
    case $.TH:
      return last ? undefined : M.IN_CELL;
    case $.TR:
      return M.IN_ROW;
    case $.TBODY:
    case $.THEAD:
    case $.TFOOT:
      return M.IN_TABLE_BODY;
    case $.CAPTION:
      return M.IN_CAPTION;
    case $.COLGROUP:
      return M.IN_COLUMN_GROUP;
    case $.TABLE:
      return M.IN_TABLE;
    case $.TEMPLATE:
      return templateModes[templateModes.length - 1];
    case $.HEAD:
      return last ? undefined : M.IN_HEAD;
    case $.BODY:
      return M.IN_BODY;
    case $.FRAMESET:
      return M.IN_FRAMESET;
    case $.HTML:
      return hasHead ? M.AFTER_HEAD : M.BEFORE_HEAD;
    default:
      return undefined;
  }
}

function isHiddenInput(token: Token.TagToken): boolean {
  return token.attrs.some((attribute) => attribute.name === 'type' && attribute.value.toLowerCase() === 'hidden');
}

export interface CheckedParse {
  root: ParentNode;
  /** Where each </p> that closed no paragraph starts. */
  strayParagraphEnds: readonly { offset: number; length: number }[];
}

/**
 * Parses a document, or a fragment for inside <body> (a <template> context, as parse5 parses one), reporting
 * parse5's errors (tokenizer errors and a few of the tree builder's) to `onParseError` and the other tree
 * construction errors to `onTreeError`. `context` parses a fragment for another element, as innerHTML would.
 */
export function parseChecked(
  text: string,
  options: {
    fragment: boolean;
    context?: DefaultTreeAdapterTypes.Element;
    scriptingEnabled?: boolean;
    onParseError: (error: ParserError) => void;
    onTreeError: (problem: TreeProblem) => void;
  },
): CheckedParse {
  const parserOptions = {
    sourceCodeLocationInfo: true,
    scriptingEnabled: options.scriptingEnabled ?? false,
    onParseError: options.onParseError,
  };
  const parser = options.fragment
    ? (CheckingParser.getFragmentParser(options.context ?? null, parserOptions) as CheckingParser)
    : new CheckingParser(parserOptions);
  parser.report = options.onTreeError;
  parser.tokenizer.write(text, true);
  return {
    root: options.fragment ? parser.getFragment() : parser.document,
    strayParagraphEnds: parser.strayParagraphEnds,
  };
}
