import { readFile } from 'node:fs/promises';
import { copyShareLink, expect, sharedState, shareLinkPath, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/qr-code-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'QR Code Generator and Reader' })).toBeVisible();
});

test('makes a code from text, downloads it as SVG and PNG, and reads the PNG back', async ({ page }) => {
  await page.getByLabel('Text', { exact: true }).fill('Hello from the browser test ✓');
  await expect(page.getByLabel('Payload text', { exact: true })).toHaveText('Hello from the browser test ✓');
  const figures = page.getByLabel('Code', { exact: true });
  await expect(figures).toContainText('31 B');
  await expect(figures).toContainText('Version');
  await expect(page.getByRole('img', { name: /QR code, version 3/ })).toBeVisible();

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the code as SVG' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('qr-code.svg');
  expect(await readFile((await svg.path())!, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the code as PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('qr-code.png');
  const buffer = await readFile((await png.path())!);
  expect([...buffer.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);

  await page.locator('input[type="file"]').setInputFiles({ name: 'qr-code.png', mimeType: 'image/png', buffer });
  await expect(page.getByLabel('Decoded text', { exact: true })).toHaveText('Hello from the browser test ✓');

  // An image with no code in it says so.
  const blank = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
    'base64',
  );
  await page.locator('input[type="file"]').setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank });
  await expect(page.getByRole('alert')).toContainText('No QR code was found');
});

test('says when the data is too long, and warns of low contrast', async ({ page }) => {
  await page.getByRole('radio', { name: 'H 30%' }).check();
  await page.getByLabel('Text', { exact: true }).fill('x'.repeat(1300));
  await expect(page.getByRole('alert')).toContainText('too long for a QR code at level H');
  await page.getByLabel('Foreground', { exact: true }).fill('#dddddd');
  await expect(page.getByText(/too low to scan reliably/)).toBeVisible();
});

test('keeps a Wi-Fi code across a reload and in a share link, but never the password', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Payload' }).selectOption('wifi');
  await page.getByLabel('Network name (SSID)').fill('Cafe;Guest');
  await page.getByLabel('Password', { exact: true }).fill('hunter2:secret');
  await expect(page.getByLabel('Payload text', { exact: true })).toHaveText(
    'WIFI:T:WPA;S:Cafe\\;Guest;P:hunter2\\:secret;;',
  );
  const link = await copyShareLink(page);
  expect(link).not.toContain('hunter2');
  const { state } = sharedState(link);
  expect(state).toMatchObject({ type: 'wifi', ssid: 'Cafe;Guest' });
  expect(state).not.toHaveProperty('wifiPassword');

  await page.reload();
  // The screen loads again (its chunk and the restored state) before its fields are there.
  await expect(page.getByRole('combobox', { name: 'Payload' })).toHaveValue('wifi', { timeout: 20_000 });
  await expect(page.getByLabel('Network name (SSID)')).toHaveValue('Cafe;Guest');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await page.goto('about:blank');
  await page.goto(shareLinkPath('qr-code-generator', { type: 'email', mailTo: 'a@example.com', subject: 'Hi there' }));
  await expect(page.getByRole('combobox', { name: 'Payload' })).toHaveValue('email');
  await expect(page.getByLabel('Payload text', { exact: true })).toHaveText('mailto:a@example.com?subject=Hi%20there');
  await expect(page.getByRole('img', { name: /QR code, version/ })).toBeVisible();
});
