import { ErrorCodes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { checkHtml } from './core';
import { PARSE_ERROR_MESSAGES } from './parse-errors';

/**
 * The parse errors of the WHATWG HTML standard (https://html.spec.whatwg.org/multipage/parsing.html#parse-errors)
 * that parse5 reports (its ERR enum mirrors the standard's list), one small document each, written from the
 * standard's description of the error. Each must be reported by its code at the place it describes.
 */
const DOC = '<!DOCTYPE html>';

const CASES: Readonly<Record<string, { html: string; at?: string }>> = {
  'abandoned-head-element-child': { html: `${DOC}<head></head><meta charset="utf-8">`, at: '<meta' },
  'abrupt-closing-of-empty-comment': { html: `${DOC}<!-->` },
  'abrupt-doctype-public-identifier': { html: '<!DOCTYPE html PUBLIC "a>' },
  'abrupt-doctype-system-identifier': { html: '<!DOCTYPE html SYSTEM "a>' },
  'absence-of-digits-in-numeric-character-reference': { html: `${DOC}<p>&#;</p>` },
  'cdata-in-html-content': { html: `${DOC}<![CDATA[x]]>` },
  'character-reference-outside-unicode-range': { html: `${DOC}<p>&#x110000;</p>` },
  'closing-of-element-with-open-child-elements': { html: `${DOC}<div><span>x</div>`, at: '<span>' },
  'control-character-in-input-stream': { html: `${DOC}<p>\u0001</p>` },
  'control-character-reference': { html: `${DOC}<p>&#x81;</p>` },
  'disallowed-content-in-noscript-in-head': { html: `${DOC}<head><noscript><p>x</p></noscript></head>` },
  'duplicate-attribute': { html: `${DOC}<div id="a" id="b"></div>` },
  'end-tag-with-attributes': { html: `${DOC}<div></div class="a">` },
  'end-tag-with-trailing-solidus': { html: `${DOC}<div></div/>` },
  'end-tag-without-matching-open-element': { html: `${DOC}<p>x</span></p>`, at: '</span>' },
  'eof-before-tag-name': { html: `${DOC}<` },
  'eof-in-cdata': { html: `${DOC}<svg><![CDATA[x` },
  'eof-in-comment': { html: `${DOC}<!-- x` },
  'eof-in-doctype': { html: '<!DOCTYPE html' },
  'eof-in-element-that-can-contain-only-text': { html: `${DOC}<title>x` },
  'eof-in-script-html-comment-like-text': { html: `${DOC}<script><!--` },
  'eof-in-tag': { html: `${DOC}<div id="a"` },
  'incorrectly-closed-comment': { html: `${DOC}<!-- x --!>` },
  'incorrectly-opened-comment': { html: `${DOC}<!x>` },
  'invalid-character-sequence-after-doctype-name': { html: '<!DOCTYPE html x>' },
  'invalid-first-character-of-tag-name': { html: `${DOC}<p>a <1 b</p>` },
  'misplaced-doctype': { html: `${DOC}<head><!DOCTYPE html></head>`, at: '<!DOCTYPE html></head>' },
  'misplaced-start-tag-for-head-element': { html: `${DOC}<head></head><head>` },
  'missing-attribute-value': { html: `${DOC}<div id=></div>` },
  'missing-doctype': { html: '<p>x</p>' },
  'missing-doctype-name': { html: '<!DOCTYPE>' },
  'missing-doctype-public-identifier': { html: '<!DOCTYPE html PUBLIC>' },
  'missing-doctype-system-identifier': { html: '<!DOCTYPE html SYSTEM>' },
  'missing-end-tag-name': { html: `${DOC}</>` },
  'missing-quote-before-doctype-public-identifier': { html: '<!DOCTYPE html PUBLIC a>' },
  'missing-quote-before-doctype-system-identifier': { html: '<!DOCTYPE html SYSTEM a>' },
  'missing-semicolon-after-character-reference': { html: `${DOC}<p>&amp x</p>` },
  'missing-whitespace-after-doctype-public-keyword': { html: '<!DOCTYPE html PUBLIC"-//W3C//DTD HTML 4.01//EN">' },
  'missing-whitespace-after-doctype-system-keyword': { html: '<!DOCTYPE html SYSTEM"about:legacy-compat">' },
  'missing-whitespace-before-doctype-name': { html: '<!DOCTYPEhtml>' },
  'missing-whitespace-between-attributes': { html: `${DOC}<div id="a"class="b"></div>` },
  'missing-whitespace-between-doctype-public-and-system-identifiers': { html: '<!DOCTYPE html PUBLIC "a""b">' },
  'nested-comment': { html: `${DOC}<!-- a <!-- b -->` },
  'nested-noscript-in-head': { html: `${DOC}<head><noscript><noscript></noscript></noscript></head>` },
  'noncharacter-character-reference': { html: `${DOC}<p>&#xFFFF;</p>` },
  'noncharacter-in-input-stream': { html: `${DOC}<p>\uFFFF</p>` },
  'non-conforming-doctype': {
    html: '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">',
  },
  'non-void-html-element-start-tag-with-trailing-solidus': { html: `${DOC}<div/>x</div>`, at: '<div/>' },
  'null-character-reference': { html: `${DOC}<p>&#0;</p>` },
  'open-elements-left-after-eof': { html: `${DOC}<div>x`, at: '<div>' },
  'surrogate-character-reference': { html: `${DOC}<p>&#xD800;</p>` },
  'surrogate-in-input-stream': { html: `${DOC}<p>\uD800</p>` },
  'unexpected-character-after-doctype-system-identifier': { html: '<!DOCTYPE html SYSTEM "about:legacy-compat" x>' },
  'unexpected-character-in-attribute-name': { html: `${DOC}<div a"b></div>` },
  'unexpected-character-in-unquoted-attribute-value': { html: `${DOC}<div a=b"c></div>` },
  'unexpected-equals-sign-before-attribute-name': { html: `${DOC}<div =a></div>` },
  'unexpected-null-character': { html: `${DOC}<p>\u0000</p>` },
  'unexpected-question-mark-instead-of-tag-name': { html: `${DOC}<?xml version="1.0"?>` },
  'unexpected-solidus-in-tag': { html: `${DOC}<div / id="a"></div>` },
  'unknown-named-character-reference': { html: `${DOC}<p>&nosuchthing;</p>` },
};

const specCodes = Object.values(ErrorCodes) as string[];
const reported = (code: string) => {
  const { html, at } = CASES[code] ?? { html: '' };
  const problems = checkHtml(html, { mode: 'document' }).problems.filter((problem) => problem.code === code);
  if (problems.length === 0) return false;
  return at === undefined || problems.some((problem) => problem.at.offset === html.indexOf(at));
};
const passing = specCodes.filter(reported);

describe(`WHATWG HTML parse errors, one case each: ${passing.length}/${specCodes.length}`, () => {
  it('has a case and a plain-words message for every code parse5 reports', () => {
    expect(Object.keys(CASES).sort()).toEqual([...specCodes].sort());
    for (const code of specCodes) expect(PARSE_ERROR_MESSAGES[code], code).toBeDefined();
  });

  it.each(specCodes)('%s', (code) => {
    expect(reported(code), CASES[code]?.html).toBe(true);
  });
});
