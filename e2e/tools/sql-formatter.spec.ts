import { copyShareLink, editorText, expect, fillEditor, sharedState, shareLinkPath, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/sql-formatter');
  await expect(page.getByRole('heading', { level: 1, name: 'SQL Formatter' })).toBeVisible();
});

test('formats pasted SQL, in another dialect and keyword case, and minifies it', async ({ page }) => {
  await fillEditor(page, 'SQL', "select id, name from users -- active only\nwhere active = 1 and name <> 'it''s'");
  const output = () => editorText(page, 'Formatted SQL');
  await expect
    .poll(output)
    .toBe("SELECT\n  id,\n  name\nFROM\n  users -- active only\nWHERE\n  active = 1\n  AND name <> 'it''s'");

  await page.getByLabel('Keyword case').selectOption('lower');
  await page.getByLabel('Indent').selectOption('4');
  await expect
    .poll(output)
    .toBe("select\n    id,\n    name\nfrom\n    users -- active only\nwhere\n    active = 1\n    and name <> 'it''s'");

  // T-SQL reads [bracketed] names, which standard SQL refuses.
  await fillEditor(page, 'SQL', 'select top 5 [Order Id] from [dbo].[Orders]');
  await expect(page.getByRole('alert')).toContainText('line 1, column 14');
  await page.getByLabel('Dialect').selectOption('transactsql');
  await expect.poll(output).toBe('select\n    top 5 [Order Id]\nfrom\n    [dbo].[Orders]');
  await expect(page.getByRole('alert')).toBeHidden();

  await fillEditor(page, 'SQL', "SELECT a,\n  b -- the b\nFROM t\nWHERE c = 'x  y'");
  await page.getByRole('radio', { name: 'Minify' }).check();
  await expect.poll(() => editorText(page, 'Minified SQL')).toBe("SELECT a,b /* the b */ FROM t WHERE c = 'x  y'");
  await page.getByLabel('Comments when minifying').selectOption('drop');
  await expect.poll(() => editorText(page, 'Minified SQL')).toBe("SELECT a,b FROM t WHERE c = 'x  y'");
  await expect(page.getByLabel('Keyword case')).toBeDisabled();
});

test('marks a parse error at its line and column', async ({ page }) => {
  await page.getByLabel('Dialect').selectOption('postgresql');
  await fillEditor(page, 'SQL', 'SELECT a\nFROM t\nWHERE b = )');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot read this SQL');
  await expect(alert).toContainText('Unexpected “)” at line 3, column 11');
  const input = page.getByRole('textbox', { name: 'SQL', exact: true });
  await expect(input.locator('.cm-errorLine')).toHaveText('WHERE b = )');
  // The user's input is never lost.
  expect(await editorText(page, 'SQL')).toBe('SELECT a\nFROM t\nWHERE b = )');

  await fillEditor(page, 'SQL', '   ');
  await expect(alert).toContainText('Please enter some SQL');
});

test('keeps its input and options across a reload and in a share link', async ({ page }) => {
  // A reload loads the screen's chunk and the worker again, which a loaded machine can take a while over.
  test.setTimeout(60_000);
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByLabel('Dialect').selectOption('mysql');
  await page.getByLabel('Keyword case').selectOption('lower');
  await expect.poll(() => editorText(page, 'Formatted SQL')).toMatch(/^select\n {2}c\.id,/);

  const link = await copyShareLink(page);
  expect(sharedState(link)).toMatchObject({
    tool: 'sql-formatter',
    state: { dialect: 'mysql', keywordCase: 'lower', input: expect.stringContaining('select c.id') },
  });

  await page.reload();
  await expect(page.getByLabel('Dialect')).toHaveValue('mysql', { timeout: 20_000 });
  await expect(page.getByLabel('Keyword case')).toHaveValue('lower');
  await expect.poll(() => editorText(page, 'Formatted SQL')).toMatch(/^select\n {2}c\.id,/);
});

test('opens a share link in its state', async ({ page }) => {
  await page.goto('about:blank');
  await page.goto(
    shareLinkPath('sql-formatter', { input: 'SELECT a FROM t; SELECT b FROM u', mode: 'minify', dialect: 'sqlite' }),
  );
  await expect(page.getByLabel('Dialect')).toHaveValue('sqlite', { timeout: 20_000 });
  await expect.poll(() => editorText(page, 'Minified SQL')).toBe('SELECT a FROM t; SELECT b FROM u');
});
