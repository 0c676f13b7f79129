import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  expect,
  expectPreviewToMatch,
  HOSTILE_LINK_TASK_MS,
  openWatched,
  previewFrame,
  shareLinkPath,
  test,
} from '../fixtures';

/** Serious and critical axe findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The theme, set before the app starts; the sandboxed preview frames have no storage, and are left alone. */
async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((value) => {
    if (window === window.top) localStorage.setItem('theme-preference', value);
  }, theme);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/html-table-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'HTML Table Generator' })).toBeVisible();
});

const cell = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('imports its Markdown sample into the grid, the preview and every export', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(cell(page, 'Row 1, column 1')).toHaveValue('Browser');
  await expect(cell(page, 'Row 4, column 3')).toHaveValue('2003');

  const exports = page.getByRole('region', { name: 'Export', exact: true });
  const html = exports.locator('pre[aria-label="HTML export"]');
  await expect(html).toContainText('<thead>\n    <tr>\n      <th scope="col">Browser</th>');
  await expect(html).toContainText('<td>Gecko</td>');

  const preview = previewFrame(page, 'Table preview');
  await expect(preview.locator('thead th').first()).toHaveText('Browser');
  await expect(preview.locator('tbody tr')).toHaveCount(4);
  // The preview applies exactly the table CSS it offers.
  await expectPreviewToMatch(page, 'Table preview', 'td', {
    'border-top-width': '1px',
    'border-top-style': 'solid',
    'padding-left': '0.75rem',
  });

  // Edits are escaped in the HTML, and headers follow the toggles.
  await cell(page, 'Row 2, column 1').fill('Chrome <Canary> & co');
  await expect(html).toContainText('<td>Chrome &lt;Canary&gt; &amp; co</td>');
  await page.getByRole('checkbox', { name: 'Header column' }).check();
  await expect(html).toContainText('<th scope="row">Chrome &lt;Canary&gt; &amp; co</th>');
  await expect(preview.locator('tbody th').first()).toHaveText('Chrome <Canary> & co');
  await page.getByLabel('Caption', { exact: true }).fill('Engines');
  await expect(html).toContainText('<caption>Engines</caption>');

  await exports.getByRole('tab', { name: 'Markdown' }).click();
  await expect(exports.locator('pre[aria-label="Markdown export"]')).toContainText(
    '| Browser | Engine | First release |\n| --- | --- | --- |',
  );
  await exports.getByRole('tab', { name: 'CSV' }).click();
  await expect(exports.locator('pre[aria-label="CSV export"]')).toContainText('Safari,WebKit,2003');
  const download = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe('table.csv');
  await exports.getByRole('tab', { name: 'CSS' }).click();
  await expect(exports.locator('pre[aria-label="CSS export"]')).toContainText('border-collapse: collapse;');
});

test('adds and removes rows and columns where the selected cell is, and spans columns', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(cell(page, 'Row 1, column 1')).toHaveValue('Browser');
  await cell(page, 'Row 3, column 2').click();
  await expect(page.getByText('Selected: row 3, column 2')).toBeVisible();
  await page.getByRole('button', { name: 'Insert row above' }).click();
  await expect(cell(page, 'Row 3, column 2')).toHaveValue('');
  await expect(cell(page, 'Row 4, column 2')).toHaveValue('Gecko');
  await page.getByRole('button', { name: 'Delete row' }).click();
  await expect(cell(page, 'Row 3, column 2')).toHaveValue('Gecko');
  await page.getByRole('button', { name: 'Insert column left' }).click();
  await expect(cell(page, 'Row 1, column 2')).toHaveValue('');
  await expect(cell(page, 'Row 1, column 3')).toHaveValue('Engine');
  await page.getByRole('button', { name: 'Delete column' }).click();
  await expect(cell(page, 'Row 1, column 2')).toHaveValue('Engine');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(cell(page, 'Row 6, column 4')).toBeVisible();

  // Row 1 column 1 spans two columns: the editor shows one wider cell and hides the one it covers.
  await cell(page, 'Row 1, column 1').click();
  await page.getByRole('spinbutton', { name: 'Column span' }).fill('2');
  await expect(cell(page, 'Row 1, columns 1–2')).toHaveValue('Browser');
  await expect(cell(page, 'Row 1, column 2')).toHaveCount(0);
  await expect(page.getByText('spans 2 columns')).toBeVisible();
  const exports = page.getByRole('region', { name: 'Export', exact: true });
  await expect(exports.locator('pre[aria-label="HTML export"]')).toContainText(
    '<th scope="col" colspan="2">Browser</th>',
  );
  await expect(previewFrame(page, 'Table preview').locator('th[colspan="2"]')).toHaveText('Browser');
  await exports.getByRole('tab', { name: 'Markdown' }).click();
  await expect(exports).toContainText('Markdown has no column spans');

  await page.reload();
  await expect(cell(page, 'Row 1, columns 1–2')).toHaveValue('Browser');
});

