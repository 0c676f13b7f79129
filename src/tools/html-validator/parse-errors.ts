/**
 * The WHATWG HTML parse errors parse5 reports, by their spec code
 * (https://html.spec.whatwg.org/multipage/parsing.html#parse-errors), each said in plain words: what the
 * parser saw and what it does about it, which is why the page may not look as written.
 */
export const PARSE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'abandoned-head-element-child':
    'An element that belongs in <head> (such as <meta> or <link>) comes after </head>: the parser moves it back into <head>; put it there yourself',
  'abrupt-closing-of-empty-comment':
    'The comment is closed as soon as it opens (<!--> or <!--->): the parser ends it there; write <!-- comment -->',
  'abrupt-doctype-public-identifier':
    'The DOCTYPE public identifier ends with > before its closing quote: the page falls into quirks mode',
  'abrupt-doctype-system-identifier':
    'The DOCTYPE system identifier ends with > before its closing quote: the page falls into quirks mode',
  'absence-of-digits-in-numeric-character-reference':
    'A numeric character reference (&# or &#x) has no digits: it is shown as written; escape the & as &amp;',
  'cdata-in-html-content':
    'A CDATA section (<![CDATA[) outside SVG or MathML: HTML has no CDATA, so the parser turns it into a bogus comment',
  'character-reference-outside-unicode-range':
    'The character reference points beyond U+10FFFF, the last Unicode code point: it becomes U+FFFD (�)',
  'closing-of-element-with-open-child-elements':
    'An end tag closes an element whose child elements are still open: the parser closes them too; close them in order',
  'control-character-in-input-stream':
    'The text holds a control character (U+0001–U+001F or U+007F–U+009F other than white space): it is not allowed in HTML and is probably a copy-and-paste accident',
  'control-character-reference':
    'The character reference names a control character, which HTML does not allow (references 0x80–0x9F are read as windows-1252)',
  'disallowed-content-in-noscript-in-head':
    '<noscript> in <head> may hold only <link>, <style> and <meta>: the parser ends the <noscript> here',
  'duplicate-attribute': 'The attribute appears twice on this element: the parser keeps the first and drops this one',
  'end-tag-with-attributes': 'An end tag has attributes: they are ignored; attributes belong on the start tag',
  'end-tag-with-trailing-solidus': 'An end tag ends with />: the / is ignored; write </name>',
  'end-tag-without-matching-open-element':
    'This end tag has no open element of the same name: the parser ignores it (or, for </p> and </br>, makes an empty element)',
  'eof-before-tag-name': 'The document ends just after <: the < is shown as text; escape it as &lt;',
  'eof-in-cdata': 'The document ends inside a CDATA section: close it with ]]>',
  'eof-in-comment': 'The document ends inside a comment: everything after <!-- is hidden; close it with -->',
  'eof-in-doctype': 'The document ends inside the DOCTYPE: the page falls into quirks mode',
  'eof-in-element-that-can-contain-only-text':
    'The document ends inside <script>, <style>, <textarea> or <title>: everything after its start tag is taken as its text',
  'eof-in-script-html-comment-like-text':
    'The document ends inside <!-- in a script: the rest of the document is taken as script text',
  'eof-in-tag': 'The document ends inside a tag: the unfinished tag is dropped; close it with >',
  'incorrectly-closed-comment': 'A comment is closed with --!> rather than -->: the parser accepts it, but it is wrong',
  'incorrectly-opened-comment':
    'Markup declaration that is not a comment (<! not followed by -- or DOCTYPE): the parser makes it a bogus comment; write <!-- ... -->',
  'invalid-character-sequence-after-doctype-name':
    'The DOCTYPE has unexpected words after its name (only PUBLIC or SYSTEM may follow): the page falls into quirks mode; write <!DOCTYPE html>',
  'invalid-first-character-of-tag-name':
    'A < is followed by a character that cannot start a tag name: the < is shown as text; escape it as &lt;',
  'misplaced-doctype': 'A DOCTYPE after the start of the document: the parser ignores it; it belongs on the first line',
  'misplaced-start-tag-for-head-element':
    'A <head> start tag where the head has already begun or ended: the parser ignores it',
  'missing-attribute-value': 'An attribute has = but no value: the parser gives it an empty value',
  'missing-doctype':
    'The document has no <!DOCTYPE html>: browsers render it in quirks mode, with old layout rules; add <!DOCTYPE html> as its first line',
  'missing-doctype-name': 'The DOCTYPE has no name: write <!DOCTYPE html>; the page falls into quirks mode',
  'missing-doctype-public-identifier':
    'PUBLIC in the DOCTYPE is not followed by an identifier: the page falls into quirks mode',
  'missing-doctype-system-identifier':
    'SYSTEM in the DOCTYPE is not followed by an identifier: the page falls into quirks mode',
  'missing-end-tag-name': 'An end tag without a name (</>): the parser ignores it',
  'missing-quote-before-doctype-public-identifier':
    'The DOCTYPE public identifier is not quoted: the page falls into quirks mode',
  'missing-quote-before-doctype-system-identifier':
    'The DOCTYPE system identifier is not quoted: the page falls into quirks mode',
  'missing-semicolon-after-character-reference':
    'A character reference without its ; : it is still read, but a following letter or = can change its meaning; add the ;',
  'missing-whitespace-after-doctype-public-keyword': 'The DOCTYPE needs a space after PUBLIC',
  'missing-whitespace-after-doctype-system-keyword': 'The DOCTYPE needs a space after SYSTEM',
  'missing-whitespace-before-doctype-name': 'The DOCTYPE needs a space before its name: write <!DOCTYPE html>',
  'missing-whitespace-between-attributes':
    'Two attributes with no space between them: the parser reads them as two, but add a space',
  'missing-whitespace-between-doctype-public-and-system-identifiers':
    'The DOCTYPE needs a space between its public and system identifiers',
  'nested-comment': 'A comment holds <!--: comments do not nest, so the first --> ends both',
  'nested-noscript-in-head': 'A <noscript> inside a <noscript> in <head>: the parser ignores the inner one',
  'noncharacter-character-reference':
    'The character reference names a Unicode noncharacter (such as U+FFFE), which has no meaning in text',
  'noncharacter-in-input-stream':
    'The text holds a Unicode noncharacter (such as U+FFFF): it has no meaning in text and is probably an encoding accident',
  'non-conforming-doctype':
    'An old or unknown DOCTYPE: HTML needs only <!DOCTYPE html>; some legacy DOCTYPEs put the page in quirks mode',
  'non-void-html-element-start-tag-with-trailing-solidus':
    'A start tag ends with /> on an element that is not void: HTML ignores the /, so the element stays open until its end tag',
  'null-character-reference': 'The character reference &#0; names NULL: it becomes U+FFFD (�)',
  'open-elements-left-after-eof':
    'The document ends with elements still open: the parser closes them; add their end tags',
  'surrogate-character-reference':
    'The character reference names a lone surrogate (U+D800–U+DFFF), which is not a character: it becomes U+FFFD (�)',
  'surrogate-in-input-stream':
    'The text holds a lone surrogate, which is not a character: it is probably a broken emoji',
  'unexpected-character-after-doctype-system-identifier':
    'Characters after the DOCTYPE system identifier: the parser ignores them',
  'unexpected-character-in-attribute-name':
    'An attribute name holds ", \' or <: the parser keeps it in the name, which is probably a missing quote or >',
  'unexpected-character-in-unquoted-attribute-value':
    'An unquoted attribute value holds ", \', <, = or `: it is kept in the value, but quote the value',
  'unexpected-equals-sign-before-attribute-name':
    'An = where an attribute name should start: the parser makes it part of the name',
  'unexpected-null-character': 'A NULL character (U+0000): it is dropped or becomes U+FFFD (�)',
  'unexpected-question-mark-instead-of-tag-name':
    '<? starts an XML processing instruction, which HTML does not have: the parser makes it a bogus comment',
  'unexpected-solidus-in-tag': 'A / inside a tag that is not the end of a self-closing tag: the parser ignores it',
  'unknown-named-character-reference':
    'An & followed by a name that is no character reference: it is shown as written; escape the & as &amp;',
};

/** The message for a parse error code, even for a code newer than this table. */
export function parseErrorMessage(code: string): string {
  return PARSE_ERROR_MESSAGES[code] ?? `Parse error: ${code.replaceAll('-', ' ')}`;
}
