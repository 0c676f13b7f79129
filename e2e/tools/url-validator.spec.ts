import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/url-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'URL Validator' })).toBeVisible();
});

test('Load Sample shows the tool succeeding, with no warning', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict.getByRole('heading', { name: 'Valid', exact: true })).toBeVisible();
  await expect(verdict).not.toContainText('Warning');
  await expect(page.getByRole('region', { name: /^Warnings/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Components' })).toContainText('xn--bcher-kva.example');
});

test('says a mistyped scheme is likely http://', async ({ page }) => {
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('htp:/example.com');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict.getByRole('heading', { name: 'Warning', exact: true })).toBeVisible();
  await expect(verdict).toContainText('“htp:/” looks like a typo of “http://”');
});

test('breaks a URL into its components, the password hidden until asked for', async ({ page }) => {
  await page.getByRole('button', { name: 'Broken example' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict.getByRole('heading', { name: 'Warning', exact: true })).toBeVisible();
  await expect(verdict).toContainText('The URL holds a user name and a password');
  await expect(verdict).not.toContainText('s3cret');
  const components = page.getByRole('region', { name: 'Components' });
  await expect(components).toContainText('bücher.example');
  await expect(components).toContainText('xn--bcher-kva.example');
  await expect(components).toContainText('8080');
  await expect(components).not.toContainText('s3cret');
  const parameters = page.getByRole('table', { name: 'Query parameters' });
  await expect(parameters).toContainText('analytical engine');
  await expect(page.getByRole('region', { name: 'Warnings (2)' })).toContainText('Plain http');

  await page.getByLabel('Show the password').check();
  await expect(components).toContainText('s3cret');

  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://example.com/docs/');
  await expect(verdict).toContainText('Valid');
  await expect(page.getByRole('region', { name: 'RFC 3986 Strict Check' })).toContainText('A valid RFC 3986 URI.');
});

test('says why a URL is refused, and where; and resolves a relative one against the base', async ({ page }) => {
  const field = page.getByRole('textbox', { name: 'URL', exact: true });
  await field.fill('https://example.com:99999/');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('The port is 99999; the highest is 65535.');
  await expect(verdict).toContainText('The first problem is at character 21');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await field.fill('../img/logo.png');
  await expect(verdict).toContainText('give a base URL');
  await page.getByRole('textbox', { name: 'Base URL' }).fill('https://example.com/docs/guide/');
  await expect(verdict).toContainText('Valid');
  await expect(page.getByRole('region', { name: 'Components' })).toContainText('https://example.com/docs/img/logo.png');
});

test('checks a list in batch mode, with counts and a filter to the invalid values', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(
    page,
    'List of URLs',
    'https://example.com/\nhttp://example.com/\nhttps://exa mple.com/\nhttps://аpple.com/\n',
  );
  await expect(page.getByLabel('Counts')).toContainText('Values4Valid1Warnings2Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('mixes Cyrillic and Latin');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('A space is not allowed in a host');
});
