/**
 * The checks beyond parsing, with their codes and severities: what the W3C validator and the common
 * accessibility checkers report, run on parse5's tree with source locations.
 */

/** Elements the HTML standard lists as obsolete, with what to use instead. */
export const OBSOLETE_ELEMENTS: Readonly<Record<string, string>> = {
  acronym: 'use <abbr>',
  applet: 'use <object> or <embed>',
  basefont: 'use CSS',
  bgsound: 'use <audio>',
  big: 'use CSS font-size',
  blink: 'blinking text is an accessibility hazard; drop it',
  center: 'use CSS text-align or margin: auto',
  dir: 'use <ul>',
  font: 'use CSS',
  frame: 'use <iframe> or CSS layout',
  frameset: 'use <iframe> or CSS layout',
  image: 'use <img>',
  isindex: 'use a <form> with an <input>',
  keygen: 'browsers have dropped it; use the Web Crypto API',
  listing: 'use <pre> with <code>',
  marquee: 'use CSS animations, sparingly',
  menuitem: 'browsers never shipped it; use <button>',
  multicol: 'use CSS columns',
  nextid: 'use unique ids',
  nobr: 'use CSS white-space: nowrap',
  noembed: 'use <object> with fallback content',
  noframes: 'drop it with the frames',
  plaintext: 'use <pre> with the text escaped',
  rb: 'put the base text directly in <ruby>',
  rtc: 'use <rt> for each annotation',
  spacer: 'use CSS margins',
  strike: 'use <s> or <del>',
  tt: 'use <code>, <kbd>, <samp> or CSS',
  xmp: 'use <pre> with <code> and the text escaped',
};

const PRESENTATION = 'use CSS instead';

/** Obsolete attributes: which elements ('*' for any) they are obsolete on, and what replaces them. */
export const OBSOLETE_ATTRIBUTES: Readonly<Record<string, { on: readonly string[] | '*'; hint: string }>> = {
  align: { on: '*', hint: 'use CSS text-align, float or margin' },
  bgcolor: { on: '*', hint: 'use CSS background-color' },
  background: { on: ['body', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'], hint: 'use CSS background-image' },
  border: { on: ['img', 'object'], hint: 'use CSS border' },
  valign: { on: '*', hint: 'use CSS vertical-align' },
  cellpadding: { on: ['table'], hint: 'use CSS padding on the cells' },
  cellspacing: { on: ['table'], hint: 'use CSS border-spacing' },
  frameborder: { on: ['iframe'], hint: 'use CSS border' },
  scrolling: { on: ['iframe'], hint: 'use CSS overflow' },
  marginwidth: { on: ['iframe', 'body'], hint: PRESENTATION },
  marginheight: { on: ['iframe', 'body'], hint: PRESENTATION },
  hspace: { on: ['img', 'object', 'iframe'], hint: 'use CSS margin' },
  vspace: { on: ['img', 'object', 'iframe'], hint: 'use CSS margin' },
  language: { on: ['script'], hint: 'drop it; JavaScript is the default' },
  charset: { on: ['script', 'a', 'link'], hint: 'serve the file as UTF-8 and drop it' },
  name: { on: ['a', 'img'], hint: 'use id' },
  text: { on: ['body'], hint: 'use CSS color' },
  link: { on: ['body'], hint: 'use CSS a:link' },
  vlink: { on: ['body'], hint: 'use CSS a:visited' },
  alink: { on: ['body'], hint: 'use CSS a:active' },
  clear: { on: ['br'], hint: 'use CSS clear' },
  nowrap: { on: ['td', 'th'], hint: 'use CSS white-space: nowrap' },
  noshade: { on: ['hr'], hint: PRESENTATION },
  size: { on: ['hr'], hint: 'use CSS height' },
  width: { on: ['table', 'td', 'th', 'col', 'colgroup', 'hr', 'pre'], hint: 'use CSS width' },
  height: { on: ['table', 'tr', 'td', 'th'], hint: 'use CSS height' },
  compact: { on: ['ul', 'ol', 'dl', 'menu', 'dir'], hint: PRESENTATION },
  longdesc: { on: ['img', 'iframe'], hint: 'link to the description or use aria-describedby' },
  rev: { on: ['a', 'link'], hint: 'use rel with the opposite relation' },
  summary: { on: ['table'], hint: 'use <caption> or text around the table' },
  axis: { on: ['td', 'th'], hint: 'use scope on <th>' },
  scope: { on: ['td'], hint: 'make the cell a <th>' },
  version: { on: ['html'], hint: 'drop it' },
  profile: { on: ['head'], hint: 'drop it' },
  archive: { on: ['object'], hint: 'drop it' },
  classid: { on: ['object'], hint: 'use data and type' },
  codebase: { on: ['object'], hint: 'drop it' },
};

/** Content that is interactive: it cannot be inside an <a> or a <button>. */
export const INTERACTIVE = new Set(['a', 'button', 'details', 'embed', 'iframe', 'label', 'select', 'textarea']);

/** Elements whose start tag closes an open <p>: block content that cannot sit in a paragraph. */
export const CLOSES_P = new Set(
  'address article aside blockquote details dialog div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol pre section table ul'.split(
    ' ',
  ),
);

/** Form controls that need a label; `input` types that do not. */
export const LABELLED_CONTROLS = new Set(['input', 'select', 'textarea']);
export const UNLABELLED_INPUT_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image']);

export const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
