import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

const SAMPLE_RESULT = [
  { id: '1', name: 'John Doe', email: 'john.doe@example.com', age: '30', department: 'Engineering', salary: '75000', isActive: 'true' },
  { id: '2', name: 'Jane Smith', email: 'jane.smith@example.com', age: '28', department: 'Marketing', salary: '65000', isActive: 'true' },
  { id: '3', name: 'Johnson, Bob', email: 'bob.johnson@example.com', age: '35', department: 'Sales', salary: '55000', isActive: 'false' },
  { id: '4', name: 'Alice "Al" Brown', email: 'alice.brown@example.com', age: '41', department: 'Engineering', salary: '98000.50', isActive: 'true' },
];

test.beforeEach(async ({ page }) => {
  // Records the type of each downloaded blob, which the download event does not tell.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      (window as unknown as { blobTypes: string[] }).blobTypes = [...((window as unknown as { blobTypes?: string[] }).blobTypes ?? []), (object as Blob).type];
      return create(object);
    };
  });
  await page.goto('/csv-to-json');
  await expect(page.getByRole('textbox', { name: 'CSV Input' })).toBeVisible();
});

test('converts the sample to JSON with string values', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'CSV to JSON Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'CSV Input')).toContain('id,name,email,age,department,salary,isActive');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('CSV data converted to JSON format')).toBeVisible();
  expect(await editorText(page, 'JSON Output')).toBe(JSON.stringify(SAMPLE_RESULT, null, 2));
});

test('typed values and a chosen delimiter', async ({ page }) => {
  await fillEditor(page, 'CSV Input', 'id;zip;price;ok\n12345678901234567890;08123;1,5;true');
  await page.getByRole('combobox', { name: 'Delimiter' }).selectOption({ label: 'Semicolon (;)' });
  await page.getByRole('checkbox', { name: 'Typed values' }).check();
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  expect(await editorText(page, 'JSON Output')).toBe('[\n  {\n    "id": 12345678901234567890,\n    "zip": "08123",\n    "price": "1,5",\n    "ok": true\n  }\n]');
});

test('malformed CSV shows the parser problems with their rows', async ({ page }) => {
  await fillEditor(page, 'CSV Input', 'name,age\nAda,36\nGrace\nLinus,"54');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText('Row 3 (line 3): Too few fields: expected 2 fields but parsed 1');
  await expect(alert).toContainText('Row 4 (line 4, column 7): Quoted field unterminated');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  expect(await editorText(page, 'JSON Output')).toBe('');
});

test('copies the JSON output', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await page.getByRole('button', { name: 'Copy JSON output' }).click();
  await expect(page.getByText('JSON output copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(JSON.stringify(SAMPLE_RESULT, null, 2));
});

test('downloads converted-data.json as application/json', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('converted-data.json');
  expect(await readFile((await download.path())!, 'utf8')).toBe(JSON.stringify(SAMPLE_RESULT, null, 2));
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(['application/json']);
});

test('a 20 MB CSV file is converted in the background while the page stays responsive', async ({ page }) => {
  test.setTimeout(90_000);
  const rows = ['id,name,city,note'];
  let size = rows[0]!.length;
  for (let index = 0; size < 20 * 1024 * 1024; index += 1) {
    const row = `${9007199254740993n + BigInt(index)},User ${index},City ${index % 100},"says ""hi"", twice"`;
    rows.push(row);
    size += row.length + 2;
  }
  const big = rows.join('\r\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(big) });
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
  await page.getByRole('checkbox', { name: 'Typed values' }).check();
  const workerStarted = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
  // The conversion itself runs in the tool's worker.
  await workerStarted;
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible({ timeout: 60_000 });
  // Long text arrives in the output pane in slices, between which the page stays responsive.
  await expect(page.locator('[data-editor="codemirror"]').nth(1)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  // Read before the test itself reads the whole output on the page's main thread.
  const maxGap = await page.evaluate(() => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap);
  const output = await editorText(page, 'JSON Output');
  expect(output.startsWith('[\n  {\n    "id": 9007199254740993,\n    "name": "User 0",\n    "city": "City 0",\n    "note": "says \\"hi\\", twice"\n  },\n')).toBe(true);
  expect(output.split('\n')).toHaveLength((rows.length - 1) * 6 + 2);
  console.info(`csv-to-json, ${(big.length / 1048576).toFixed(1)} MB: longest main-thread pause from Convert to the result shown ${maxGap.toFixed(0)} ms`);
  expect(maxGap).toBeLessThan(1_500);
});
