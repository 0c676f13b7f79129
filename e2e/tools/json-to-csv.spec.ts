import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

const SAMPLE_CSV = [
  'id,name,email,age,department,salary,isActive',
  '1,John Doe,john.doe@example.com,30,Engineering,75000,true',
  '2,Jane Smith,jane.smith@example.com,28,Marketing,65000,true',
  '3,Bob Johnson,bob.johnson@example.com,35,Sales,55000,false',
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
  await page.goto('/json-to-csv');
  await expect(page.getByRole('textbox', { name: 'JSON Input' })).toBeVisible();
});

test('converts the sample to CSV', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to CSV Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'JSON Input')).toContain('"department": "Engineering"');
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('JSON array converted to CSV format')).toBeVisible();
  // The editor shows lines; the CSV itself ends its records with CRLF (checked through Copy and Download).
  expect(await editorText(page, 'CSV Output')).toBe(SAMPLE_CSV.join('\n'));
});

test('flattens nested objects and keeps big numbers exact', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '[{"id": 12345678901234567890, "user": {"name": "Ada", "langs": ["en", "fr"]}}, {"id": 2.50, "note": "a, \\"b\\""}]');
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  expect(await editorText(page, 'CSV Output')).toBe('id,user.name,user.langs,note\n12345678901234567890,Ada,"[""en"",""fr""]",\n2.50,,,"a, ""b"""');
});

test('invalid JSON shows the parser message with line and column', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '[\n  {"a": 1},\n  {"a": 2,}\n]');
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText("Expected a double-quoted property name, found '}' at line 3, column 11");
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  expect(await editorText(page, 'CSV Output')).toBe('');
});

test('copies the CSV output', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  await page.getByRole('button', { name: 'Copy CSV output' }).click();
  await expect(page.getByText('CSV output copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SAMPLE_CSV.join('\r\n'));
});

test('downloads converted-data.csv as text/csv', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('converted-data.csv');
  expect(await readFile((await download.path())!, 'utf8')).toBe(SAMPLE_CSV.join('\r\n'));
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(['text/csv']);
});

test('Clear empties input, output and messages', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'JSON Input')).toBe('');
  expect(await editorText(page, 'CSV Output')).toBe('');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy CSV output' })).toBeHidden();
});

test('a 20 MB array is converted in the background while the page stays responsive', async ({ page }) => {
  test.setTimeout(90_000);
  const records: string[] = [];
  let size = 0;
  for (let index = 0; size < 20 * 1024 * 1024; index += 1) {
    const record = `{"id":${9007199254740993n + BigInt(index)},"name":"User ${index}","address":{"city":"City ${index % 100}"},"tags":["a","b"],"ok":true}`;
    records.push(record);
    size += record.length + 1;
  }
  const big = `[${records.join(',')}]`;
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
  await page.getByRole('button', { name: 'Convert to CSV' }).click();
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
  // The conversion itself runs in the tool's worker.
  await workerStarted;
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible({ timeout: 60_000 });
  // Long text arrives in the output pane in slices, between which the page stays responsive.
  await expect(page.locator('[data-editor="codemirror"]').nth(1)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  // Read before the test itself reads the whole output on the page's main thread.
  const maxGap = await page.evaluate(() => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap);
  const output = await editorText(page, 'CSV Output');
  expect(output.startsWith('id,name,address.city,tags,ok\n9007199254740993,User 0,City 0,"[""a"",""b""]",true\n')).toBe(true);
  expect(output.split('\n')).toHaveLength(records.length + 1);
  console.info(`json-to-csv, ${(big.length / 1048576).toFixed(1)} MB: longest main-thread pause from Convert to the result shown ${maxGap.toFixed(0)} ms`);
  expect(maxGap).toBeLessThan(1_500);
});
