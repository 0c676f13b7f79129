// @vitest-environment jsdom
// DOMPurify needs a DOM.
import { renderHook, waitFor } from '@testing-library/react';
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { htmlChunks } from './chunks';
import { renderMarkdown, renderMarkdownInChunks } from './markdown';
import { assembleClean, type HtmlPart } from './parts';
import { prefilterHtml } from './prefilter';
import { sanitizeForExport, sanitizeHtml, sanitizePart } from './sanitize';
import { joinSanitized, mapInTasks, sharedPartCount, useSanitizedChunks } from './useSanitizedChunks';

/** A README-like section, with a footnote of its own and some raw HTML to clean. */
const section = (index: number) => `## Section ${index}

Text with **bold**, a [link](https://example.com/${index}), an image ![logo ${index}](https://example.com/${index}.png) and a note[^n${index}].

<p onclick="alert(${index})">raw <script>alert(${index})</script>paragraph</p>

- [x] done ${index}
- [ ] open

| A | B |
| --- | :-: |
| ${index} | <img src=x onerror=alert(1)> |

[^n${index}]: Note ${index}.

`;
const bigMarkdown = (sections: number) => Array.from({ length: sections }, (_, index) => section(index)).join('');

/** Each part sanitised in its place, then put together, as the screen does it for the HTML export. */
function cleanInParts(parts: readonly HtmlPart[]): string {
  return assembleClean(parts, parts.map(sanitizePart), sanitizeForExport);
}

/** A document's parts as the worker cuts them, in smaller parts (jsdom is slow) so a short document has many. */
const partsOf = (markdown: string) => htmlChunks(parseFragment(renderMarkdown(markdown)).childNodes, 1000, 3000);

describe('sanitising in parts', () => {
  it('gives the HTML that sanitising the whole document gives', () => {
    const markdown = bigMarkdown(15);
    const rendered = partsOf(markdown);
    expect(rendered.complete).toBe(false);
    // The footnotes are one long block, cut between its notes.
    expect(rendered.chunks.some((part) => part.path.length > 0)).toBe(true);
    expect(rendered.chunks.map(sanitizePart)).not.toContain(null);
    const clean = cleanInParts(rendered.chunks);
    expect(clean).toBe(sanitizeHtml(renderMarkdown(markdown)).html);
    expect(clean).not.toMatch(/<script|onclick|onerror|alert\(/);
  });

  it.each([
    ['a long raw table', `<table>${'<tr><td onclick="x()">a<script>b</script></td></tr>'.repeat(200)}</table>`],
    [
      'a long list with forms in it',
      `<ul>${'<li><form action="https://evil.test"><input>x</form></li>'.repeat(200)}</ul>`,
    ],
    // DOMPurify removes the <form> the parts were cut from: the block is sanitised whole instead.
    ['a long form', `<form action="https://evil.test">${'<p>x<input name="q"></p>'.repeat(300)}</form>`],
  ])('cleans %s the way the whole is cleaned', (_name, raw) => {
    const html = prefilterHtml(raw);
    const { chunks } = htmlChunks(parseFragment(html).childNodes, 1000, 1000);
    expect(chunks.length).toBeGreaterThan(3);
    const clean = cleanInParts(chunks);
    expect(clean).toBe(sanitizeHtml(html).html);
    expect(clean).not.toMatch(/<script|onclick|<form|evil/);
  });

  it('does not put back a part whose elements DOMPurify changed', () => {
    const form = { id: 0, open: '<form action="https://evil.test">', close: '</form>' };
    expect(sanitizePart({ html: '<p>x</p>', path: [form] })).toBeNull();
    const table = { id: 1, open: '<table>', close: '</table>' };
    const body = { id: 2, open: '<tbody>', close: '</tbody>' };
    // Text in a table is moved out before it by the parser.
    expect(sanitizePart({ html: '<tr><td>a</td></tr>text', path: [table, body] })).toBeNull();
    const list = { id: 3, open: '<ol start="2">', close: '</ol>' };
    expect(sanitizePart({ html: '<li onclick="x()">a</li><li>b</li>', path: [list] })).toBe('<li>a</li><li>b</li>');
    expect(sanitizePart({ html: '<tr><td>a</td></tr>', path: [table, body] })).toBe('<tr><td>a</td></tr>');
  });
});

describe('mapInTasks', () => {
  it('maps every item, yielding to the browser once the budget is spent', async () => {
    let clock = 0;
    const tick = () => (clock += 10);
    expect(
      await mapInTasks(
        [1, 2, 3, 4],
        (value) => value * 2,
        () => false,
        15,
        tick,
      ),
    ).toEqual([2, 4, 6, 8]);
  });

  it('stops once cancelled, at the next yield', async () => {
    let cancelled = false;
    let clock = 0;
    const seen: number[] = [];
    const work = (value: number) => {
      seen.push(value);
      cancelled = true;
      return value;
    };
    expect(
      await mapInTasks(
        [1, 2, 3],
        work,
        () => cancelled,
        5,
        () => (clock += 10),
      ),
    ).toBeNull();
    expect(seen).toEqual([1]);
  });
});

describe('joinSanitized and sharedPartCount', () => {
  it('joins parts in order', () => {
    const image = { alt: 'a', url: 'https://x.test/a.png' };
    expect(
      joinSanitized([
        { html: '<p>a</p>', preview: [{ tag: 'p', children: ['a'] }], remoteImages: [image] },
        { html: '<p>b</p>', preview: ['b'], remoteImages: [] },
      ]),
    ).toEqual({ html: '<p>a</p><p>b</p>', preview: [{ tag: 'p', children: ['a'] }, 'b'], remoteImages: [image] });
  });

  it.each<[string, string[], HtmlPart[], number]>([
    ['none', [], [{ html: 'a', path: [] }], 0],
    [
      'the same first parts',
      ['a', 'b', 'c-cut'],
      [
        { html: 'a', path: [] },
        { html: 'b', path: [] },
        { html: 'c', path: [] },
      ],
      2,
    ],
    ['not a part cut inside a block', ['a'], [{ html: 'a', path: [{ id: 0, open: '<ul>', close: '</ul>' }] }], 0],
  ])('counts %s', (_name, preview, parts, expected) => {
    expect(sharedPartCount(preview, parts)).toBe(expected);
  });
});

describe('useSanitizedChunks', () => {
  it('gives the preview, then the whole clean HTML, of each rendering', async () => {
    const markdown = bigMarkdown(15);
    const rendered = partsOf(markdown);
    const { result, rerender } = renderHook(({ chunks }) => useSanitizedChunks(chunks), {
      initialProps: { chunks: rendered },
    });
    await waitFor(() => expect(result.current.html?.source).toBe(rendered), { timeout: 10_000 });
    expect(result.current.preview?.source).toBe(rendered);
    expect(result.current.preview?.value.html.length).toBeLessThan(result.current.html!.value.length);
    expect(result.current.html?.value).toBe(sanitizeHtml(renderMarkdown(markdown)).html);

    const small = renderMarkdownInChunks('# Small');
    rerender({ chunks: small });
    await waitFor(() => expect(result.current.html?.value).toBe('<h1>Small</h1>\n'));
    expect(result.current.preview?.value.preview).toEqual([{ tag: 'h1', attributes: {}, children: ['Small'] }, '\n']);

    rerender({ chunks: null as never });
    await waitFor(() => expect(result.current).toEqual({ preview: null, html: null }));
  });
});
