import { foreignContent, html, InsertionMode, Token } from 'parse5';
import { parseErrorMessage } from './parse-errors';
import { TreeState, type ScopeKind } from './tree-state';

/*
 * The "parse error" steps of the standard's tree construction
 * (https://html.spec.whatwg.org/multipage/parsing.html#tree-construction) that parse5 does not report, mode by
 * mode. Each check reads the state before parse5 processes the token, follows the steps the token takes through
 * the insertion modes, and reports the first error it meets. Where parse5 hands the token back to its own
 * dispatch ("reprocess the token", through _processToken), the check stops: it runs again for the new mode.
 */

const $ = html.TAG_ID;
const NS = html.NS;
const M = InsertionMode;
type TagToken = Token.TagToken;

const END_WITHOUT_OPEN = 'end-tag-without-matching-open-element';
const CLOSING_OPEN = 'closing-of-element-with-open-child-elements';
const OPEN_AT_EOF = 'open-elements-left-after-eof';

/** Start tags "in head" handles wherever they come ("in body", "in template", "after head"). */
const HEAD_CONTENT = new Set([
  $.BASE,
  $.BASEFONT,
  $.BGSOUND,
  $.LINK,
  $.META,
  $.NOFRAMES,
  $.SCRIPT,
  $.STYLE,
  $.TEMPLATE,
  $.TITLE,
]);
/** Start tags that close an open <p> ("in body"). */
const CLOSES_P = new Set([
  $.ADDRESS,
  $.ARTICLE,
  $.ASIDE,
  $.BLOCKQUOTE,
  $.CENTER,
  $.DETAILS,
  $.DIALOG,
  $.DIR,
  $.DIV,
  $.DL,
  $.FIELDSET,
  $.FIGCAPTION,
  $.FIGURE,
  $.FOOTER,
  $.HEADER,
  $.HGROUP,
  $.MAIN,
  $.MENU,
  $.NAV,
  $.OL,
  $.P,
  $.SEARCH,
  $.SECTION,
  $.SUMMARY,
  $.UL,
  $.PRE,
  $.LISTING,
  $.PLAINTEXT,
  $.XMP,
]);
/** End tags "in body" that close the element of their name when it is in scope. */
const CLOSE_IN_SCOPE = new Set([
  ...[...CLOSES_P].filter((tag) => tag !== $.P && tag !== $.PLAINTEXT && tag !== $.XMP),
  $.BUTTON,
  $.SELECT,
  $.APPLET,
  $.MARQUEE,
  $.OBJECT,
]);
const FORMATTING = new Set([
  $.A,
  $.B,
  $.BIG,
  $.CODE,
  $.EM,
  $.FONT,
  $.I,
  $.NOBR,
  $.S,
  $.SMALL,
  $.STRIKE,
  $.STRONG,
  $.TT,
  $.U,
]);
const TABLE_PARTS = new Set([$.CAPTION, $.COL, $.COLGROUP, $.TBODY, $.TD, $.TFOOT, $.TH, $.THEAD, $.TR]);
const TABLE_STRUCTURE = new Set([$.TABLE, $.TBODY, $.TFOOT, $.THEAD, $.TR]);
/** End tags the table modes ignore as closing nothing ("in table" and below). */
const TABLE_IGNORED_ENDS = new Set([$.BODY, $.CAPTION, $.COL, $.COLGROUP, $.HTML, ...TABLE_PARTS]);
const HEADINGS = [$.H1, $.H2, $.H3, $.H4, $.H5, $.H6];

const start = (token: TagToken) => `<${token.tagName}>`;
const end = (token: TagToken) => `</${token.tagName}>`;

export abstract class TreeChecks extends TreeState {
  /** Where each </p> that closed no paragraph starts, for the rule that explains it (block content in a <p>). */
  readonly strayParagraphEnds: { offset: number; length: number }[] = [];

  // Start tags.

