import { describe, expect, it } from 'vitest';
import { checkHtml } from './core';

const HEAD = '<meta charset="utf-8"><title>T</title>';
const PAGE = (body: string) =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>${HEAD}</head>\n<body>\n${body}\n</body>\n</html>\n`;

/** The parse errors of a text, as code and the text they underline. */
const parseErrors = (text: string, mode: 'document' | 'fragment' = 'document') => {
  const report = checkHtml(text, { mode });
  const parse = report.problems.filter((problem) => problem.code && !RULES.has(problem.code));
  expect(parse).toHaveLength(report.parseErrorCount);
  return parse.map((problem) => ({
    code: problem.code,
    at: text.slice(problem.at.offset, problem.at.offset + (problem.length ?? 0)),
    message: problem.message,
  }));
};
const RULES = new Set([
  'control-label',
  'img-alt',
  'obsolete-element',
  'html-lang',
  'missing-title',
  'missing-charset',
]);

describe('tree construction errors', () => {
  it.each([
    // [code, document, the text it underlines]
    ['misplaced-doctype', '<!DOCTYPE html><!DOCTYPE html><title>T</title>', '<!DOCTYPE html>'],
    ['second-html-start-tag', PAGE('<p>x</p><html lang="de">'), '<html lang="de">'],
    ['second-body-start-tag', PAGE('<body class="x">'), '<body class="x">'],
    ['misplaced-start-tag-for-head-element', PAGE('<head>'), '<head>'],
    ['text-in-table', PAGE('<table>Total<tr><td>1</td></tr></table>'), 'Total'],
    ['content-in-table', PAGE('<table><div>x</div><tr><td>1</td></tr></table>'), '<div>'],
    ['cell-outside-row', PAGE('<table><td>1</td></table>'), '<td>'],
    ['table-in-table', PAGE('<table><table><tr><td>1</td></tr></table></table>'), '<table>'],
    ['form-in-table', PAGE('<table><form><tr><td><input aria-label="x"></td></tr></form></table>'), '<form>'],
    ['misplaced-table-element', PAGE('<div><td>cell</td></div>'), '<td>'],
    ['content-after-body', `${PAGE('<p>x</p>').replace('</html>\n', '')}<p>late</p></html>`, '<p>'],
    ['content-after-html', `${PAGE('<p>x</p>')}<p>late</p>`, '<p>'],
    ['misplaced-frameset', PAGE('<p>x</p><frameset>'), '<frameset>'],
    ['nested-form', PAGE('<form><form><input aria-label="x"></form>'), '<form>'],
    ['nested-heading', PAGE('<h1>Title <h2>Sub</h2></h1>'), '<h2>'],
    ['nested-a', PAGE('<a href="/1">one <a href="/2">two</a></a>'), '<a href="/2">'],
    ['nested-button', PAGE('<button>a<button>b</button></button>'), '<button>'],
    ['misnested-tags', PAGE('<p><b>bold <i>both</b> italic</i></p>'), '</b>'],
    ['end-tag-br', PAGE('<p>a</br>b</p>'), '</br>'],
    ['image-element', PAGE('<image src="a.png" alt="a">'), '<image src="a.png" alt="a">'],
    ['stray-end-p', PAGE('<div>x</p></div>'), '</p>'],
    ['end-tag-without-matching-open-element', PAGE('<div>x</span></div>'), '</span>'],
    ['end-tag-without-matching-open-element', PAGE('<div><table><tr><td></div></td></tr></table></div>'), '</div>'],
    ['closing-of-element-with-open-child-elements', PAGE('<div><span>x</div>'), '<span>'],
    ['closing-of-element-with-open-child-elements', PAGE('<ul><li><div>x<li>y</ul>'), '<div>'],
    ['closing-of-element-with-open-child-elements', PAGE('<p><span>x<div>y</div>'), '<span>'],
    ['closing-of-element-with-open-child-elements', PAGE('<svg><g><rect/></svg>'), '<g>'],
    ['open-elements-left-after-eof', '<!DOCTYPE html><title>T</title><main><svg>', '<main>'],
    ['html-in-foreign-content', PAGE('<svg><div>x</div></svg>'), '<div>'],
    ['html-in-foreign-content', PAGE('<math><mrow><p>x</p></mrow></math>'), '<p>'],
    ['nested-select', PAGE('<select><option>a<select><option>b</select>'), '<select>'],
    ['input-in-select', PAGE('<select><option>a<input aria-label="x"></select>'), '<input aria-label="x">'],
    ['nested-option', PAGE('<select><option><b>a<option>b</select>'), '<option>'],
    ['misplaced-ruby-part', PAGE('<p>x<rt>y</rt></p>'), '<rt>'],
    ['misplaced-ruby-part', PAGE('<ruby>x<b><rt>y</rt></b></ruby>'), '<rt>'],
    ['content-in-frameset', '<!DOCTYPE html><title>T</title><frameset><p>x</p></frameset>', '<p>'],
  ])('%s in %j', (code, text, at) => {
    expect(parseErrors(text)).toContainEqual(expect.objectContaining({ code, at }));
  });

  it('places an error by line and column, with a message that names the tags and says what to do', () => {
    const text = PAGE('<table>\n  Total\n  <tr><td>1</td></tr>\n</table>');
    const problem = checkHtml(text, { mode: 'auto' }).problems.find((found) => found.code === 'text-in-table')!;
    expect(problem).toMatchObject({ severity: 'error', at: { line: 6, column: 3 } });
    expect(problem.message).toBe(
      'Text directly inside a <table>, outside any cell: browsers move it before the table; put it in a <td>, a <th> or a <caption>',
    );
    const open = parseErrors(PAGE('<section>\n<div>x\n</section>')).find(
      (found) => found.code === 'closing-of-element-with-open-child-elements',
    );
    expect(open?.message).toBe(
      '<div> is still open when </section> at line 7 closes its parent: the parser closes it there; add </div> first',
    );
  });

  it('reports one error a token, and each element left open once', () => {
    const codes = parseErrors(PAGE('<table><div>x</div></table>')).map(({ code }) => code);
    expect(codes).toEqual(['content-in-table', 'text-in-table', 'content-in-table']);
    expect(parseErrors('<!DOCTYPE html><title>T</title><p><b>x</p><p>y</p>').map(({ at }) => at)).toEqual(['<b>']);
  });

  it('names the element that keeps an end tag from what it would close', () => {
    const [error] = parseErrors(PAGE('<div>\n<table><tr><td>x</div></td></tr></table>\n</div>'));
    expect(error?.message).toBe(
      '</div> closes nothing: the <div> at line 5 holds an open <table>, which has to be closed first, so the parser ignores it',
    );
  });
});

describe('hostile repetitions', () => {
  // Each of these took time in the square of its length before the checks looked things up in parse5's index
  // (4,000 repetitions then ran for 5 to 30 seconds; 20,000 of the first ran for minutes). One a line, so that
  // placing the problems costs little.
  const n = 4_000;
  it.each([
    ['</body> after text, again and again, with elements open', `${'<div>\n'.repeat(n)}${'x</body>\n'.repeat(n)}`],
    ['end tags an open element keeps from what they close', `<span>${'<i>\n'.repeat(n)}<div>${'</span>\n'.repeat(n)}`],
    ['options in an option, deep in a select', `<select><option>${'<span>\n'.repeat(n)}${'<option>\n'.repeat(n)}`],
    ['paragraphs in list items, deep below a button', `<p><button>${'<div>\n'.repeat(n)}${'<li><p>x\n'.repeat(n)}`],
    ['end tags in deep SVG that match nothing', `<svg>${'<g>\n'.repeat(n)}${'</x>\n'.repeat(n)}`],
  ])('%s', (_name, body) => {
    const report = checkHtml(`<!DOCTYPE html><title>T</title>${body}`, { mode: 'document' });
    expect(report.parseErrorCount).toBeGreaterThanOrEqual(n);
  });
});

describe('the <select> content the standard allows since 2025', () => {
  it.each([
    [
      'a button and <selectedcontent>',
      '<select><button><selectedcontent></selectedcontent></button><option>A</option></select>',
    ],
    [
      'markup in options',
      '<select><option value="a"><img src="a.png" alt=""> <span class="x">Apple</span></option></select>',
    ],
    ['a <div> around options', '<select><div class="group"><option>A</option><option>B</option></div></select>'],
    [
      '<hr> and a labelled <optgroup>',
      '<select><option>A<hr><optgroup><legend>More</legend><option>B</optgroup></select>',
    ],
    ['options with implied end tags', '<select><option>A<option>B<optgroup label="g"><option>C</select>'],
    ['a select in a table cell', '<table><tr><td><select><option>A</select></td></tr></table>'],
    ['a select after a select', '<select><option>A</select><select><option>B</select>'],
  ])('has no parse error with %s', (_name, select) => {
    expect(parseErrors(PAGE(`<label>Pick ${select}</label>`))).toEqual([]);
  });

  it('keeps the content in the tree, so the rules check it', () => {
    const report = checkHtml(PAGE('<label>Pick <select><option><img src="a.png"> A</option></select></label>'), {
      mode: 'auto',
    });
    expect(report.problems.map((problem) => problem.code)).toEqual(['img-alt']);
  });
});

describe('valid markup', () => {
  it.each([
    '<header><nav><ul><li><a href="/">Home</a><li><a href="/a">A</a></ul></nav></header><main><article><h1>T</h1><p>One<p>Two</article></main>',
    '<table><caption>C</caption><colgroup><col><col span="2"></colgroup><thead><tr><th>A<th>B</thead><tbody><tr><td>1<td>2<tr><td>3<td>4</tbody><tfoot><tr><td colspan="2">t</tfoot></table>',
    '<form action="/x"><fieldset><legend>L</legend><label>N <input name="n"></label><textarea aria-label="t">\nhi</textarea><button>Go</button></fieldset></form>',
    '<details><summary>More</summary><p>Hidden</p></details><dialog open><p>Hi</p></dialog>',
    '<picture><source srcset="a.webp" type="image/webp"><img src="a.jpg" alt="A"></picture><video controls><source src="v.mp4"><track kind="captions" src="c.vtt"></video>',
    '<svg viewBox="0 0 10 10"><title>t</title><path d="M0 0h10"/><foreignObject><div>x</div></foreignObject></svg><math><mi>x</mi><mo>=</mo><mn>1</mn></math>',
    '<template id="t"><tr><td>cell</td></tr></template><template><li>x</li></template>',
    '<dl><dt>A<dd>a<dt>B<dd>b</dl><ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>',
    '<noscript><p>Turn on JavaScript.</p></noscript><script>if (a < b) document.title = "x";</script>',
    '<p>Text <b>bold <i>both</i></b> <a href="#">link</a> <br> <wbr></p><hr><pre>\ncode</pre>',
    '<ol><li><p>para</p><ul><li>nested</li></ul></li></ol><blockquote><p>q</blockquote>',
    '<datalist id="d"><option value="a"><option value="b"></datalist><input list="d" aria-label="x">',
  ])('has no parse error: %s', (body) => {
    expect(parseErrors(`${PAGE(body)}<!-- after the page -->\n`)).toEqual([]);
  });
});
