import type { Locator } from '@playwright/test';
import { editorText, expect, fillEditor, test, watchFrameGaps } from '../fixtures';

/** The text selected in a CodeMirror editor, read from the editor itself (see editorText in the fixtures). */
function selectedText(content: Locator): Promise<string> {
  return content.evaluate((element) => {
    interface ViewLike {
      state: { selection: { main: { from: number; to: number } }; sliceDoc(from: number, to: number): string };
    }
    const node = element as Element & { cmTile?: { view?: ViewLike; root?: { view?: ViewLike } | null } };
    const view = node.cmTile?.view ?? node.cmTile?.root?.view;
    if (!view) return '';
    const { from, to } = view.state.selection.main;
    return view.state.sliceDoc(from, to);
  });
}

test.beforeEach(async ({ page }) => {
  await page.goto('/jsonpath-tester');
  await expect(page.getByRole('heading', { level: 1, name: 'JSONPath Tester' })).toBeVisible();
});

test('runs the sample query: values, normalized paths, highlights, and a click selects the value', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByTestId('problem-summary')).toHaveText('No problems found');
  await expect(page.getByTestId('result-count')).toHaveText('2 results');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results).toContainText("$['store']['book'][0]['title']");
  await expect(results).toContainText('"Moby Dick"');
  await expect(page.locator('.cm-found')).toHaveText(['"Sayings of the Century"', '"Moby Dick"']);

  await results.getByRole('button', { name: /Moby Dick/ }).click();
  const json = page.getByRole('textbox', { name: 'JSON', exact: true });
  await expect(json).toBeFocused();
  await expect.poll(() => selectedText(json)).toBe('"Moby Dick"');

  // Big integers keep their digits and compare exactly.
  await fillEditor(page, 'Query', '$[?@ > 12345678901234567889]');
  await expect(page.getByTestId('result-count')).toHaveText('1 result');
  await expect(results).toContainText('12345678901234567890');

  // The legacy mode runs jsonpath-plus syntax.
  await page.getByRole('radio', { name: 'Legacy (jsonpath-plus)' }).check();
  await fillEditor(page, 'Query', '$.store.book[(@.length-1)].author');
  await expect(results).toContainText('"J. R. R. Tolkien"');
  await expect(page.getByText('Numbers are JavaScript doubles in this mode')).toBeVisible();
});

test('places query and JSON syntax errors, and a click puts the cursor there', async ({ page }) => {
  await page.getByRole('button', { name: 'Invalid Example' }).click();
  await expect(page.getByTestId('problem-summary')).toHaveText('2 errors');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('Query, line 1, column 8');
  await expect(problems).toContainText('JSON, line 6, column 3');
  await problems.getByRole('button', { name: /The JSON is not valid/ }).click();
  await expect(page.getByRole('textbox', { name: 'JSON', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error').first()).toBeVisible();

  await fillEditor(page, 'Query', '$.store..');
  await fillEditor(page, 'JSON', '{"store": []}');
  await expect(problems).toContainText('Query, line 1, column 10');
  await problems.getByRole('button', { name: /After \.\./ }).click();
  await expect(page.getByRole('textbox', { name: 'Query', exact: true })).toBeFocused();
  expect(await editorText(page, 'Query')).toBe('$.store..');
});

/** 34 a's and a !: (a+)+ tries 2^34 ways to split them before it fails. */
const CATASTROPHIC_JSON = JSON.stringify({ items: [{ s: `${'a'.repeat(34)}!` }, { s: 'b' }] });

for (const { name, mode, query, named } of [
  { name: 'match()', mode: 'RFC 9535', query: '$.items[?match(@.s, "(a+)+")]', named: '"(a+)+" (of match())' },
  { name: 'search()', mode: 'RFC 9535', query: '$.items[?search(@.s, "(a+)+b")]', named: '"(a+)+b" (of search())' },
  {
    name: "a legacy filter's .search()",
    mode: 'Legacy (jsonpath-plus)',
    query: '$.items[?(@.s.search("^(a+)+$") === 0)]',
    named: '"^(a+)+$" (of .search())',
  },
]) {
  test(`a pattern of ${name} that backtracks catastrophically is stopped at 2 s and named, and the page stays responsive`, async ({
    page,
  }, testInfo) => {
    await page.getByRole('radio', { name: mode }).check();
    await fillEditor(page, 'JSON', CATASTROPHIC_JSON);
    const longestFrameGap = await watchFrameGaps(page);
    const started = Date.now();
    await fillEditor(page, 'Query', query);
    // While the pattern runs, the page answers: another control works (and frames keep coming, below).
    const wrap = page.getByRole('button', { name: 'Wrap long lines in JSON' });
    const wrapped = await wrap.getAttribute('aria-pressed');
    await wrap.click();
    await expect(wrap).not.toHaveAttribute('aria-pressed', wrapped!);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      `The query took longer than 2 s and was stopped: the pattern ${named} had been running on one value for`,
      { timeout: 15_000 },
    );
    const elapsed = Date.now() - started;
    await expect(alert.getByRole('heading', { name: 'Query Stopped' })).toBeVisible();
    await expect(alert).toContainText('catastrophic backtracking');
    const gap = await longestFrameGap();
    testInfo.annotations.push({
      type: 'measurement',
      description: `${name}: stopped and named ${elapsed} ms after the query was typed; longest frame gap ${Math.round(gap)} ms`,
    });
    // Stopped at the 2 s limit (more under a busy machine's load), where it ran for ever; the page kept
    // painting (a busy machine alone leaves gaps of 1 s).
    expect(elapsed).toBeLessThan(10_000);
    expect(gap).toBeLessThan(2000);

    // A pattern that does not backtrack still selects, in a fresh worker.
    await fillEditor(
      page,
      'Query',
      mode === 'RFC 9535' ? '$.items[?match(@.s, "b")]' : '$.items[?(@.s.search("b") === 0)]',
    );
    await expect(page.getByTestId('result-count')).toHaveText('1 result');
    await expect(alert).toBeHidden();
  });
}

test('Cancel stops a query at once, and an edit runs it again', async ({ page }) => {
  // Two million characters give the query a 10 s limit: time for a busy machine to press Cancel.
  const json = JSON.stringify({ padding: 'x'.repeat(2_000_000), ...JSON.parse(CATASTROPHIC_JSON) });
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'data.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await expect(page.getByText(`${json.length.toLocaleString('en-US')} characters`)).toBeVisible();
  await fillEditor(page, 'Query', '$.items[?match(@.s, "(a+)+")]');
  const started = Date.now();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(Date.now() - started, 'Cancel was pressed before the time limit').toBeLessThan(10_000);
  await expect(page.getByText('The query was stopped. Edit the query or the JSON to run it again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
  // Past the time limit, nothing comes of the cancelled query.
  await page.waitForTimeout(10_500 - (Date.now() - started));
  await expect(page.getByRole('alert')).toBeHidden();

  await fillEditor(page, 'Query', '$.items[?match(@.s, "a+!")]');
  await expect(page.getByTestId('result-count')).toHaveText('1 result');
  await expect(page.getByText('The query was stopped.')).toBeHidden();
});
