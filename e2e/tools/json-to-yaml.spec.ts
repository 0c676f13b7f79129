import { readFile } from 'node:fs/promises';
import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  // Records the type of each downloaded blob, which the download event does not tell.
  await page.addInitScript(() => {
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      (window as unknown as { blobTypes: string[] }).blobTypes = [...((window as unknown as { blobTypes?: string[] }).blobTypes ?? []), (object as Blob).type];
      return create(object);
    };
  });
  await page.goto('/json-to-yaml');
  await expect(page.getByRole('textbox', { name: 'JSON Input' })).toBeVisible();
});

test('converts the sample to YAML, keeping big numbers exact', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to YAML Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'JSON Input')).toContain('"service": "payments-api"');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('JSON converted to YAML format')).toBeVisible();
  const output = await editorText(page, 'YAML Output');
  expect(output.startsWith('service: payments-api\nversion: 2.3.1\nbaseUrl: https://api.example.com/v2\naccountId: 12345678901234567890\n')).toBe(true);
  expect(output).toContain('timeouts:\n  connectMs: 2000\n  readMs: 15000\n  retryBackoff: 1.5\n');
  expect(output).toContain("  X-Api-Version: '2024-06-01'\n");
});

test('invalid JSON shows the parser message with line and column', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '{\n  "name": "app",\n  "ports": [80, 443,]\n}');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText("Unexpected ']': trailing comma in array at line 3, column 21");
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  expect(await editorText(page, 'YAML Output')).toBe('');
});

test('copies the YAML output', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '{"id": 12345678901234567890, "enabled": "yes"}');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  await page.getByRole('button', { name: 'Copy YAML output' }).click();
  await expect(page.getByText('YAML output copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("id: 12345678901234567890\nenabled: 'yes'\n");
});

test('downloads converted-data.yaml as application/yaml', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '{"id": 12345678901234567890, "enabled": "yes"}');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download YAML output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('converted-data.yaml');
  expect(await readFile((await download.path())!, 'utf8')).toBe("id: 12345678901234567890\nenabled: 'yes'\n");
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(['application/yaml']);
});

test('a file dropped on the input replaces its text; Clear resets everything', async ({ page }) => {
  await fillEditor(page, 'JSON Input', 'old text');
  await page.getByRole('textbox', { name: 'JSON Input' }).evaluate((target) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['{"dropped": [1, 2]}'], 'dropped.json', { type: 'application/json' }));
    for (const type of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorText(page, 'JSON Input')).toBe('{"dropped": [1, 2]}');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  await expect.poll(() => editorText(page, 'YAML Output')).toBe('dropped:\n  - 1\n  - 2\n');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'JSON Input')).toBe('');
  expect(await editorText(page, 'YAML Output')).toBe('');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
});

test('a 20 MB JSON file is converted in the background while the page stays responsive', async ({ page }) => {
  test.setTimeout(90_000);
  const records: string[] = [];
  let size = 0;
  for (let index = 0; size < 20 * 1024 * 1024; index += 1) {
    const record = `{"id":${9007199254740993n + BigInt(index)},"name":"service-${index}","enabled":${index % 2 === 0},"tags":["web","team-${index % 17}"],"config":{"replicas":${index % 9},"ratio":0.${index}}}`;
    records.push(record);
    size += record.length + 1;
  }
  const big = `[${records.join(',')}]`;
  await page.locator('input[type=file]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(big) });
  await expect(page.getByText(`${big.length.toLocaleString('en-US')} characters`).first()).toBeVisible({ timeout: 20_000 });

  // A heartbeat on the page: the longest gap between timer ticks shows whether the main thread froze.
  await page.evaluate(() => {
    const state = { last: performance.now(), maxGap: 0, started: performance.now() };
    (window as unknown as { heartbeat: typeof state }).heartbeat = state;
    setInterval(() => {
      const now = performance.now();
      state.maxGap = Math.max(state.maxGap, now - state.last);
      state.last = now;
    }, 20);
  });
  const workerStarted = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Convert to YAML' }).click();
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
  await workerStarted;
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible({ timeout: 60_000 });
  const elapsed = await page.evaluate(() => performance.now() - (window as unknown as { heartbeat: { started: number } }).heartbeat.started);
  await expect(page.locator('[data-editor="codemirror"]').nth(1)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const maxGap = await page.evaluate(() => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap);
  const output = await editorText(page, 'YAML Output');
  expect(output.startsWith('- id: 9007199254740993\n  name: service-0\n  enabled: true\n')).toBe(true);
  expect(output.split('\n')).toHaveLength(records.length * 9 + 1);
  console.info(`json-to-yaml, ${(big.length / 1048576).toFixed(1)} MB: result after ${elapsed.toFixed(0)} ms; longest main-thread pause ${maxGap.toFixed(0)} ms`);
  expect(maxGap).toBeLessThan(1_500);
});
