import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';
import type { Page } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/text-case-converter');
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

/** The text a case's result block shows. */
const caseText = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).evaluate((element) => element.textContent);

test('shows every case as you type', async ({ page }) => {
  await fillEditor(page, 'Text', 'hello wörld 👋\nXMLHttpRequest for utf8');
  await expect.poll(() => caseText(page, 'camelCase')).toBe('helloWörld\nxmlHttpRequestForUtf8');
  expect(await caseText(page, 'UPPER CASE')).toBe('HELLO WÖRLD 👋\nXMLHTTPREQUEST FOR UTF8');
  expect(await caseText(page, 'lower case')).toBe('hello wörld 👋\nxmlhttprequest for utf8');
  expect(await caseText(page, 'Title Case')).toBe('Hello Wörld 👋\nXmlHttpRequest For Utf8');
  expect(await caseText(page, 'Sentence case')).toBe('Hello wörld 👋\nXmlhttprequest for utf8');
  expect(await caseText(page, 'PascalCase')).toBe('HelloWörld\nXmlHttpRequestForUtf8');
  expect(await caseText(page, 'snake_case')).toBe('hello_wörld\nxml_http_request_for_utf8');
  expect(await caseText(page, 'kebab-case')).toBe('hello-wörld\nxml-http-request-for-utf8');
  expect(await caseText(page, 'CONSTANT_CASE')).toBe('HELLO_WÖRLD\nXML_HTTP_REQUEST_FOR_UTF8');
  expect(await caseText(page, 'dot.case')).toBe('hello.wörld\nxml.http.request.for.utf8');

  // Still live: each keystroke updates every case.
  await page.getByRole('textbox', { name: 'Text', exact: true }).press('End');
  await page.keyboard.type(' Straße');
  await expect.poll(() => caseText(page, 'CONSTANT_CASE')).toBe('HELLO_WÖRLD\nXML_HTTP_REQUEST_FOR_UTF8_STRASSE');
});

test('a lone surrogate is refused with its position, and the message goes when it is fixed', async ({ page }) => {
  // Typing cannot produce half an emoji; a script-made paste can.
  await page.getByRole('textbox', { name: 'Text', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'ok\nab\uD83D');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Cannot convert this text');
  await expect(alert).toContainText('lone surrogate U+D83D at line 2, column 3');
  expect(await caseText(page, 'snake_case')).toBe('snake_case will appear here...');

  await fillEditor(page, 'Text', 'ok ab');
  await expect.poll(() => caseText(page, 'snake_case')).toBe('ok_ab');
  await expect(alert).toBeHidden();
});

test('copies and downloads one case', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => caseText(page, 'camelCase')).toMatch(/^theQuickBrownFoxJumpsOverTheLazyDog\nuserFirstName\n/);

  await page.getByRole('button', { name: 'Copy camelCase' }).click();
  await expect(page.getByText('camelCase copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await caseText(page, 'camelCase'));
  expect(copied.split('\n')).toHaveLength(9);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download snake_case' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('snake-case.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(await caseText(page, 'snake_case'));
});

test('opens a file into the input, and Clear empties everything', async ({ page }) => {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'names.txt', mimeType: 'text/plain', buffer: Buffer.from('first name\nlast_name\n') });
  await expect.poll(() => editorText(page, 'Text')).toBe('first name\nlast_name\n');
  await expect.poll(() => caseText(page, 'kebab-case')).toBe('first-name\nlast-name\n');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect.poll(() => caseText(page, 'kebab-case')).toBe('kebab-case will appear here...');
  await expect(page.getByRole('button', { name: 'Copy kebab-case' })).toBeHidden();
});

test('the text survives a reload', async ({ page }) => {
  await fillEditor(page, 'Text', 'kept after reload');
  await expect.poll(() => caseText(page, 'snake_case')).toBe('kept_after_reload');
  await page.reload();
  await expect.poll(() => editorText(page, 'Text')).toBe('kept after reload');
  await expect.poll(() => caseText(page, 'snake_case')).toBe('kept_after_reload');
});

test('a 2 MB list is converted in the background; the screen shows its start and Copy takes all of it', async ({
  page,
}) => {
  const line = 'userFirstName café 👩‍👩‍👧 XMLHttpRequest\n';
  const big = line.repeat(Math.ceil(2_000_000 / line.length));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.from(big) });
  const snake = page.getByRole('region', { name: 'snake_case' });
  await expect(snake.getByText(/^Showing the first/)).toBeVisible({ timeout: 20_000 });
  expect(await caseText(page, 'snake_case')).toMatch(/^user_first_name_café_xml_http_request\n/);
  // The page answers while and after converting.
  await page.getByRole('button', { name: 'Copy snake_case' }).click();
  await expect(page.getByText('snake_case copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('user_first_name_café_xml_http_request\n'.repeat(big.length / line.length));
});
