// @vitest-environment jsdom
// DOMPurify and turndown need a DOM; the rest of the tool's logic runs anywhere.
import { describe, expect, it } from 'vitest';
import { SAMPLE_HTML, SAMPLE_INPUT, standaloneDocument } from './core';
import { htmlToMarkdown } from './html-to-markdown';
import { renderMarkdown, renderMarkdownEscaped } from './markdown';
import { prefilterHtml } from './prefilter';
import { sanitizeHtml } from './sanitize';
import step from './step';

/** Markdown to clean HTML, as the screen does it: marked (in the worker there), then DOMPurify. */
const markdownToHtml = (markdown: string) => sanitizeHtml(renderMarkdown(markdown));

/** The HTML without the line breaks marked puts between block elements. */
const html = (markdown: string) => markdownToHtml(markdown).html.replace(/\n/g, '');

describe('GFM rendering', () => {
  it.each([
    // GFM spec, tables (example 198).
    [
      'a table',
      '| foo | bar |\n| --- | --- |\n| baz | bim |',
      '<table><thead><tr><th>foo</th><th>bar</th></tr></thead><tbody><tr><td>baz</td><td>bim</td></tr></tbody></table>',
    ],
    // GFM spec, example 199: alignment.
    [
      'aligned columns',
      '| abc | defghi |\n:-: | -----------:\nbar | baz',
      '<table><thead><tr><th align="center">abc</th><th align="right">defghi</th></tr></thead><tbody><tr><td align="center">bar</td><td align="right">baz</td></tr></tbody></table>',
    ],
    // GFM spec, example 200: an escaped pipe inside a cell.
    [
      'an escaped pipe',
      '| f\\|oo  |\n| ------ |\n| b `\\|` az |',
      '<table><thead><tr><th>f|oo</th></tr></thead><tbody><tr><td>b <code>|</code> az</td></tr></tbody></table>',
    ],
    // GFM spec, example 279: task list items.
    [
      'a task list',
      '- [ ] foo\n- [x] bar',
      '<ul><li><input disabled="" type="checkbox" aria-label="To do: foo"> foo</li><li><input checked="" disabled="" type="checkbox" aria-label="Done: bar"> bar</li></ul>',
    ],
    // GFM spec, example 491: strikethrough.
    ['strikethrough', '~~Hi~~ Hello, world!', '<p><del>Hi</del> Hello, world!</p>'],
    // GFM spec, example 621: an extended www autolink.
    ['a www autolink', 'www.commonmark.org', '<p><a href="http://www.commonmark.org">www.commonmark.org</a></p>'],
    // GFM spec, example 631: an extended URL autolink.
    [
      'a URL autolink',
      'Visit https://encrypted.google.com/search?q=Markup+(business)',
      '<p>Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a></p>',
    ],
    // CommonMark, example 62: ATX headings.
    ['headings', '# foo\n## foo', '<h1>foo</h1><h2>foo</h2>'],
    // CommonMark, example 119: a fenced code block.
    ['fenced code', '```\n<\n >\n```', '<pre><code>&lt; &gt;</code></pre>'],
  ])('%s', (_name, markdown, expected) => {
    expect(html(markdown)).toBe(expected);
  });

  it('renders footnotes with links both ways', () => {
    const out = html('Note[^1].\n\n[^1]: The note.');
    expect(out).toContain('<sup><a id="footnote-ref-1" href="#footnote-1"');
    expect(out).toContain('<li id="footnote-1"><p>The note. <a href="#footnote-ref-1"');
    expect(out).toContain('class="footnotes"');
  });

  it('renders nothing for blank input', () => {
    expect(markdownToHtml('  \n ')).toEqual({ html: '', preview: [], remoteImages: [] });
  });

  it('renders its sample without a remote image', () => {
    const result = markdownToHtml(SAMPLE_INPUT);
    expect(result.html).toContain('<table>');
    expect(result.remoteImages).toEqual([]);
  });
});