test('takes cells pasted from a spreadsheet, and the format can be chosen', async ({ page }) => {
  const field = page.getByLabel('Paste a table', { exact: true });
  await field.fill('Item\tQty\tNote\nPens\t4\t"Blue, black"\nInk\t2\t\n');
  await expect(cell(page, 'Row 2, column 3')).toHaveValue('Blue, black');
  await expect(cell(page, 'Row 3, column 1')).toHaveValue('Ink');

  await field.fill('a;b\n1;2');
  await expect(cell(page, 'Row 1, column 2')).toHaveValue('b');
  await page.getByLabel('Format', { exact: true }).selectOption('tsv');
  await expect(cell(page, 'Row 1, column 1')).toHaveValue('a;b');
  await expect(cell(page, 'Row 1, column 2')).toHaveCount(0);
});

test('says what is wrong with a table it cannot read, and keeps the grid', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(cell(page, 'Row 1, column 1')).toHaveValue('Browser');
  await page.getByLabel('Paste a table', { exact: true }).fill('| a | b |\n| --- |\n| 1 | 2 |');
  await expect(page.getByRole('alert')).toContainText(
    'The Markdown table’s header has 2 cells but its delimiter row has 1: they must match.',
  );
  await expect(cell(page, 'Row 1, column 1')).toHaveValue('Browser');
  await page.getByLabel('Paste a table', { exact: true }).fill('x,"unclosed\ny,z');
  await expect(page.getByRole('alert')).toContainText('quoted cell that is never closed');
});

test('fits 360 px, the grid scrolling in its own box', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await page.getByRole('button', { name: 'Add column' }).click();
  await expect(cell(page, 'Row 1, column 5')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

for (const theme of ['dark', 'light'] as const) {
  test(`passes axe with a spanned cell and the preview at 360 px (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await cell(page, 'Row 2, column 1').click();
    await page.getByRole('spinbutton', { name: 'Column span' }).fill('2');
    await page.getByRole('checkbox', { name: 'Header column' }).check();
    await expect(previewFrame(page, 'Table preview').locator('td[colspan="2"], th[colspan="2"]')).toHaveText('Chrome');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

const NOTICE = 'Part of the restored state was outside this tool’s limits';

test('a share link of 2,000 × 200 cells keeps 500 × 50, draws the cells in view, and holds the page neither now nor on reload', async ({
  page,
}) => {
  // Empty but for the first column: the link stays small (a megabyte of URL costs the page by itself).
  const cells = Array.from({ length: 2000 }, (_, row) =>
    Array.from({ length: 200 }, (_, column) => (column ? '' : `${row}`)),
  );
  const spans = cells.map((row) => row.map(() => 1));
  await page.goto('about:blank');
  const watched = await openWatched(page, shareLinkPath('html-table-generator', { cells, spans }));
  // Waited for with a plain query: the role queries below walk the page, and would count among its tasks.
  await page.waitForFunction(() => document.body.textContent!.includes('500 rows × 50 columns'), null, {
    polling: 100,
  });
  // 2,000 × 200 cells were 400,000 inputs: 41–56 s and 4.7 GB; the 25,000 of 500 × 50 took 25 s to lay out.
  expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
  expect(await watched.heapMB()).toBeLessThan(200);
  await expect(page.getByText(NOTICE)).toContainText(/cells,? and column spans/);
  expect(await page.locator('main table input').count()).toBeLessThan(600);

  // The grid draws the cells scrolled to, and an edit there reaches the table.
  const box = page.locator('main table[role="presentation"]').locator('..');
  await box.evaluate((element) => element.scrollTo(element.scrollWidth, element.scrollHeight));
  await cell(page, 'Row 500, column 50').fill('last cell');
  await expect(previewFrame(page, 'Table preview').locator('tr').last().locator('td').last()).toHaveText('last cell');
  await expect(page.getByText('The start of the HTML')).toContainText('Copy and Download give all of it.');

  await page.reload();
  await expect(page.getByText('500 rows × 50 columns')).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});

test('Tab goes through a windowed grid cell by cell and row by row, as through the whole grid', async ({ page }) => {
  const cells = Array.from({ length: 40 }, (_, row) => Array.from({ length: 30 }, (_, column) => `${row}.${column}`));
  await page.goto('about:blank');
  await page.goto(shareLinkPath('html-table-generator', { cells, spans: cells.map((row) => row.map(() => 1)) }));
  await cell(page, 'Row 1, column 1').focus();
  for (let column = 2; column <= 30; column++) {
    await page.keyboard.press('Tab');
    await expect(cell(page, `Row 1, column ${column}`)).toBeFocused();
  }
  await page.keyboard.press('Tab');
  await expect(cell(page, 'Row 2, column 1')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(cell(page, 'Row 1, column 30')).toBeFocused();
});
