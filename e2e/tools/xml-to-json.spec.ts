import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

const ORDER_XML = '<?xml version="1.0"?>\n<order id="42">\n  <zip>007</zip>\n  <item sku="A">Tea &amp; cake</item>\n  <item sku="B">Coffee</item>\n</order>';
const ORDER_JSON = JSON.stringify({ order: { id: '42', zip: '007', item: [{ sku: 'A', '#text': 'Tea & cake' }, { sku: 'B', '#text': 'Coffee' }] } }, null, 2);

test.beforeEach(async ({ page }) => {
  // Records the type of each downloaded blob, which the download event does not tell.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      (window as unknown as { blobTypes: string[] }).blobTypes = [...((window as unknown as { blobTypes?: string[] }).blobTypes ?? []), (object as Blob).type];
      return create(object);
    };
  });
  await page.goto('/xml-to-json');
  await expect(page.getByRole('textbox', { name: 'XML Input' })).toBeVisible();
});

test('converts the sample to JSON: attributes merged, repeated elements as arrays, text kept as strings', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'XML to JSON Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'XML Input')).toContain('<catalog xmlns:media="http://example.com/media"');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('XML document converted to JSON format')).toBeVisible();
  const output = JSON.parse(await editorText(page, 'JSON Output'));
  expect(output.catalog.store).toMatchObject({ id: 'ST-001', currency: 'EUR', name: 'Northwind Books & Music' });
  expect(output.catalog.products.product).toHaveLength(2);
  expect(output.catalog.products.product[0].isbn).toBe('0020201616224');
  expect(output.catalog.products.product[0].authors.author).toEqual(['David Thomas', 'Andrew Hunt']);
  expect(output.catalog.products.product[1].authors.author).toBe('Miles Davis');
});

test('typed XML gives pretty JSON with 2-space indentation', async ({ page }) => {
  await fillEditor(page, 'XML Input', ORDER_XML);
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  expect(await editorText(page, 'JSON Output')).toBe(ORDER_JSON);
});

test('malformed XML shows what is wrong with its line and column', async ({ page }) => {
  await fillEditor(page, 'XML Input', '<order>\n  <item>a</item>\n  <item>b</itm>\n</order>');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText("Invalid XML: Expected closing tag 'item' (opened at line 3, column 3) instead of closing tag 'itm' at line 3, column 10");
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  expect(await editorText(page, 'JSON Output')).toBe('');
  // The user's input is never lost.
  expect(await editorText(page, 'XML Input')).toContain('<item>b</itm>');
});

test('an external entity is refused without any request, and nested entities do not blow up', async ({ page }) => {
  await fillEditor(page, 'XML Input', '<!DOCTYPE a [<!ENTITY xxe SYSTEM "http://example.com/secret">]>\n<a>&xxe;</a>');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByRole('alert')).toContainText('External entities (SYSTEM or PUBLIC) are not supported');

  const levels = Array.from({ length: 9 }, (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join('\n');
  await fillEditor(page, 'XML Input', `<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n${levels}\n]>\n<lolz>&lol9;</lolz>`);
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  expect(await editorText(page, 'JSON Output')).toBe('{\n  "lolz": "&lol9;"\n}');
});

test('copies the JSON output', async ({ page }) => {
  await fillEditor(page, 'XML Input', ORDER_XML);
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await page.getByRole('button', { name: 'Copy JSON output' }).click();
  await expect(page.getByText('JSON output copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ORDER_JSON);
});

test('downloads converted-data.json as application/json', async ({ page }) => {
  await fillEditor(page, 'XML Input', ORDER_XML);
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('converted-data.json');
  expect(await readFile((await download.path())!, 'utf8')).toBe(ORDER_JSON);
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(['application/json']);
});

test('opens an .xml file into the input, and Clear empties input, output and messages', async ({ page }) => {
  await page.locator('input[type=file]').setInputFiles({ name: 'order.xml', mimeType: 'application/xml', buffer: Buffer.from(ORDER_XML) });
  await expect.poll(() => editorText(page, 'XML Input')).toBe(ORDER_XML);
  await expect(page.getByText(`${ORDER_XML.length} characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'XML Input')).toBe('');
  expect(await editorText(page, 'JSON Output')).toBe('');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy JSON output' })).toBeHidden();
});

test('a 20 MB document is converted in the background while the page stays responsive', async ({ page }) => {
  test.setTimeout(120_000);
  const records: string[] = [];
  let size = 0;
  for (let index = 0; size < 20 * 1024 * 1024; index += 1) {
    const record = `  <user id="${9007199254740993n + BigInt(index)}">\n    <name>User ${index} &amp; co</name>\n    <zip>0${index % 10000}</zip>\n    <tag>a</tag>\n    <tag>b</tag>\n  </user>\n`;
    records.push(record);
    size += record.length;
  }
  const big = `<?xml version="1.0" encoding="UTF-8"?>\n<users>\n${records.join('')}</users>\n`;
  await page.locator('input[type=file]').setInputFiles({ name: 'big.xml', mimeType: 'application/xml', buffer: Buffer.from(big) });
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
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
  await workerStarted;
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible({ timeout: 90_000 });
  const converted = Date.now() - started;
  await expect(page.locator('[data-editor="codemirror"]').nth(1)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const shown = Date.now() - started;
  const maxGap = await page.evaluate(() => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap);
  const output = await editorText(page, 'JSON Output');
  expect(output.startsWith('{\n  "users": {\n    "user": [\n      {\n        "id": "9007199254740993",\n        "name": "User 0 & co",\n        "zip": "00",\n')).toBe(true);
  expect(output.match(/"id": /g)).toHaveLength(records.length);
  console.info(`xml-to-json, ${(big.length / 1048576).toFixed(1)} MB: converted in ${converted} ms, shown in ${shown} ms; longest main-thread pause ${maxGap.toFixed(0)} ms`);
  expect(maxGap).toBeLessThan(1_500);
});
