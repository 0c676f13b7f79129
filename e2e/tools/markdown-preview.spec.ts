import { readFile } from 'node:fs/promises';
import {
  copyShareLink,
  editorText,
  expect,
  fillEditor,
  openWatched,
  previewFrame,
  sharedState,
  shareLinkPath,
  test,
  watchFrameGaps,
} from '../fixtures';

const PREVIEW = 'Markdown preview';

test.beforeEach(async ({ page }) => {
  await page.goto('/markdown-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeVisible();
});

test('renders typed GFM in the sandboxed frame and exports its HTML', async ({ page }) => {
  await fillEditor(
    page,
    'Markdown',
    '# Notes\n\n| Name | Done |\n| --- | :-: |\n| Tea | yes |\n\n- [x] typed\n- [ ] rendered\n\n~~old~~ new, see www.example.com and the note[^1]\n\n[^1]: A footnote.\n',
  );
  const frame = previewFrame(page, PREVIEW);
  await expect(frame.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(frame.locator('table td').first()).toHaveText('Tea');
  await expect(frame.locator('input[type=checkbox]')).toHaveCount(2);
  await expect(frame.locator('input[type=checkbox]').first()).toBeChecked();
  await expect(frame.locator('del')).toHaveText('old');
  await expect(frame.getByRole('link', { name: 'www.example.com' })).toBeVisible();
  await expect(frame.locator('.footnotes li')).toContainText('A footnote.');

  // A click on a link opens nothing: the app stays where it is.
  await frame.getByRole('link', { name: 'www.example.com' }).click();
  await expect(page).toHaveURL(/\/markdown-preview/);

  await expect.poll(() => editorText(page, 'HTML source')).toContain('<h1>Notes</h1>');
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download HTML document' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('document.html');
  const html = await readFile((await download.path())!, 'utf8');
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain('<title>Notes</title>');
  expect(html).toContain('<td align="center">yes</td>');
});

test('a hostile document runs nothing and loads nothing; remote images are named', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await fillEditor(
    page,
    'Markdown',
    [
      '# Hostile',
      '<script>alert(1)</script>',
      '<img src="data:image/png;base64,AA" onerror="alert(2)">',
      '[click me](javascript:alert(3))',
      '<svg><script>alert(4)</script></svg><svg onload="alert(5)"></svg>',
      '<iframe src="https://evil.example/"></iframe>',
      '<style>body { background: url(https://evil.example/bg.png) }</style>',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example/">',
      '![Company logo](https://evil.example/logo.png) and ![](//cdn.evil.example/pixel.gif)',
      // Blank lines between: each is a block of its own, so the link is Markdown, not text in an HTML block.
    ].join('\n\n'),
  );
  const frame = previewFrame(page, PREVIEW);
  await expect(frame.getByRole('heading', { name: 'Hostile' })).toBeVisible();
  await expect(frame.getByRole('img', { name: 'Image not loaded: Company logo' })).toHaveText(
    'Image not loaded: Company logo (https://evil.example/logo.png)',
  );
  // The frame's own document has its script in the head; nothing of the user's is anywhere.
  await expect(
    frame.locator('body :is(script, iframe, style, base, meta), head :is(base, meta[http-equiv])'),
  ).toHaveCount(0);
  const notice = page.getByRole('region', { name: '2 remote images not loaded' });
  await expect(notice).toContainText('Company logo: https://evil.example/logo.png');
  await expect(notice).toContainText('//cdn.evil.example/pixel.gif');

  await frame.getByText('click me').click();
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
  await expect(page).toHaveURL(/\/markdown-preview/);
  await expect(page.getByRole('status').filter({ hasText: 'Sanitising the whole document' })).toHaveCount(0);
  const source = await editorText(page, 'HTML source');
  expect(source).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<style|<base|<meta/i);
});

