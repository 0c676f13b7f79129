import { editorText, expect, fillEditor, test, watchForBusyButton } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/json-diff-checker');
  await expect(page.getByRole('textbox', { name: 'Modified JSON' })).toBeVisible();
});

const results = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Comparison Results' });

test('compares the sample: summary counts and a table of path, description, old and new values', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Original JSON')).toContain('"nickname": "Johnny"');
  expect(await editorText(page, 'Modified JSON')).toContain('"phone": "+1-555-0123"');
  const sawComparing = await watchForBusyButton(page, 'Comparing...');
  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect.poll(sawComparing).toBe(true);

  await expect(results(page).getByRole('heading', { name: 'Differences Summary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compare JSON' })).toBeEnabled();
  const summary = results(page).getByLabel('Difference counts', { exact: true });
  await expect(summary).toContainText('Added2');
  await expect(summary).toContainText('Removed2');
  await expect(summary).toContainText('Modified6');

  const table = results(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(
    ['Change', 'Path', 'Description', 'Old Value', 'New Value'],
    {
      ignoreCase: true,
    },
  );
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    'Modified',
    'id',
    'Modified property',
    '12345678901234567890',
    '12345678901234567891',
  ]);
  await expect(rows.filter({ hasText: 'address.country' }).getByRole('cell')).toHaveText([
    'Added',
    'address.country',
    'Added property',
    '(not in the original)',
    '"USA"',
  ]);
  await expect(rows.filter({ hasText: 'hobbies[2]' })).toContainText('Removed array item at index 2');
});

test('a perfect match when only key order and number spelling differ', async ({ page }) => {
  await fillEditor(page, 'Original JSON', '{"name": "x", "tags": [1, 2], "id": 12345678901234567890}');
  await fillEditor(page, 'Modified JSON', '{"id": 12345678901234567890, "tags": [1.0, 2e0], "name": "x"}');
  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfect Match!' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'No differences found - objects are identical' }),
  ).toBeVisible();
  await expect(results(page)).toBeHidden();
});

test('blank and invalid input get clear messages naming the side and place', async ({ page }) => {
  await fillEditor(page, 'Original JSON', '{"a": 1}');
  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect(page.getByRole('alert')).toContainText('Comparison Error');
  await expect(page.getByRole('alert')).toContainText('Please enter JSON data in both fields');

  await fillEditor(page, 'Modified JSON', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "Modified JSON: Unexpected ']': trailing comma in array at line 3, column 14",
  );
  await expect(results(page)).toBeHidden();
  // The user's input is never lost, and the error's line is marked on its side only.
  expect(await editorText(page, 'Modified JSON')).toContain('"b": [1, 2,]');
  await expect(page.getByRole('textbox', { name: 'Modified JSON' }).locator('.cm-errorLine')).toHaveText(
    '  "b": [1, 2,]',
  );
  await expect(page.getByRole('textbox', { name: 'Original JSON' }).locator('.cm-errorLine')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Go to the error at line 3, column 14' })).toHaveCount(1);
});

test('Swap Sides reverses the comparison direction, taking the old comparison away until Compare runs again; Clear All resets everything', async ({
  page,
}) => {
  await fillEditor(page, 'Original JSON', '{"a": 1}');
  await fillEditor(page, 'Modified JSON', '{"a": 1, "b": 2}');
  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect(results(page).getByText('Added property')).toBeVisible();

  await page.getByRole('button', { name: 'Swap Sides' }).click();
  await expect.poll(() => editorText(page, 'Original JSON')).toBe('{"a": 1, "b": 2}');
  expect(await editorText(page, 'Modified JSON')).toBe('{"a": 1}');
  // The comparison described the other direction: it is not left on screen as if it described this one.
  await expect(results(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Out of date' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Press Compare JSON to update it.' })).toBeVisible();

  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect(results(page).getByText('Removed property')).toBeVisible();
  await expect(results(page).getByLabel('Difference counts', { exact: true })).toContainText('Removed1');
  await expect(page.getByText('Out of date')).toBeHidden();

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect.poll(() => editorText(page, 'Original JSON')).toBe('');
  expect(await editorText(page, 'Modified JSON')).toBe('');
  await expect(results(page)).toBeHidden();
});

test('both inputs survive a reload', async ({ page }) => {
  await fillEditor(page, 'Original JSON', '{"left": 1}');
  await fillEditor(page, 'Modified JSON', '{"right": 2}');
  await page.reload();
  await expect.poll(() => editorText(page, 'Original JSON')).toBe('{"left": 1}');
  expect(await editorText(page, 'Modified JSON')).toBe('{"right": 2}');
});

test('two large files with many differences compare in the background, into one table', async ({ page }) => {
  const records = (change: boolean) =>
    Array.from(
      { length: 40_000 },
      (_, index) =>
        `{"id":${12345678901234567890n + BigInt(index)},"name":"user ${index}","score":${change && index % 10 === 0 ? index + 0.5 : index},"tags":["a","b"]}`,
    );
  const original = `[${records(false).join(',')}]`;
  const modified = `[${records(true).join(',')}]`;
  const inputs = page.locator('input[type=file]');
  await inputs
    .nth(0)
    .setInputFiles({ name: 'original.json', mimeType: 'application/json', buffer: Buffer.from(original) });
  await inputs
    .nth(1)
    .setInputFiles({ name: 'modified.json', mimeType: 'application/json', buffer: Buffer.from(modified) });
  await expect(page.getByText(`${original.length.toLocaleString('en-US')} characters`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Compare JSON' }).click();
  await expect(results(page).getByLabel('Difference counts', { exact: true })).toContainText('Modified4,000', {
    timeout: 20_000,
  });
  await expect(results(page)).toContainText('4,000 rows');
  // The table renders the rows in view only, and the rest as they scroll in.
  const table = results(page).getByRole('region', { name: 'Differences', exact: true });
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeLessThan(100);
  await expect(rows.nth(1)).toContainText('[0].score');
  await table.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(table.getByRole('cell', { name: '[39990].score', exact: true })).toBeVisible();
});

test('a file dropped on a pane replaces its text', async ({ page }) => {
  await fillEditor(page, 'Modified JSON', 'old text');
  await page.getByRole('textbox', { name: 'Modified JSON' }).evaluate((target) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['{"dropped": true}'], 'dropped.json', { type: 'application/json' }));
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorText(page, 'Modified JSON')).toBe('{"dropped": true}');
});