  protected checkStartTag(mode: InsertionMode, token: TagToken): void {
    const tag = token.tagID;
    if (tag === $.HTML && mode !== M.INITIAL && mode !== M.BEFORE_HTML) return this.secondHtml(token);
    switch (mode) {
      case M.AFTER_HEAD:
        // The head content and <head> are parse5's (abandoned-head-element-child, misplaced-start-tag-for-head-element).
        if (tag !== $.BODY && tag !== $.FRAMESET && tag !== $.HEAD && !HEAD_CONTENT.has(tag)) this.inBodyStart(token);
        return;
      case M.IN_BODY:
        return this.inBodyStart(token);
      case M.IN_TABLE:
        return this.inTableStart(token);
      case M.IN_CAPTION:
        if (!TABLE_PARTS.has(tag)) return this.inBodyStart(token);
        if (this.closeCaption(token)) this.inTableStart(token);
        return;
      case M.IN_COLUMN_GROUP:
        if (tag !== $.COL && tag !== $.TEMPLATE && !this.currentIs($.COLGROUP)) this.misplacedInColumnGroup(token);
        return;
      case M.IN_TABLE_BODY:
        return this.inTableBodyStart(token);
      case M.IN_ROW:
        if (tag === $.TD || tag === $.TH) return;
        if (!TABLE_PARTS.has(tag)) return this.inTableStart(token);
        if (!this.openElements.hasInTableScope($.TR)) this.misplacedTablePart(token);
        return;
      case M.IN_CELL:
        if (!TABLE_PARTS.has(tag)) return this.inBodyStart(token);
        if (this.openElements.hasInTableScope($.TD) || this.openElements.hasInTableScope($.TH))
          this.closeTablePart(token, this.openElements.indexOfTopmostOf([$.TD, $.TH]), 'cell');
        return;
      case M.IN_TEMPLATE:
        if (!HEAD_CONTENT.has(tag) && !TABLE_PARTS.has(tag)) this.inBodyStart(token);
        return;
      case M.AFTER_BODY:
        return this.contentAfter(token, '</body>', 'content-after-body');
      case M.AFTER_AFTER_BODY:
        return this.contentAfter(token, '</html>', 'content-after-html');
      case M.IN_FRAMESET:
      case M.AFTER_FRAMESET:
      case M.AFTER_AFTER_FRAMESET:
        if (tag !== $.NOFRAMES && (mode !== M.IN_FRAMESET || (tag !== $.FRAMESET && tag !== $.FRAME)))
          this.inFrameset(token, mode);
        return;
      default:
      // The head modes are parse5's; the others hand the token on to their own dispatch.
    }
  }

  private secondHtml(token: TagToken): void {
    this.flag(
      token,
      'second-html-start-tag',
      'A second <html> start tag: a page has one <html> element, so the parser adds any new attributes to the first one and ignores the tag',
    );
  }

  private inBodyStart(token: TagToken): void {
    const tag = token.tagID;
    const name = token.tagName;
    if (CLOSES_P.has(tag)) return void this.closeParagraph(token);
    switch (tag) {
      case $.BODY:
        return this.flag(
          token,
          'second-body-start-tag',
          'A second <body> start tag: a page has one body, so the parser adds any new attributes to the first one and ignores the tag',
        );
      case $.FRAMESET:
        return this.flag(
          token,
          'misplaced-frameset',
          this.framesetOk && this.top >= 1 && this.tagAt(1) === $.BODY
            ? '<frameset> inside the body: a page has a body or a frameset, not both, so the parser throws the body away for the frameset'
            : '<frameset> inside the body: a frameset takes the place of <body>, before any content, so the parser ignores it here',
        );
      case $.HEAD:
        return this.flag(
          token,
          'misplaced-start-tag-for-head-element',
          '<head> inside the body: the head comes before <body>, so the parser ignores this tag',
        );
      case $.FRAME:
        return this.flag(token, 'misplaced-frame', '<frame> outside a <frameset>: the parser ignores it');
      case $.H1:
      case $.H2:
      case $.H3:
      case $.H4:
      case $.H5:
      case $.H6: {
        if (this.closeParagraph(token)) return;
        const p = this.openElements.hasInButtonScope($.P) ? this.openElements.indexOfTopmost($.P) : -1;
        const current = p === -1 ? this.top : this.below(p);
        if (this.isHtml(current) && HEADINGS.includes(this.tagAt(current)))
          this.flag(
            token,
            'nested-heading',
            `<${name}> inside <${this.nameAt(current)}>: headings cannot nest, so the parser closes the <${this.nameAt(current)}> here; close it before <${name}>`,
          );
        return;
      }
      case $.FORM:
        if (this.formElement && this.openElements.tmplCount === 0)
          return this.flag(
            token,
            'nested-form',
            '<form> inside another <form>: forms cannot nest, so the parser ignores this start tag (and its attributes); close the first form before',
          );
        return void this.closeParagraph(token);
      case $.LI:
      case $.DD:
      case $.DT:
        return this.listItem(token);
      case $.TABLE:
        if (this.document.mode !== html.DOCUMENT_MODE.QUIRKS) this.closeParagraph(token);
        return;
      case $.BUTTON:
        if (this.openElements.hasInScope($.BUTTON))
          this.flag(
            token,
            'nested-button',
            '<button> inside <button>: buttons cannot nest, so the parser closes the first one here; close it before this one',
          );
        return;
      case $.A:
        if (this.activeFormattingElements.getElementEntryInScopeWithTagName('a'))
          this.flag(
            token,
            'nested-a',
            '<a> inside <a>: links cannot nest, so the parser closes the first one here; close it before this one',
          );
        return;
      case $.NOBR:
        if (this.openElements.hasInScope($.NOBR))
          this.flag(token, 'nested-nobr', '<nobr> inside <nobr>: the parser closes the first one here');
        return;
      case $.IMAGE:
        return this.flag(
          token,
          'image-element',
          '<image> is not an HTML element: the parser turns it into <img>; write <img>',
        );
      case $.INPUT:
      case $.SELECT:
        if (this.selectContext() || this.openElements.hasInScope($.SELECT))
          this.flag(
            token,
            tag === $.SELECT ? 'nested-select' : 'input-in-select',
            tag === $.SELECT
              ? '<select> inside a <select>: selects cannot nest, so the parser closes the first one here and ignores this tag'
              : '<input> inside a <select>: a select cannot hold a text field, so the parser closes the select before it',
          );
        return;
      case $.OPTION:
      case $.OPTGROUP:
        return this.optionStart(token, this.top);
      case $.HR:
        if (!this.closeParagraph(token)) {
          const p = this.openElements.hasInButtonScope($.P) ? this.openElements.indexOfTopmost($.P) : -1;
          this.optionStart(token, p === -1 ? this.top : this.below(p));
        }
        return;
      case $.RB:
      case $.RTC:
      case $.RP:
      case $.RT:
        return this.rubyPart(token);
      default:
        if (TABLE_PARTS.has(tag))
          this.flag(
            token,
            'misplaced-table-element',
            `${start(token)} outside a table: the parser ignores it; ${tag === $.TD || tag === $.TH ? 'a cell belongs in a <tr> in a <table>' : `<${name}> belongs in a <table>`}`,
          );
    }
  }

