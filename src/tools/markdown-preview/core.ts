/**
 * Markdown Preview's samples, directions and the standalone document the download gives. The work is in
 * modules of its own, each loaded where it runs, so the page's chunk holds no more than it needs:
 * markdown.ts (marked, in the worker), chunks.ts (the worker cutting its HTML into parts, parts.ts),
 * sanitize.ts and useSanitizedChunks.ts (DOMPurify, in the page, a few parts per task) and
 * html-to-markdown.ts (turndown, loaded in the page when that direction is first used).
 */

export const DIRECTIONS = ['markdown-to-html', 'html-to-markdown'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const SAMPLE_INPUT = `# Release notes

Markdown Preview renders **GitHub Flavored Markdown** as you type, ~~slowly~~ *live*.

## What changed

| Feature | Status | Since |
| --- | :---: | ---: |
| Tables | done | 1.0 |
| Task lists | done | 1.1 |
| Footnotes | new | 1.2 |

- [x] Sanitise every document[^safe]
- [ ] Ship the next release

\`\`\`js
console.log('fenced code');
\`\`\`

> Links such as https://example.com become links; nothing here loads from the network.

[^safe]: Scripts, event handlers, frames and remote images are removed before anything is shown.
`;

export const SAMPLE_HTML = `<h1>Release notes</h1>
<p>Turn <strong>HTML</strong> back into <del>plain</del> <em>Markdown</em>, with <a href="https://example.com">links</a>.</p>
<table>
  <thead><tr><th>Feature</th><th>Status</th></tr></thead>
  <tbody><tr><td>Tables</td><td>done</td></tr><tr><td>Lists</td><td>done</td></tr></tbody>
</table>
<ul><li>One</li><li>Two</li></ul>
<pre><code class="language-js">console.log('fenced code');
</code></pre>
`;

/** The page's style sheet: the preview frame's and the downloaded document's. */
export const DOCUMENT_CSS = `body { margin: 0; padding: 16px; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; background: #fff; word-wrap: break-word; }
h1, h2, h3, h4, h5, h6 { margin: 1.2em 0 0.6em; line-height: 1.25; font-weight: 600; }
h1 { font-size: 2em; border-bottom: 1px solid #d1d9e0; padding-bottom: 0.3em; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: 0.3em; }
body > :first-child { margin-top: 0; }
p, ul, ol, table, pre, blockquote { margin: 0 0 1em; }
a { color: #0969da; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; }
code { background: #eff1f3; border-radius: 4px; padding: 0.1em 0.3em; }
pre { background: #f6f8fa; border-radius: 6px; padding: 12px 16px; overflow: auto; }
pre code { background: none; padding: 0; }
blockquote { border-left: 4px solid #d1d9e0; color: #59636e; margin-left: 0; padding: 0 1em; }
table { border-collapse: collapse; display: block; overflow: auto; max-width: 100%; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
tr:nth-child(2n) { background: #f6f8fa; }
img { max-width: 100%; }
hr { border: 0; border-top: 1px solid #d1d9e0; margin: 1.5em 0; }
li > input[type="checkbox"] { margin-right: 0.4em; }
ul:has(> li > input[type="checkbox"]) { list-style: none; padding-left: 1.2em; }
.footnotes { font-size: 0.875em; color: #59636e; border-top: 1px solid #d1d9e0; margin-top: 2em; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.remote-image { display: inline-block; border: 1px dashed #9a6700; background: #fff8c5; color: #4d2d00; border-radius: 4px; padding: 2px 6px; font-size: 0.875em; }
`;

/**
 * The document's title: its first heading's text, else a plain name. The fragment is serialised HTML, so the
 * heading's text is already escaped (a '<' in it is &lt;): only its tags are taken out.
 */
function titleOf(html: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  const text = heading?.[1]
    ?.replace(/<[^>]*>/g, '')
    .replace(/</g, '&lt;')
    .trim();
  return text ? text : 'Document';
}

/** The fragment as a whole page, with its style sheet, to open or publish anywhere. */
export function standaloneDocument(fragment: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${titleOf(fragment)}</title>
<style>
${DOCUMENT_CSS}</style>
</head>
<body>
${fragment}</body>
</html>
`;
}