test('turns HTML into Markdown without rendering it', async ({ page }) => {
  await page.getByRole('radio', { name: 'HTML → Markdown' }).check();
  await fillEditor(
    page,
    'HTML',
    '<h2>Title</h2><p><strong>Bold</strong> <img src="https://evil.example/x.png" alt="x"></p><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>',
  );
  await expect.poll(() => editorText(page, 'Markdown')).toContain('## Title');
  const markdown = await editorText(page, 'Markdown');
  expect(markdown).toContain('**Bold** ![x](https://evil.example/x.png)');
  expect(markdown).toContain('| a   | b   |');
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('keeps its input and direction across a reload and in a share link', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(previewFrame(page, PREVIEW).getByRole('heading', { name: 'Release notes' })).toBeVisible();
  await page.getByRole('radio', { name: 'HTML → Markdown' }).check();
  await fillEditor(page, 'HTML', '<p><em>kept</em></p>');
  await expect.poll(() => editorText(page, 'Markdown')).toBe('*kept*');
  const link = await copyShareLink(page);
  expect(sharedState(link).state).toMatchObject({ direction: 'html-to-markdown', input: '<p><em>kept</em></p>' });

  await page.reload();
  await expect(page.getByRole('radio', { name: 'HTML → Markdown' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Markdown')).toBe('*kept*');

  await page.goto('about:blank');
  await page.goto(shareLinkPath('markdown-preview', { direction: 'markdown-to-html', input: '## Shared' }));
  await expect(previewFrame(page, PREVIEW).getByRole('heading', { level: 2, name: 'Shared' })).toBeVisible();
});

/** A README-like section of Markdown: headings, a paragraph with links, lists, a table, fenced code, a footnote. */
function readmeSection(index: number): string {
  return `## Section ${index}: installing and configuring

This section explains **how to install** the package, with *emphasis*, \`inline code\`, a [link to the docs](https://example.com/docs/${index}) and a footnote[^note${index}].
Another sentence follows, so the paragraph is of a realistic length, mentioning www.example.org and ~~old~~ new behaviour.

- First item with [a link](https://example.com/${index}/a)
- Second item with \`code\`
  - Nested item ${index}
- [x] Done task
- [ ] Open task

1. Step one
2. Step two

| Option | Type | Default | Description |
| --- | :---: | ---: | --- |
| \`name\` | string | \`""\` | The name of item ${index} |
| \`size\` | number | \`10\` | How many |

\`\`\`js
import { thing } from 'package-${index}';
console.log(thing({ size: ${index} }));
\`\`\`

> A quote about section ${index}, with **bold** text.

[^note${index}]: Footnote number ${index}, with [a link](https://example.com/notes/${index}).

`;
}

test('a 1 MB document: the preview shows its start at once, the page keeps painting, the export holds all of it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const sections: string[] = [];
  let length = 0;
  while (length < 1024 * 1024) {
    const section = readmeSection(sections.length);
    sections.push(section);
    length += section.length;
  }
  const last = sections.length - 1;
  // Past what the preview shows: the export must still be sanitised.
  const markdown = `# Big document\n\n${sections.join('')}<script>alert(1)</script>\n`;
  // Long tasks are watched from the page's first script; its own start is not counted.
  const watched = await openWatched(page, '/markdown-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Markdown Preview' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Markdown', exact: true }).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), markdown);
  await page.evaluate(() => ((window as unknown as { longestTaskMs: number }).longestTaskMs = 0));

  // Pasted, as a user would.
  const stopFrameWatch = await watchFrameGaps(page);
  const started = Date.now();
  await page.keyboard.press('ControlOrMeta+V');
  const frame = previewFrame(page, PREVIEW);
  await expect(frame.getByRole('heading', { level: 2, name: 'Section 0: installing and configuring' })).toBeVisible({
    timeout: 30_000,
  });
  const previewAfter = Date.now() - started;
  await expect(
    page.getByText(
      /^The preview shows the start of this document: [\d.]+ KB of its [\d.]+ MB of HTML \(\d+%\)\. Showing more would hold up the page; the HTML source, Copy and Download hold all of it\.$/,
    ),
  ).toBeVisible();
  await expect(frame.getByRole('heading', { name: `Section ${last}: installing and configuring` })).toHaveCount(0);

  // The whole document's HTML, sanitised in the background, fills the HTML source.
  await expect
    .poll(() => editorText(page, 'HTML source'), { timeout: 60_000 })
    .toContain(`Footnote number ${last}, with`);
  const exportedAfter = Date.now() - started;
  const longestFrameGap = await stopFrameWatch();
  const longestTask = await watched.longestTaskMs();
  await expect(page.getByRole('status').filter({ hasText: 'Sanitising the whole document' })).toHaveCount(0);
  const source = await editorText(page, 'HTML source');
  expect(source).toContain(`<h2>Section ${last}: installing and configuring</h2>`);
  expect(source).not.toMatch(/<script|alert\(/);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download HTML document' }).click();
  const html = await readFile((await (await downloadStarted).path())!, 'utf8');
  expect(html).toContain(`<h2>Section ${last}: installing and configuring</h2>`);
  expect(html).not.toMatch(/<script|alert\(/);

  const measured = `${markdown.length} characters: preview after ${previewAfter} ms, whole HTML after ${exportedAfter} ms; longest task ${Math.round(longestTask)} ms, longest frame gap ${Math.round(longestFrameGap)} ms`;
  testInfo.annotations.push({ type: 'measurement', description: measured });
  console.log(`1 MB Markdown: ${measured}`);
  // Before the work was cut into parts, one task held the page 2.5 s and the preview came after 7 s. Loose
  // bounds: a 2-core machine shared with other work stretches every task.
  expect(longestTask).toBeLessThan(1000);
  expect(longestFrameGap).toBeLessThan(1000);
});