  /**
   * "Close a p element", if one is in button scope, from the slot `from`: the elements still open in the
   * paragraph are closed with it. Returns whether that was an error.
   */
  private closeParagraph(token: TagToken, from = this.top): boolean {
    const stack = this.openElements;
    if (stack.indexOfTopmost($.P) === -1) return false;
    let paragraph: number;
    if (from === this.top) {
      if (!stack.hasInButtonScope($.P)) return false;
      paragraph = stack.indexOfTopmost($.P);
    } else {
      paragraph = this.topmostBelow(from, [$.P]);
      if (paragraph === -1 || !this.inScopeFrom(paragraph, from, 'button')) return false;
    }
    if (this.afterImpliedEnds($.P, from) === paragraph) return false;
    const line = this.lineOf(token);
    this.flagOpen(
      token,
      this.slotsAbove(paragraph, from),
      CLOSING_OPEN,
      (name) =>
        `<${name}> is still open when ${start(token)} at line ${line} ends the paragraph around it: the parser closes it there; add </${name}> first`,
      `${start(token)} ends a paragraph that still holds open elements`,
    );
    return true;
  }

  /** <li>, <dd>, <dt>: the open item of the kind they close, then the paragraph around them. */
  private listItem(token: TagToken): void {
    const stack = this.openElements;
    const item =
      token.tagID === $.LI
        ? stack.indexOfTopmost($.LI)
        : Math.max(stack.indexOfTopmost($.DD), stack.indexOfTopmost($.DT));
    let from = this.top;
    if (item !== -1 && !stack.hasListItemBoundaryAbove(item)) {
      const itemTag = this.tagAt(item);
      if (this.afterImpliedEnds(itemTag) !== item) {
        const line = this.lineOf(token);
        return this.flagOpen(
          token,
          this.slotsAbove(item),
          CLOSING_OPEN,
          (name) =>
            `<${name}> is still open when ${start(token)} at line ${line} ends the <${this.nameAt(item)}> around it: the parser closes it there; add </${name}> first`,
          `${start(token)} ends a <${this.nameAt(item)}> that still holds open elements`,
        );
      }
      from = this.below(item);
    }
    this.closeParagraph(token, from);
  }

  /** <option>, <optgroup> and <hr> in a <select>, from the slot `from` (below a paragraph <hr> closed). */
  private optionStart(token: TagToken, from: number): void {
    if (!this.openElements.hasInScope($.SELECT)) return;
    const after = this.afterImpliedEnds(token.tagID === $.OPTION ? $.OPTGROUP : undefined, from);
    // The select is in scope, so nothing between it and the current node bounds the scope but the select.
    const option = this.topmostBelow(after, token.tagID === $.OPTION ? [$.OPTION] : [$.OPTION, $.OPTGROUP]);
    if (option < this.openElements.indexOfTopmost($.SELECT)) return;
    this.flag(
      token,
      'nested-option',
      `${start(token)} inside an <option>${token.tagID === $.OPTION ? '' : ' or <optgroup>'} that still holds <${this.nameAt(after)}>: options cannot nest; close the <${this.nameAt(after)}> and the option first`,
    );
  }

