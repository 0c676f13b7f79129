import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkHtml, detectMode, PER_CODE_LIMIT, SAMPLE_INPUT, type HtmlMode } from './core';

const PAGE = (body: string, head = '<meta charset="utf-8"><title>T</title>') =>
  `<!DOCTYPE html>\n<html lang="en">\n<head>${head}</head>\n<body>\n${body}\n</body>\n</html>\n`;

const codes = (text: string, mode: HtmlMode = 'auto') =>
  checkHtml(text, { mode }).problems.map((problem) => problem.code);

describe('checkHtml', () => {
  it('finds nothing wrong in a tidy page', () => {
    const report = checkHtml(PAGE('<h1>Hi</h1>\n<p>Text <img src="a.png" alt="A cat"></p>'), { mode: 'auto' });
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ mode: 'document', quirksMode: 'no-quirks', parseErrorCount: 0 });
  });

  it.each([
    ['duplicate-id', '<p id="a">1</p><p id="a">2</p>'],
    ['img-alt', '<img src="x.png">'],
    ['obsolete-element', '<center>x</center>'],
    ['obsolete-element', '<font color="red">x</font>'],
    ['obsolete-attribute', '<p align="center">x</p>'],
    ['obsolete-attribute', '<img src="x" alt="" border="0">'],
    ['nested-a', '<a href="/1">one <a href="/2">two</a></a>'],
    ['interactive-in-interactive', '<button><a href="/">x</a></button>'],
    ['interactive-in-interactive', '<a href="/"><input type="text" aria-label="x"></a>'],
    ['li-outside-list', '<div><li>x</li></div>'],
    ['block-in-p', '<p>one<div>two</div></p>'],
    ['stray-end-p', '<p>one</p></p>'],
    ['label-for', '<label for="nope">Name</label><input id="name">'],
    ['control-label', '<input type="text" name="q" placeholder="Search">'],
    ['empty-heading', '<h1></h1>'],
    ['heading-level', '<h1>A</h1><h3>B</h3>'],
    ['target-blank', '<a href="/" target="_blank">x</a>'],
    ['inline-handler', '<div onclick="go()">x</div>'],
    ['positive-tabindex', '<div tabindex="3">x</div>'],
    ['end-tag-without-matching-open-element', '<div>x</span></div>'],
    ['closing-of-element-with-open-child-elements', '<div><span>x</div>'],
    ['id-whitespace', '<p id="a b">x</p>'],
  ])('reports %s in %s', (code, body) => {
    expect(codes(PAGE(body))).toContain(code);
  });

  it.each([
    ['a label around the control', '<label>Name <input type="text"></label>'],
    ['a label pointing at it', '<label for="n">Name</label><input id="n">'],
    ['aria-label', '<input type="search" aria-label="Search">'],
    ['a hidden input', '<input type="hidden" name="t">'],
    ['a decorative image', '<img src="line.png" alt="">'],
    ['rel=noopener', '<a href="/" target="_blank" rel="noopener">x</a>'],
    ['a paragraph ended by a list, with no stray </p>', '<p>one<ul><li>x</li></ul>'],
    ['list items closed implicitly', '<ul><li>a<li>b</ul>'],
    ['headings going back up', '<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>'],
  ])('accepts %s', (_name, body) => {
    expect(codes(PAGE(body))).toEqual([]);
  });

  it('reports the head checks of a page, but not of a fragment', () => {
    const page = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>';
    expect(codes(page)).toEqual(expect.arrayContaining(['html-lang', 'missing-title', 'missing-charset']));
    expect(codes('<p>Hello <b>world</b></p>')).toEqual([]);
    expect(codes('<p>x</p>', 'document')).toEqual(expect.arrayContaining(['missing-doctype', 'missing-title']));
  });

  it('places parse errors by line and column, with their spec code and a message in plain words', () => {
    const text = '<!DOCTYPE html>\n<p class="a" class="b">x</p>';
    const problem = checkHtml(text, { mode: 'fragment' }).problems.find(
      (found) => found.code === 'duplicate-attribute',
    );
    expect(problem).toMatchObject({ severity: 'error', at: { line: 2, column: 14 }, length: 5 });
    expect(problem?.message).toMatch(/appears twice.*keeps the first/);
  });

  it('explains block content in a paragraph at the block, and the stray </p>', () => {
    const text = PAGE('<p>Intro\n<ul><li>x</li></ul>\n</p>');
    const problems = checkHtml(text, { mode: 'auto' }).problems;
    const block = problems.find((problem) => problem.code === 'block-in-p')!;
    expect(text.slice(block.at.offset, block.at.offset + block.length!)).toBe('<ul>');
    expect(block.message).toContain('</p> at line 7');
    const stray = problems.find((problem) => problem.code === 'stray-end-p')!;
    expect(text.slice(stray.at.offset, stray.at.offset + stray.length!)).toBe('</p>');
  });

  it('underlines the whole attribute of a duplicate id', () => {
    const text = PAGE('<p id="x">1</p>\n<p id="x">2</p>');
    const problem = checkHtml(text, { mode: 'auto' }).problems.find((found) => found.code === 'duplicate-id')!;
    expect(text.slice(problem.at.offset, problem.at.offset + problem.length!)).toBe('id="x"');
    expect(problem.message).toContain('line 5');
  });

  it('shows the heading outline and the rendering mode', () => {
    const report = checkHtml(SAMPLE_INPUT, { mode: 'auto' });
    expect(report.outline.map(({ level, text }) => `h${level} ${text}`)).toEqual([
      "h1 Ada's bakery",
      'h3 Fresh today',
      'h2 ',
    ]);
    expect(report.quirksMode).toBe('no-quirks');
    expect(checkHtml('<html><title>x</title></html>', { mode: 'auto' }).quirksMode).toBe('quirks');
  });

  it('shows a problem of every kind in its sample', () => {
    const found = new Set(codes(SAMPLE_INPUT));
    for (const code of [
      'duplicate-attribute',
      'end-tag-without-matching-open-element',
      'duplicate-id',
      'img-alt',
      'obsolete-element',
      'nested-a',
      'block-in-p',
      'label-for',
      'control-label',
      'heading-level',
      'empty-heading',
      'html-lang',
    ])
      expect(found, code).toContain(code);
  });

  it('caps each kind of problem, and says how many were left out', () => {
    const report = checkHtml(PAGE('<img src="x">'.repeat(PER_CODE_LIMIT + 5)), { mode: 'auto' });
    expect(report.problems.filter((problem) => problem.code === 'img-alt')).toHaveLength(PER_CODE_LIMIT);
    expect(report.limitNote).toContain('5 more problems');
    expect(report.ruleProblemCount).toBe(PER_CODE_LIMIT + 5);
  });

  // An SVG or MathML element may share a name with an HTML one, and is another element: an SVG <template> has no
  // content fragment (reading it crashed every mode), an SVG <label> labels nothing, an SVG <html> is not the page.
  it.each(['auto', 'document', 'fragment'] as const)('reads an SVG or MathML <template> as an element (%s)', (mode) => {
    for (const text of [
      '<svg><template></template></svg>',
      '<svg><template><g></g></template></svg>',
      '<math><template><mi>x</mi></template></math>',
    ]) {
      const report = checkHtml(text, { mode });
      expect(report.elementCount).toBeGreaterThan(1);
    }
    expect(checkHtml('<svg><template><rect id="a"/><rect id="a"/></template></svg>', { mode }).problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'duplicate-id' })]),
    );
  });

  it('checks names only on HTML elements', () => {
    expect(codes(PAGE('<svg><label for="nowhere">x</label></svg>'))).not.toContain('label-for');
    expect(codes(PAGE('<svg><a><text>x</text><label>y</label></a></svg>'))).toEqual([]);
    const page =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>T</title></head><body><svg><html lang="en"></html></svg></body></html>';
    expect(codes(page)).toContain('html-lang');
  });

  it('survives deep nesting', () => {
    const depth = 20_000;
    const text = PAGE(`${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`);
    expect(checkHtml(text, { mode: 'auto' }).elementCount).toBeGreaterThan(depth);
  });

  it('never throws, and every problem lies inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '/', 'p', 'a', 'div', ' ', '=', '"', 'id', '&', '!', '-', 'x') }),
        (text) => {
          for (const problem of checkHtml(text, { mode: 'auto' }).problems) {
            expect(problem.at.offset).toBeGreaterThanOrEqual(0);
            expect(problem.at.offset + (problem.length ?? 0)).toBeLessThanOrEqual(text.length);
          }
        },
      ),
    );
  });
});

describe('detectMode', () => {
  it.each([
    ['<!DOCTYPE html><p>x', 'document'],
    ['  <!-- c -->\n<html lang="en">', 'document'],
    ['<p>x</p>', 'fragment'],
    ['<div><span>x</span></div>', 'fragment'],
  ] as const)('%s is a %s', (text, mode) => {
    expect(detectMode(text)).toBe(mode);
  });
});
