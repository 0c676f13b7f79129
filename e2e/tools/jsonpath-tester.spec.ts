import type { Locator } from '@playwright/test';
import { editorText, expect, fillEditor, test } from '../fixtures';

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