  /** <rb>, <rtc>, <rt>, <rp>: they belong directly in a <ruby> (<rt> and <rp> also in an <rtc>). */
  private rubyPart(token: TagToken): void {
    const annotation = token.tagID === $.RT || token.tagID === $.RP;
    const inRuby = this.openElements.hasInScope($.RUBY);
    const current = inRuby ? this.afterImpliedEnds(annotation ? $.RTC : undefined) : this.top;
    if (this.isHtmlAt(current, $.RUBY) || (annotation && this.isHtmlAt(current, $.RTC))) return;
    const where = annotation ? '<ruby> or <rtc>' : '<ruby>';
    this.flag(
      token,
      'misplaced-ruby-part',
      inRuby
        ? `${start(token)} inside <${this.nameAt(current)}> in a <ruby>: it belongs directly in ${where}; close the <${this.nameAt(current)}> first`
        : `${start(token)} outside a <ruby>: it belongs directly in ${where}`,
    );
  }

  /** Whether the document is a fragment parsed for a <select> (the standard's fragment case). */
  protected selectContext(): boolean {
    return this.fragmentContextID === $.SELECT && this.fragmentContext?.namespaceURI === NS.HTML;
  }

  private inTableStart(token: TagToken): void {
    const tag = token.tagID;
    switch (tag) {
      case $.CAPTION:
      case $.COLGROUP:
      case $.COL:
      case $.TBODY:
      case $.TFOOT:
      case $.THEAD:
      case $.TR:
      case $.STYLE:
      case $.SCRIPT:
      case $.TEMPLATE:
        return;
      case $.TD:
      case $.TH:
        return this.cellOutsideRow(token);
      case $.TABLE:
        return this.flag(
          token,
          'table-in-table',
          '<table> directly inside a <table>: the parser ends the first table here; to nest a table, put it in a <td>',
        );
      case $.FORM:
        return this.flag(
          token,
          'form-in-table',
          '<form> directly inside a <table>: the parser closes it at once, so it holds none of the fields after it; put the form around the table, or inside a cell',
        );
      case $.INPUT:
        // A hidden input is the table's own error; any other input is "anything else".
        if (Token.getTokenAttr(token, 'type')?.toLowerCase() !== 'hidden') return this.contentInTable(token);
        return this.flag(
          token,
          'hidden-input-in-table',
          '<input type="hidden"> directly inside a <table>: browsers keep it there, but a table holds only rows and cells; move it into a cell or out of the table',
        );
      default:
        this.contentInTable(token);
    }
  }

  private inTableBodyStart(token: TagToken): void {
    const tag = token.tagID;
    if (tag === $.TR) return;
    if (tag === $.TD || tag === $.TH) return this.cellOutsideRow(token);
    if (!TABLE_PARTS.has(tag)) return this.inTableStart(token);
    if (!this.openElements.hasTableBodyContextInTableScope()) this.misplacedTablePart(token);
  }

  private cellOutsideRow(token: TagToken): void {
    this.flag(
      token,
      'cell-outside-row',
      `${start(token)} outside a row: the parser adds a <tr> around it; start the row with <tr>`,
    );
  }

  private contentInTable(token: TagToken | Token.CharacterToken): void {
    const what = 'tagName' in token ? `${token.type === Token.TokenType.END_TAG ? end(token) : start(token)}` : 'Text';
    this.flag(
      token,
      token.type === Token.TokenType.CHARACTER ? 'text-in-table' : 'content-in-table',
      `${what} directly inside a <table>, outside any cell: browsers move it before the table; put it in a <td>, a <th> or a <caption>`,
    );
  }

  private misplacedTablePart(token: TagToken): void {
    this.flag(
      token,
      'misplaced-table-element',
      `${token.type === Token.TokenType.END_TAG ? end(token) : start(token)} where the table has no open ${token.tagID === $.TR || token.type === Token.TokenType.END_TAG ? 'part it belongs to' : 'row group'}: the parser ignores it`,
    );
  }

  private misplacedInColumnGroup(token: TagToken | Token.CharacterToken): void {
    this.flag(
      token,
      'content-in-column-group',
      `${'tagName' in token ? start(token) : 'Text'} inside a <colgroup> that is not a column group of a table: the parser ignores it`,
    );
  }