describe('the sanitiser', () => {
  it.each([
    ['raw <script>', '<script>alert(1)</script>\n\nText', /<script|alert/i],
    ['an img onerror', '<img src="data:image/png;base64,AA" onerror="alert(1)">', /onerror|alert/i],
    ['a javascript: link (Markdown)', '[click](javascript:alert(1))', /javascript:/i],
    ['a javascript: link (HTML)', '<a href="java&#x09;script:alert(1)">x</a>', /script:|alert/i],
    ['a <style>', '<style>body { background: url(https://evil.test/x) }</style>', /<style|evil/i],
    ['an inline style', '<p style="background:url(https://evil.test/x)">x</p>', /style=|evil/i],
    ['SVG with script', '<svg><script>alert(1)</script><circle r="1"/></svg>', /<svg|<script|alert/i],
    ['SVG onload', '<svg onload="alert(1)"></svg>', /onload|alert/i],
    ['an iframe', '<iframe src="https://evil.test"></iframe>', /iframe|evil/i],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">', /object|embed|swf/i],
    [
      'a form',
      '<form action="https://evil.test"><input name="q"><button>Go</button></form>',
      /<form|<input|<button|evil/i,
    ],
    ['a <base href>', '<base href="https://evil.test/">', /base|evil/i],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">', /meta|refresh|evil/i],
    ['a link stylesheet', '<link rel="stylesheet" href="https://evil.test/x.css">', /<link|evil/i],
    ['a video', '<video src="https://evil.test/v.mp4" poster="https://evil.test/p.png"></video>', /video|evil/i],
    ['a srcset', '<img src="data:image/png;base64,AA" srcset="https://evil.test/a.png 2x">', /srcset|evil/i],
  ])('removes %s', (_name, markdown, forbidden) => {
    const result = markdownToHtml(markdown);
    expect(result.html).not.toMatch(forbidden);
    expect(JSON.stringify(result.preview)).not.toMatch(forbidden);
  });

  it('replaces remote images by a placeholder naming them, and lists them', () => {
    const result = markdownToHtml(
      '![Logo](https://example.com/logo.png) ![](//cdn.test/a.gif) ![Chart](http://x.test/c.svg)',
    );
    expect(result.remoteImages).toEqual([
      { alt: 'Logo', url: 'https://example.com/logo.png' },
      { alt: '', url: '//cdn.test/a.gif' },
      { alt: 'Chart', url: 'http://x.test/c.svg' },
    ]);
    const preview = JSON.stringify(result.preview);
    expect(preview).not.toContain('"tag":"img"');
    expect(preview).toContain('Image not loaded: Logo (https://example.com/logo.png)');
    expect(preview).toContain('remote-image');
    // The exported HTML is the user's document: the images stay in it as written.
    expect(result.html).toContain('<img src="https://example.com/logo.png" alt="Logo">');
  });

  it('shows data: images', () => {
    const result = markdownToHtml('![dot](data:image/png;base64,iVBORw0KGgo=)');
    expect(result.remoteImages).toEqual([]);
    expect(JSON.stringify(result.preview)).toContain('"tag":"img"');
  });

  it('keeps task-list checkboxes disabled, and no other input', () => {
    expect(sanitizeHtml('<input type="checkbox" checked><input type="text">').html).toBe(
      '<input type="checkbox" checked="" disabled="" aria-label="Done">',
    );
  });

  it('keeps ordinary links, which the frame never follows', () => {
    expect(html('[site](https://example.com "Home")')).toBe(
      '<p><a href="https://example.com" title="Home">site</a></p>',
    );
  });
});

