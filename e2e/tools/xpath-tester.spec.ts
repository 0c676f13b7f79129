import { expect, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/xpath-tester');
  await expect(page.getByRole('heading', { level: 1, name: 'XPath Tester' })).toBeVisible();
});

const expressionField = (page: import('@playwright/test').Page) =>
  page.getByRole('textbox', { name: 'XPath expression' });

test('lists the matching nodes with their paths, marks them, and a click selects one', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(expressionField(page)).toHaveValue('//item/title');
  await expect(page.getByTestId('xpath-summary')).toHaveText('3 nodes match.');
  const list = page.getByRole('list', { name: 'Matching nodes' });
  await expect(list).toContainText('/rss/channel/item[2]/title');
  await expect(page.locator('.cm-found').first()).toBeVisible();

  await list.getByRole('button', { name: /item\[2\]\/title/ }).click();
  const editor = page.getByRole('textbox', { name: 'Document', exact: true });
  await expect(editor).toBeFocused();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('<title>Croissants on Sundays</title>');

  await page.getByRole('button', { name: 'count(//item)' }).click();
  await expect(page.getByTestId('xpath-value')).toHaveText('3');
  await page.getByRole('button', { name: "boolean(//item[dc:creator='Grace'])" }).click();
  await expect(page.getByTestId('xpath-value')).toHaveText('true');
  await expect(page.getByRole('table', { name: 'Namespace bindings' })).toContainText(
    'http://purl.org/dc/elements/1.1/',
  );
});

test('binds a prefix for the default namespace, and explains why //entry finds nothing', async ({ page }) => {
  await page.getByRole('button', { name: 'Default Namespace Sample' }).click();
  await expect(page.getByTestId('xpath-summary')).toHaveText('2 nodes match.');
  await expect(page.getByRole('list', { name: 'Matching nodes' })).toContainText('/d:feed/d:entry[1]/d:title');
  await expressionField(page).fill('//entry');
  await expect(page.getByTestId('xpath-summary')).toHaveText('No nodes match.');
  await expect(page.getByRole('region', { name: 'Namespaces' })).toContainText('XPath 1.0 has no default namespace');
  await expressionField(page).fill("//*[local-name()='entry']");
  await expect(page.getByTestId('xpath-summary')).toHaveText('2 nodes match.');
});

test('shows an XML parse error with its line and column, and an expression error', async ({ page }) => {
  await page.getByRole('button', { name: 'Broken XML' }).click();
  const problems = page.getByRole('list', { name: 'Document Problems' });
  await expect(problems).toContainText(/line 7, column \d+/);
  await expect(problems).toContainText('The XML is not well-formed');
  await problems.getByRole('button', { name: /not well-formed/ }).click();
  await expect(page.getByRole('textbox', { name: 'Document', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error')).toBeVisible();

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expressionField(page).fill('//item[');
  const error = page.getByRole('region', { name: 'Expression Error' });
  await expect(error).toContainText('//item[');
  await expect(error).toContainText('not valid XPath 1.0');
  await expressionField(page).fill('//media:content');
  await expect(error).toContainText('The prefix media is not declared in the document');
});

test('asks before running on a document over 2 MB, then runs', async ({ page }) => {
  await expressionField(page).fill('count(//i)');
  const big = `<r>\n${'<i>item</i>\n'.repeat(200_000)}</r>\n`;
  // Pasted, as a user would: typing 2 MB would take minutes.
  await page.getByRole('textbox', { name: 'Document', exact: true }).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), big);
  await page.keyboard.press('ControlOrMeta+V');
  const question = page.getByRole('region', { name: 'Large Document' });
  await expect(question).toContainText(
    /This document is 2\.\d MB: XPath runs on the page and may pause it for a moment/,
  );
  await expect(page.getByTestId('xpath-value')).toHaveCount(0);
  await question.getByRole('button', { name: 'Run' }).click();
  await expect(page.getByTestId('xpath-value')).toHaveText('200000', { timeout: 20_000 });
});