  /** A caption closed by its end tag, </table> or a table part. Returns whether that was fine. */
  private closeCaption(token: TagToken): boolean {
    if (this.openElements.hasInTableScope($.CAPTION))
      return this.closeTablePart(token, this.openElements.indexOfTopmost($.CAPTION), 'caption');
    this.misplacedTablePart(token);
    return false;
  }

  /**
   * A caption or a cell (at `slot`) closed by a table tag or an end tag: its open elements are closed with it.
   * Returns whether that was fine, so the token goes on into the table.
   */
  private closeTablePart(token: TagToken, slot: number, what: string): boolean {
    if (this.afterImpliedEnds() === slot) return true;
    const line = this.lineOf(token);
    const closer = token.type === Token.TokenType.END_TAG ? end(token) : start(token);
    this.flagOpen(
      token,
      this.slotsAbove(slot),
      CLOSING_OPEN,
      (name) =>
        `<${name}> is still open when ${closer} at line ${line} ends the ${what} around it: the parser closes it there; add </${name}> first`,
      `${closer} ends a ${what} that still holds open elements`,
    );
    return false;
  }

  private contentAfter(token: TagToken | Token.CharacterToken, closer: string, code: string): void {
    const what = 'tagName' in token ? (token.type === Token.TokenType.END_TAG ? end(token) : start(token)) : 'Text';
    this.flag(token, code, `${what} after ${closer}: the parser moves it back into the body; put it before ${closer}`);
  }

  private inFrameset(token: TagToken | Token.CharacterToken, mode: InsertionMode): void {
    const what = 'tagName' in token ? (token.type === Token.TokenType.END_TAG ? end(token) : start(token)) : 'Text';
    this.flag(
      token,
      'content-in-frameset',
      mode === M.IN_FRAMESET
        ? `${what} inside a <frameset>: a frameset holds only <frame> and <frameset> elements; the parser ignores it`
        : `${what} after the frameset: a page with frames has nothing after </frameset> but <noframes>; the parser ignores it`,
    );
  }

  // Text, doctypes and the end.

  protected checkCharacters(mode: InsertionMode, token: Token.CharacterToken): void {
    switch (mode) {
      case M.IN_TABLE:
      case M.IN_TABLE_BODY:
      case M.IN_ROW:
        // Next to a table part, text waits "in table text"; elsewhere it goes before the table at once.
        if (!this.isHtml(this.top) || !TABLE_STRUCTURE.has(this.tagAt(this.top))) this.contentInTable(token);
        return;
      case M.IN_COLUMN_GROUP:
        if (!this.currentIs($.COLGROUP)) this.misplacedInColumnGroup(token);
        return;
      case M.AFTER_BODY:
        return this.contentAfter(token, '</body>', 'content-after-body');
      case M.AFTER_AFTER_BODY:
        return this.contentAfter(token, '</html>', 'content-after-html');
      case M.IN_FRAMESET:
      case M.AFTER_FRAMESET:
      case M.AFTER_AFTER_FRAMESET:
        return this.inFrameset(token, mode);
      default:
    }
  }

  /** The text a table held back ("in table text"): if any of it is not white space, it goes before the table. */
  protected checkTableText(): void {
    if (!this.hasNonWhitespacePendingCharacterToken) return;
    const text = this.pendingCharacterTokens.find((pending) => pending.type === Token.TokenType.CHARACTER);
    if (text) this.contentInTable(text);
  }

  protected checkDoctype(mode: InsertionMode, token: Token.DoctypeToken): void {
    // parse5 reports a DOCTYPE in the head modes, and the first one is the document's.
    if (mode === M.INITIAL || (mode >= M.BEFORE_HEAD && mode <= M.AFTER_HEAD)) return;
    this.flag(token, 'misplaced-doctype', parseErrorMessage('misplaced-doctype'));
  }

  protected checkEof(mode: InsertionMode, token: Token.EOFToken): void {
    switch (mode) {
      case M.IN_BODY:
      case M.IN_TABLE:
      case M.IN_CAPTION:
      case M.IN_COLUMN_GROUP:
      case M.IN_TABLE_BODY:
      case M.IN_ROW:
      case M.IN_CELL:
      case M.IN_TEMPLATE: {
        const open = this.openAtEnd();
        if (open.length === 0) return;
        return this.flagOpen(
          token,
          open,
          OPEN_AT_EOF,
          (name) => `<${name}> is never closed: the document ends with it open; add </${name}>`,
          'The document ends with elements still open: add their end tags',
        );
      }
      case M.IN_FRAMESET:
        if (this.top > 0)
          this.flagOpen(
            token,
            this.slotsAbove(0),
            OPEN_AT_EOF,
            (name) => `<${name}> is never closed: the document ends with it open; add </${name}>`,
            'The document ends with a <frameset> open: add </frameset>',
          );
        return;
      default:
    }
  }

