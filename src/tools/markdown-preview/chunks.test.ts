import { parseFragment, serialize, serializeOuter } from 'parse5';
import { describe, expect, it } from 'vitest';
import { cutShort, htmlChunks } from './chunks';
import { renderMarkdown, renderMarkdownInChunks } from './markdown';
import { joinParts } from './parts';

const nodesOf = (html: string) => parseFragment(html).childNodes;
const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => `<tr><td>row ${index}</td><td>x</td></tr>`).join('');
const items = (count: number) => Array.from({ length: count }, (_, index) => `<li>item ${index}</li>`).join('\n');

/** A README-like section of Markdown, `index` making its footnote its own. */
const section = (index: number) => `## Section ${index}

Text with **bold**, \`code\`, a [link](https://example.com/${index}) and a note[^n${index}].

- [x] done
- [ ] open

| A | B |
| --- | :-: |
| 1 | 2 |

\`\`\`js
const x = ${index};
\`\`\`

[^n${index}]: Note ${index}.

`;

describe('htmlChunks', () => {
  it.each([
    ['a short document', '<h1>T</h1>\n<p>a</p>\n<ul><li>x</li></ul>', 64, 1000],
    ['blocks in parts', '<h1>T</h1>\n<p>aaaaaaaa</p>\n<p>bbbbbbbb</p>\n<p>cccccccc</p>', 24, 1000],
    [
      'a long table cut between its rows',
      `<p>a</p><table><thead><tr><th>h</th></tr></thead><tbody>${rows(40)}</tbody></table><p>b</p>`,
      200,
      300,
    ],
    ['a long list', `<ol start="4">${items(60)}</ol>`, 120, 200],
    ['a list long inside a section', `<section class="notes"><h2>N</h2><ol>${items(60)}</ol></section>`, 120, 200],
    ['a long <pre>, never cut inside', `<pre>\n${'line &amp; <b>x</b>\n'.repeat(50)}</pre>`, 100, 200],
  ])('%s: the parts joined are the document', (_name, html, chunkLength, previewLength) => {
    const nodes = nodesOf(html);
    const { chunks } = htmlChunks(nodes, chunkLength, previewLength);
    expect(joinParts(chunks, (part) => part.html)).toBe(serialize(parseFragment(html)));
  });

  it('cuts no part of a long block longer than needed', () => {
    const { chunks } = htmlChunks(nodesOf(`<table><tbody>${rows(200)}</tbody></table>`), 500, 1000);
    expect(chunks.length).toBeGreaterThan(10);
    for (const part of chunks) {
      expect(part.path.map((wrapper) => wrapper.open)).toEqual(['<table>', '<tbody>']);
      expect(part.html.length).toBeLessThanOrEqual(500);
    }
  });

  it('keeps a <pre> whole, however long', () => {
    const html = `<pre>${'x\n'.repeat(500)}</pre>`;
    expect(htmlChunks(nodesOf(html), 100, 50).chunks).toEqual([{ html, path: [] }]);
  });

  it('previews all of a document that fits, in the same parts', () => {
    const result = htmlChunks(nodesOf('<p>aaaa</p><p>bbbb</p><p>cccc</p>'), 22, 1000);
    expect(result).toMatchObject({ complete: true, length: 33, previewLength: 33 });
    expect(result.preview).toEqual(['<p>aaaa</p><p>bbbb</p>', '<p>cccc</p>']);
    expect(result.chunks.map((part) => part.html)).toEqual(result.preview);
  });

  it('previews the first blocks of a longer one, and the start of the next cut short', () => {
    const html = `<p>first</p><table><tbody>${rows(100)}</tbody></table><p>last</p>`;
    const result = htmlChunks(nodesOf(html), 200, 600);
    expect(result.complete).toBe(false);
    expect(result.previewLength).toBeLessThanOrEqual(600);
    expect(result.length).toBe(serialize(parseFragment(html)).length);
    const shown = result.preview.join('');
    expect(shown.startsWith('<p>first</p><table><tbody><tr><td>row 0</td>')).toBe(true);
    expect(shown.endsWith('</tbody></table>')).toBe(true);
    expect(shown).not.toContain('last');
    // Well-formed: parsed and written again, it is the same text.
    expect(serialize(parseFragment(shown))).toBe(shown);
    // The first part is shared with the document's.
    expect(result.chunks[0]).toEqual({ html: result.preview[0], path: [] });
  });
});

describe('cutShort', () => {
  it.each([
    [
      'an element with the children that fit',
      '<ul><li>one</li><li>two</li><li>three</li></ul>',
      32,
      '<ul><li>one</li><li>tw</li></ul>',
    ],
    ['text, escaped within the budget', '<p>a &amp; b &amp; c</p>', 17, '<p>a &amp; b </p>'],
    ['nothing where the tags do not fit', '<section class="long-name"><p>x</p></section>', 10, null],
    [
      'an element without its child that fits nothing',
      '<ul><li>one</li><li>two</li></ul>',
      21,
      '<ul><li>one</li></ul>',
    ],
    ['a text without splitting a surrogate pair', '<p>ab😀</p>', 10, '<p>ab</p>'],
  ])('%s', (_name, html, budget, expected) => {
    const cut = cutShort(nodesOf(html)[0]!, budget);
    expect(cut === null ? null : serializeOuter(cut)).toBe(expected);
  });
});

describe('renderMarkdownInChunks', () => {
  it('gives the HTML renderMarkdown gives, in parts', () => {
    const markdown = Array.from({ length: 200 }, (_, index) => section(index)).join('');
    const result = renderMarkdownInChunks(markdown);
    expect(result.complete).toBe(false);
    expect(result.chunks.length).toBeGreaterThan(10);
    expect(joinParts(result.chunks, (part) => part.html)).toBe(renderMarkdown(markdown));
  });

  it('renders nothing for blank input', () => {
    expect(renderMarkdownInChunks(' \n')).toEqual({
      chunks: [],
      preview: [],
      complete: true,
      length: 0,
      previewLength: 0,
    });
  });
});
