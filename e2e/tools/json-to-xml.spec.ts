import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

const ORDER_JSON = '{"order": {"@id": 12345678901234567890, "first name": "Ada & Co", "items": ["tea", "cake"], "note": null}}';
const ORDER_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<root>',
  '  <order id="12345678901234567890">',
  '    <first_name>Ada &amp; Co</first_name>',
  '    <items>tea</items>',
  '    <items>cake</items>',
  '    <note/>',
  '  </order>',
  '</root>',
].join('\n');

test.beforeEach(async ({ page }) => {
  // Records the type of each downloaded blob, which the download event does not tell.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      (window as unknown as { blobTypes: string[] }).blobTypes = [...((window as unknown as { blobTypes?: string[] }).blobTypes ?? []), (object as Blob).type];
      return create(object);
    };
  });
  await page.goto('/json-to-xml');
  await expect(page.getByRole('textbox', { name: 'JSON Input' })).toBeVisible();
});

test('converts the sample to XML with a declaration, a root element and exact numbers', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to XML Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'JSON Input')).toContain('"department": "Engineering"');
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('JSON converted to XML format')).toBeVisible();
  const output = await editorText(page, 'XML Output');
  expect(output.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<root version="2.1">\n  <company>Acme Corp &amp; Co.</company>\n  <accountId>12345678901234567890</accountId>\n')).toBe(true);
  expect(output).toContain('  <employee id="1">\n    <name>John Doe</name>\n');
  expect(output.match(/<employee /g)).toHaveLength(3);
  expect(output).toContain('<office_locations>Amsterdam</office_locations>\n  <office_locations>Berlin</office_locations>');
});

test('the XML turns back into the same data in the XML to JSON converter', async ({ page }) => {
  await fillEditor(page, 'JSON Input', ORDER_JSON);
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  const xml = await editorText(page, 'XML Output');
  expect(xml).toBe(ORDER_XML);

  await page.goto('/xml-to-json');
  await fillEditor(page, 'XML Input', xml);
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  expect(JSON.parse(await editorText(page, 'JSON Output'))).toEqual({ root: { order: { id: '12345678901234567890', first_name: 'Ada & Co', items: ['tea', 'cake'], note: '' } } });
});

test('invalid JSON shows the parser message with line and column', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText("Unexpected ']': trailing comma in array at line 3, column 14");
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  expect(await editorText(page, 'XML Output')).toBe('');
});

test('copies the XML output', async ({ page }) => {
  await fillEditor(page, 'JSON Input', ORDER_JSON);
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  await page.getByRole('button', { name: 'Copy XML output' }).click();
  await expect(page.getByText('XML output copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ORDER_XML);
});

test('downloads converted-data.xml as application/xml', async ({ page }) => {
  await fillEditor(page, 'JSON Input', ORDER_JSON);
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XML output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('converted-data.xml');
  expect(await readFile((await download.path())!, 'utf8')).toBe(ORDER_XML);
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(['application/xml']);
});

test('Clear empties input, output and messages', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'JSON Input')).toBe('');
  expect(await editorText(page, 'XML Output')).toBe('');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy XML output' })).toBeHidden();
});

test('a 20 MB document is converted in the background while the page stays responsive', async ({ page }) => {
  test.setTimeout(120_000);
  const records: string[] = [];
  let size = 0;
  for (let index = 0; size < 20 * 1024 * 1024; index += 1) {
    const record = `{"@id":${9007199254740993n + BigInt(index)},"name":"User ${index} & co","address":{"city":"City ${index % 100}"},"tags":["a","b"],"ok":true}`;
    records.push(record);
    size += record.length + 1;
  }
  const big = `{"user":[${records.join(',')}]}`;
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) });
  await expect(page.getByText(`${big.length.toLocaleString('en-US')} characters`).first()).toBeVisible({ timeout: 20_000 });

  // A heartbeat on the page: the longest gap between timer ticks shows whether the main thread froze.
  await page.evaluate(() => {
    const state = { last: performance.now(), maxGap: 0 };
    (window as unknown as { heartbeat: typeof state }).heartbeat = state;
    setInterval(() => {
      const now = performance.now();
      state.maxGap = Math.max(state.maxGap, now - state.last);
      state.last = now;
    }, 20);
  });
  const workerStarted = page.waitForEvent('worker');
  const started = Date.now();
  await page.getByRole('button', { name: 'Convert to XML' }).click();
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
  await workerStarted;
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible({ timeout: 90_000 });
  const converted = Date.now() - started;
  await expect(page.locator('[data-editor="codemirror"]').nth(1)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const shown = Date.now() - started;
  const maxGap = await page.evaluate(() => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap);
  const output = await editorText(page, 'XML Output');
  expect(output.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <user id="9007199254740993">\n    <name>User 0 &amp; co</name>\n    <address>\n      <city>City 0</city>\n    </address>\n    <tags>a</tags>\n    <tags>b</tags>\n    <ok>true</ok>\n  </user>\n')).toBe(true);
  expect(output.match(/<user /g)).toHaveLength(records.length);
  console.info(`json-to-xml, ${(big.length / 1048576).toFixed(1)} MB: converted in ${converted} ms, shown in ${shown} ms; longest main-thread pause ${maxGap.toFixed(0)} ms`);
  expect(maxGap).toBeLessThan(1_500);
});