  // End tags.

  protected checkEndTag(mode: InsertionMode, token: TagToken): void {
    const tag = token.tagID;
    switch (mode) {
      case M.BEFORE_HTML:
        if (tag !== $.HEAD && tag !== $.BODY && tag !== $.HTML && tag !== $.BR) this.closesNothing(token);
        return;
      case M.AFTER_HEAD:
        // The body the token opens is then in scope, and nothing is open in it; but </html> in a fragment has
        // no <html> to close.
        if (tag === $.BR) this.inBodyEnd(token);
        else if (tag === $.HTML && this.fragmentContext) this.closesNothing(token);
        return;
      case M.IN_BODY:
        return this.inBodyEnd(token);
      case M.IN_TABLE:
        return this.inTableEnd(token);
      case M.IN_CAPTION:
        if (tag === $.CAPTION || tag === $.TABLE) return void this.closeCaption(token);
        if (TABLE_IGNORED_ENDS.has(tag)) return this.closesNothing(token);
        return this.inBodyEnd(token);
      case M.IN_COLUMN_GROUP:
        if (tag === $.COL || (tag !== $.TEMPLATE && !this.currentIs($.COLGROUP))) this.closesNothing(token);
        return;
      case M.IN_TABLE_BODY:
        if (tag === $.TBODY || tag === $.TFOOT || tag === $.THEAD) {
          if (!this.openElements.hasInTableScope(tag)) this.closesNothing(token, 'table');
        } else if (tag === $.TABLE) {
          if (!this.openElements.hasTableBodyContextInTableScope()) this.closesNothing(token, 'table');
        } else if (TABLE_IGNORED_ENDS.has(tag)) this.closesNothing(token);
        else this.inTableEnd(token);
        return;
      case M.IN_ROW:
        if (tag === $.TR || tag === $.TABLE || tag === $.TBODY || tag === $.TFOOT || tag === $.THEAD) {
          if (!this.openElements.hasInTableScope(tag === $.TABLE ? $.TR : tag)) this.closesNothing(token, 'table');
        } else if (TABLE_IGNORED_ENDS.has(tag)) this.closesNothing(token);
        else this.inTableEnd(token);
        return;
      case M.IN_CELL:
        return this.inCellEnd(token);
      case M.IN_TEMPLATE:
        if (tag !== $.TEMPLATE) this.closesNothing(token);
        return;
      case M.AFTER_BODY:
        if (tag !== $.HTML) return this.contentAfter(token, '</body>', 'content-after-body');
        if (this.fragmentContext) this.closesNothing(token);
        return;
      case M.AFTER_AFTER_BODY:
        return this.contentAfter(token, '</html>', 'content-after-html');
      case M.IN_FRAMESET:
        if (tag !== $.FRAMESET) return this.inFrameset(token, mode);
        if (this.top === 0) this.closesNothing(token);
        return;
      case M.AFTER_FRAMESET:
      case M.AFTER_AFTER_FRAMESET:
        if (tag !== $.HTML || mode === M.AFTER_AFTER_FRAMESET) this.inFrameset(token, mode);
        return;
      default:
      // The head modes are parse5's; "text" ends its element.
    }
  }

  private inTableEnd(token: TagToken): void {
    const tag = token.tagID;
    if (tag === $.TABLE) {
      if (!this.openElements.hasInTableScope($.TABLE)) this.closesNothing(token, 'table');
    } else if (TABLE_IGNORED_ENDS.has(tag)) this.closesNothing(token);
    else if (tag !== $.TEMPLATE) this.contentInTable(token);
  }

  private inCellEnd(token: TagToken): void {
    const tag = token.tagID;
    if (tag === $.TD || tag === $.TH) {
      if (!this.openElements.hasInTableScope(tag)) return this.closesNothing(token, 'table');
      return void this.closeTablePart(token, this.openElements.indexOfTopmost(tag), 'cell');
    }
    if (tag === $.BODY || tag === $.CAPTION || tag === $.COL || tag === $.COLGROUP || tag === $.HTML)
      return this.closesNothing(token);
    if (tag === $.TABLE || tag === $.TBODY || tag === $.TFOOT || tag === $.THEAD || tag === $.TR) {
      if (!this.openElements.hasInTableScope(tag)) return this.closesNothing(token, 'table');
      return void this.closeTablePart(token, this.openElements.indexOfTopmostOf([$.TD, $.TH]), 'cell');
    }
    this.inBodyEnd(token);
  }