describe('the recipe step (no DOM: raw HTML escaped)', () => {
  it.each([
    ['raw HTML as text', '<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['inline HTML as text', 'a <img src=x onerror=alert(1)> b', '<p>a &lt;img src=x onerror=alert(1)&gt; b</p>'],
    ['a javascript: link keeps its text', '[click](javascript:alert(1))', '<p>click</p>'],
    ['a data: HTML image keeps its alt', '![x](data:text/html,hi)', '<p>x</p>'],
    ['a safe link', '[a](https://example.com)', '<p><a href="https://example.com">a</a></p>'],
    ['a relative link', '[a](docs/readme.md)', '<p><a href="docs/readme.md">a</a></p>'],
    [
      'a table',
      '| a |\n|---|\n| 1 |',
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
    ],
  ])('%s', async (_name, markdown, expected) => {
    expect(renderMarkdownEscaped(markdown).replace(/\n/g, '')).toBe(expected);
    expect((await step.transform(markdown, {})).replace(/\n/g, '')).toBe(expected);
  });

  it('passes raw HTML through in the page path, for DOMPurify to clean', () => {
    expect(renderMarkdown('<b>x</b>')).toBe('<p><b>x</b></p>\n');
  });
});

describe('HTML → Markdown', () => {
  it.each([
    [
      'a heading and emphasis',
      '<h1>Title</h1><p><strong>bold</strong> and <em>it</em></p>',
      '# Title\n\n**bold** and *it*',
    ],
    ['a link', '<p><a href="https://example.com">site</a></p>', '[site](https://example.com)'],
    ['a list', '<ul><li>one</li><li>two</li></ul>', '-   one\n-   two'],
    ['strikethrough', '<p><del>gone</del></p>', '~~gone~~'],
    ['fenced code', '<pre><code class="language-js">let a = 1;\n</code></pre>', '```js\nlet a = 1;\n```'],
    [
      'a table',
      '<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>',
      '| a   | b   |\n| --- | --- |\n| 1   | 2   |',
    ],
    ['scripts and styles dropped', '<p>x</p><script>alert(1)</script><style>p{}</style>', 'x'],
    ['blank', '   ', ''],
  ])('%s', (_name, input, expected) => {
    expect(htmlToMarkdown(input)).toBe(expected);
  });

  it.each([
    ['headings and paragraphs', '# Title\n\nSome **bold** text.'],
    ['a table', '| a   | b   |\n| --- | --- |\n| 1   | 2   |'],
    ['a link', 'See [docs](https://example.com/docs).'],
    ['fenced code', '```js\nlet a = 1;\n```'],
  ])('round trips %s', (_name, markdown) => {
    expect(htmlToMarkdown(markdownToHtml(markdown).html)).toBe(markdown);
  });

  it('converts its sample', () => {
    const markdown = htmlToMarkdown(SAMPLE_HTML);
    expect(markdown).toContain('# Release notes');
    expect(markdown).toContain('| Feature | Status |');
  });
});

describe('the standalone document', () => {
  it('wraps the fragment with a title from its first heading and the style sheet', () => {
    const page = standaloneDocument('<h1>A &lt;b&gt; <em>day</em></h1>\n<p>x</p>\n');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<title>A &lt;b&gt; day</title>');
    expect(page).toContain('<style>');
    expect(page).toContain('<body>\n<h1>');
  });

  it('is titled Document without a heading', () => {
    expect(standaloneDocument('<p>x</p>')).toContain('<title>Document</title>');
  });
});

describe('the prefilter (before any DOMParser in the page)', () => {
  it.each([
    ['plain text', 'a < b & c', 'a < b & c'],
    ['a <style>', '<p>x</p><style>p { color: red }</style>', '<p>x</p>'],
    ['a style attribute', '<p style="color:red" class="a">x</p>', '<p class="a">x</p>'],
    ['a <base> and <meta>', '<base href="https://evil.test/"><meta http-equiv="refresh" content="0">x', 'x'],
    ['an SVG <style> and handler', '<svg onload="x()"><style>*{}</style></svg>', '<svg></svg>'],
    ['a script and an iframe', '<script>x()</script><iframe src="x"></iframe>y', 'y'],
  ])('%s', (_name, html, expected) => {
    expect(prefilterHtml(html)).toBe(expected);
  });
});
