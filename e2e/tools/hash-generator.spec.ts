import { createHash, createHmac } from 'node:crypto';
import { SAMPLE_SHA256 } from '../../src/tools/hash-generator/core';
import { copyShareLink, expect, sharedState, test } from '../fixtures';

const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

test.beforeEach(async ({ page }) => {
  await page.goto('/hash-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Generator' })).toBeVisible();
});

test('hashes text with every algorithm, in hex or Base64, and compares with a pasted digest', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('abc');
  const table = page.getByRole('table', { name: 'Digests' });
  await expect(table.getByRole('row').filter({ hasText: 'SHA-256' }).first()).toContainText(ABC_SHA256);
  await expect(table).toContainText('900150983cd24fb0d6963f7d28e17f72');
  await expect(table.getByRole('row')).toHaveCount(12);
  await page.getByRole('textbox', { name: 'Compare with a digest' }).fill(ABC_SHA256.toUpperCase());
  await expect(page.getByRole('region', { name: 'Match' })).toContainText('the SHA-256 of the input');
  await page.getByLabel('Base64', { exact: true }).check();
  await expect(table).toContainText('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
  await page.getByRole('textbox', { name: 'Compare with a digest' }).fill('d41d8cd98f00b204e9800998ecf8427e');
  await expect(page.getByRole('region', { name: 'No match' })).toBeVisible();
});

test('loads its sample, which matches the pasted SHA-256', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('table', { name: 'Digests' })).toContainText(SAMPLE_SHA256);
  await expect(page.getByRole('region', { name: 'Match' })).toBeVisible();
});

test('hashes a file of a few MB in its worker, read in slices', async ({ page }) => {
  const buffer = Buffer.alloc(9 * 1024 * 1024 + 123);
  for (let index = 0; index < buffer.length; index += 1) buffer[index] = (index * 31 + 7) & 0xff;
  await page.getByLabel('A file').check();
  await page.getByLabel('Algorithm').selectOption('sha256');
  await page
    .locator('main input[type=file]')
    .setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer });
  await expect(page.getByText('data.bin')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Digests' })).toContainText(
    createHash('sha256').update(buffer).digest('hex'),
    { timeout: 30_000 },
  );
});

test('makes an HMAC; the key is never in a share link or storage, and a reload keeps the rest', async ({ page }) => {
  const text = 'what do ya want for nothing?';
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
  await page.getByLabel('Algorithm').selectOption('sha256');
  await page.getByRole('textbox', { name: 'HMAC key' }).fill('Jefe');
  const hmacs = page.getByRole('table', { name: 'HMACs' });
  await expect(hmacs).toContainText('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  await expect(hmacs).toContainText('HMAC-SHA-256');
  expect(createHmac('sha256', 'Jefe').update(text).digest('hex')).toBe(
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  );

  const shared = sharedState(await copyShareLink(page));
  expect(shared.tool).toBe('hash-generator');
  expect(shared.state).toMatchObject({ input: text, algorithm: 'sha256' });
  expect(JSON.stringify(shared)).not.toContain('Jefe');
  await page.waitForTimeout(500);
  const kept = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }, history.state]));
  expect(kept).toContain(text);
  expect(kept).not.toContain('Jefe');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(text);
  await expect(page.getByLabel('Algorithm')).toHaveValue('sha256');
  await expect(page.getByRole('textbox', { name: 'HMAC key' })).toHaveValue('');
  await expect(page.getByRole('table', { name: 'Digests' })).toContainText(
    createHash('sha256').update(text).digest('hex'),
  );
});

test('shows its progress through a large file, and Cancel stops it', async ({ page }) => {
  // Handing the browser 32 MB takes a while on a loaded machine; hashing it with all eleven algorithms longer.
  test.setTimeout(60_000);
  const buffer = Buffer.alloc(32 * 1024 * 1024, 0x61);
  await page.getByLabel('A file').check();
  await page.locator('main input[type=file]').setInputFiles({ name: 'large.bin', mimeType: '', buffer });
  await expect(page.getByRole('progressbar', { name: 'Hashing progress' })).toBeVisible();
  await expect(page.getByText(/^Hashed .* of 32\.0 MB/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText(/^Cancelled at .* of 32\.0 MB/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Digests' })).toBeHidden();
});