  private inBodyEnd(token: TagToken): void {
    const tag = token.tagID;
    const stack = this.openElements;
    if (CLOSE_IN_SCOPE.has(tag)) {
      if (!stack.hasInScope(tag)) return this.closesNothing(token);
      return this.closeOpen(token, stack.indexOfTopmost(tag));
    }
    if (FORMATTING.has(tag)) return this.formattingEnd(token);
    switch (tag) {
      case $.TEMPLATE:
        return;
      case $.BODY:
      case $.HTML: {
        if (!stack.hasInScope($.BODY)) return this.closesNothing(token);
        const open = this.openAtEnd();
        // In a fragment, </html> has no <html> of the fragment's own to close.
        if (open.length === 0) return tag === $.HTML && this.fragmentContext ? this.closesNothing(token) : undefined;
        const line = this.lineOf(token);
        return this.flagOpen(
          token,
          open,
          CLOSING_OPEN,
          (name) => `<${name}> is still open at ${end(token)} (line ${line}): add </${name}> before it`,
          `${end(token)} while elements are still open`,
        );
      }
      case $.P:
        if (stack.hasInButtonScope($.P)) return this.closeOpen(token, stack.indexOfTopmost($.P), $.P);
        if (token.location)
          this.strayParagraphEnds.push({
            offset: token.location.startOffset,
            length: token.location.endOffset - token.location.startOffset,
          });
        return this.flag(token, 'stray-end-p', '</p> with no open paragraph: the parser makes an empty <p></p> here');
      case $.LI:
        if (!stack.hasInListItemScope($.LI)) return this.closesNothing(token, 'list');
        return this.closeOpen(token, stack.indexOfTopmost($.LI), $.LI);
      case $.DD:
      case $.DT:
        if (!stack.hasInScope(tag)) return this.closesNothing(token);
        return this.closeOpen(token, stack.indexOfTopmost(tag), tag);
      case $.H1:
      case $.H2:
      case $.H3:
      case $.H4:
      case $.H5:
      case $.H6:
        return this.headingEnd(token);
      case $.FORM:
        return this.formEnd(token);
      case $.BR:
        return this.flag(
          token,
          'end-tag-br',
          '</br> is not an end tag: <br> has none, so the parser reads it as another <br>; write <br>',
        );
      default:
        return this.anyOtherEnd(token);
    }
  }

  /** "Generate implied end tags" (except for `except`) and close the element at `slot`, which should be current. */
  private closeOpen(token: TagToken, slot: number, except?: html.TAG_ID): void {
    if (this.afterImpliedEnds(except) === slot) return;
    const line = this.lineOf(token);
    this.flagOpen(
      token,
      this.slotsAbove(slot),
      CLOSING_OPEN,
      (name) =>
        `<${name}> is still open when ${end(token)} at line ${line} closes its parent: the parser closes it there; add </${name}> first`,
      `${end(token)} closes <${this.nameAt(slot)}> while elements in it are still open`,
    );
  }

  private headingEnd(token: TagToken): void {
    if (!this.openElements.hasNumberedHeaderInScope()) return this.closesNothing(token);
    const heading = this.openElements.indexOfTopmostOf(HEADINGS);
    const current = this.afterImpliedEnds();
    if (current === heading && this.tagAt(heading) !== token.tagID)
      return this.flag(
        token,
        'mismatched-heading-end-tag',
        `${end(token)} closes <${this.nameAt(heading)}>: the end tag names another heading level; write </${this.nameAt(heading)}>`,
      );
    this.closeOpen(token, heading);
  }

  private formEnd(token: TagToken): void {
    const stack = this.openElements;
    if (stack.tmplCount > 0) {
      if (!stack.hasInScope($.FORM)) return this.closesNothing(token);
      return this.closeOpen(token, stack.indexOfTopmost($.FORM));
    }
    const form = this.formElement;
    if (!form || !stack.hasInScope($.FORM, form)) return this.closesNothing(token);
    const slot = stack._indexOf(form);
    if (this.elementAt(this.afterImpliedEnds()) !== form) this.closeOpen(token, slot);
  }

