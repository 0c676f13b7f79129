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
  await page.goto('/yaml-to-json');
  await expect(page.getByRole('textbox', { name: 'YAML Input' })).toBeVisible();
});

test('converts the sample to JSON, resolving anchors and keeping big numbers exact', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'YAML to JSON Converter' })).toBeVisible();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'YAML Input')).toContain('x-logging: &default-logging');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await expect(page.getByText('YAML converted to JSON format')).toBeVisible();
  const output = await editorText(page, 'JSON Output');
  expect(output).toContain('\n        "ACCOUNT_ID": 12345678901234567890,\n');
  expect(output).toContain('"depends_on": [\n        "api",\n        "cache"\n      ],');
  const parsed = JSON.parse(output);
  expect(parsed.services.api.logging).toEqual({ driver: 'json-file', options: { 'max-size': '50m' } });
});

test('a multi-document stream becomes an array', async ({ page }) => {
  await fillEditor(page, 'YAML Input', 'kind: Service\n---\nkind: Deployment\nreplicas: 3\n');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  expect(await editorText(page, 'JSON Output')).toBe('[\n  {\n    "kind": "Service"\n  },\n  {\n    "kind": "Deployment",\n    "replicas": 3\n  }\n]');
});

test('invalid YAML shows the message with line and column', async ({ page }) => {
  await fillEditor(page, 'YAML Input', 'server:\n  port: 8080\n   host: example.com\n');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Conversion Error');
  await expect(alert).toContainText('Bad indentation of a mapping entry at line 3, column 8');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  expect(await editorText(page, 'JSON Output')).toBe('');

  await fillEditor(page, 'YAML Input', 'limits:\n  cpu: .inf\n');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(alert).toContainText('The value of the key "cpu" at line 2, column 3 is .inf (infinity), which JSON cannot represent');
});

test('copies the JSON output', async ({ page }) => {
  await fillEditor(page, 'YAML Input', 'id: 12345678901234567890\nok: true\n');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await page.getByRole('button', { name: 'Copy JSON output' }).click();
  await expect(page.getByText('JSON output copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "id": 12345678901234567890,\n  "ok": true\n}');
});

test('downloads converted-data.json as application/json', async ({ page }) => {
  await fillEditor(page, 'YAML Input', 'id: 12345678901234567890\nok: true\n');
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON output' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('converted-data.json');
  expect(await readFile((await download.path())!, 'utf8')).toBe('{\n  "id": 12345678901234567890,\n  "ok": true\n}');
  expect(await page.evaluate(() => (window as unknown as { blobTypes: string[] }).blobTypes)).toEqual(['application/json']);
});

test('opens a .yml file into the input, and Clear resets everything', async ({ page }) => {
  await page.locator('input[type=file]').setInputFiles({ name: 'config.yml', mimeType: 'application/yaml', buffer: Buffer.from('name: app\nport: 80\n') });
  await expect.poll(() => editorText(page, 'YAML Input')).toBe('name: app\nport: 80\n');
  await expect(page.getByText('19 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'YAML Input')).toBe('');
  expect(await editorText(page, 'JSON Output')).toBe('');
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy JSON output' })).toBeHidden();
});

test('a 20 MB YAML file is converted in the background while the page stays responsive', async ({ page }) => {
  test.setTimeout(90_000);
  const records: string[] = [];
  let size = 0;
  for (let index = 0; size < 20 * 1024 * 1024; index += 1) {
    const record = `- id: ${9007199254740993n + BigInt(index)}\n  name: service-${index}\n  enabled: ${index % 2 === 0}\n  tags: [web, team-${index % 17}]\n  config:\n    replicas: ${index % 9}\n    ratio: 0.${index}\n`;
    records.push(record);
    size += record.length;
  }
  const big = records.join('');
  await page.locator('input[type=file]').setInputFiles({ name: 'big.yaml', mimeType: 'application/yaml', buffer: Buffer.from(big) });
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
  await page.getByRole('button', { name: 'Convert to JSON' }).click();
  await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
  await workerStarted;
  await expect(page.getByText('Conversion Successful', { exact: true })).toBeVisible({ timeout: 60_000 });
  const elapsed = await page.evaluate(() => performance.now() - (window as unknown as { heartbeat: { started: number } }).heartbeat.started);
  await expect(page.locator('[data-editor="codemirror"]').nth(1)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  const maxGap = await page.evaluate(() => (window as unknown as { heartbeat: { maxGap: number } }).heartbeat.maxGap);
  const output = await editorText(page, 'JSON Output');
  expect(output.startsWith('[\n  {\n    "id": 9007199254740993,\n    "name": "service-0",\n')).toBe(true);
  expect(output.split('\n')).toHaveLength(records.length * 13 + 2);
  console.info(`yaml-to-json, ${(big.length / 1048576).toFixed(1)} MB: result after ${elapsed.toFixed(0)} ms; longest main-thread pause ${maxGap.toFixed(0)} ms`);
  expect(maxGap).toBeLessThan(1_500);
});