  /** The adoption agency algorithm's errors, in its first round. */
  private formattingEnd(token: TagToken): void {
    const stack = this.openElements;
    if (this.currentIs(token.tagID) && !this.activeFormattingElements.getElementEntry(this.elementAt(this.top))) return;
    const entry = this.activeFormattingElements.getElementEntryInScopeWithTagName(token.tagName);
    if (!entry) return this.anyOtherEnd(token);
    if (!stack.contains(entry.element) || !stack.hasInScope(token.tagID, entry.element))
      return this.closesNothing(token);
    const slot = stack._indexOf(entry.element);
    if (slot === this.top) return;
    // The elements open inside it, the first three named.
    const inside: string[] = [];
    for (let open = stack.slotAbove(slot); open !== -1 && inside.length < 4; open = stack.slotAbove(open))
      inside.push(`<${this.nameAt(open)}>`);
    const one = inside.length === 1;
    const names = inside.length > 3 ? `${inside.slice(0, 3).join(', ')} and more` : inside.join(', ');
    this.flag(
      token,
      'misnested-tags',
      `${end(token)} while ${names} inside the <${token.tagName}> ${one ? 'is' : 'are'} still open: the tags overlap, so the parser moves and copies elements to make them nest; close ${one ? 'it' : 'them'} before ${end(token)}`,
    );
  }

  /** "Any other end tag": the element of the name closes, unless a special element is open inside it. */
  private anyOtherEnd(token: TagToken): void {
    const slot = this.topmost(token.tagID, token.tagName);
    if (slot <= 0 || this.openElements.hasSpecialElementAbove(slot)) return this.closesNothing(token, 'special');
    this.closeOpen(token, slot, token.tagID);
  }

  /**
   * An end tag the parser ignores: no element of its name is open where it could close one. If one is open, the
   * element open inside it that keeps the end tag from it is named: a boundary of the scope the end tag needs
   * (`kind`), or for "any other end tag" a special element.
   */
  protected closesNothing(token: TagToken, kind: ScopeKind | 'special' = 'default'): void {
    const name = token.tagName;
    const open = this.topmost(token.tagID, name);
    let reason = `no <${name}> is open here (or the tags are closed out of order), so the parser ignores it`;
    const blocker = open > 0 ? this.blockerAbove(open, kind) : -1;
    if (blocker !== -1) {
      const line = this.elementAt(open).sourceCodeLocation?.startLine;
      reason = `the <${name}>${line ? ` at line ${line}` : ''} holds an open <${this.nameAt(blocker)}>, which has to be closed first, so the parser ignores it`;
    }
    this.flag(token, END_WITHOUT_OPEN, `</${name}> closes nothing: ${reason}`);
  }

  // Foreign content: SVG and MathML.

  protected checkForeignStartTag(token: TagToken): void {
    if (!foreignContent.causesExit(token)) return;
    const root = this.foreignRoot();
    this.flag(
      token,
      'html-in-foreign-content',
      `${start(token)} inside <${root}>: ${root === 'math' ? 'MathML holds HTML only in <mi>, <mo>, <mn>, <ms>, <mtext> and <annotation-xml>' : 'SVG holds HTML only in <foreignObject>, <desc> and <title>'}, so the parser closes the <${root}> here; close it before ${start(token)}`,
    );
  }

  protected checkForeignEndTag(token: TagToken): void {
    if (token.tagID === $.P || token.tagID === $.BR) {
      const root = this.foreignRoot();
      return this.flag(
        token,
        'html-in-foreign-content',
        `${end(token)} inside <${root}>: an HTML end tag closes nothing in SVG or MathML, so the parser ends the <${root}> here and reads it as HTML; close the <${root}> first`,
      );
    }
    // In a fragment for an SVG or MathML element, the root alone is open: the end tag closes nothing.
    if (this.top === 0) return this.closesNothing(token);
    if (this.nameAt(this.top).toLowerCase() === token.tagName) return;
    // The foreign element of the name closes with those open in it; without one, the end tag is HTML's.
    const stack = this.openElements;
    const svgName = foreignContent.SVG_TAG_NAMES_ADJUSTMENT_MAP.get(token.tagName);
    const slot = Math.max(
      stack.indexOfTopmostByName(NS.SVG, token.tagName),
      stack.indexOfTopmostByName(NS.MATHML, token.tagName),
      svgName === undefined ? -1 : stack.indexOfTopmostByName(NS.SVG, svgName),
    );
    if (slot > 0 && slot > stack.indexOfTopmostHtmlElement()) this.closeOpen(token, slot, token.tagID);
  }

  /** The outermost SVG or MathML element open around the current node, below any HTML integration point. */
  private foreignRoot(): string {
    let root = this.top;
    for (
      let slot = this.below(root);
      slot > 0 && !this.isHtml(slot) && !this._isIntegrationPoint(this.tagAt(slot), this.elementAt(slot));
      slot = this.below(slot)
    )
      root = slot;
    return this.nameAt(root);
  }
}
