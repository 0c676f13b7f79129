import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { editorText, expect, fillEditor, test } from '../fixtures';

/** Opens a file through the drop zone's "Encode a file" button, as the user would. */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Encode a file' }).click();
  await (await chooser).setFiles(file);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/base64-encoder');
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
});

test('encodes UTF-8 text as you type, following the options', async ({ page }) => {
  await fillEditor(page, 'Text', 'foobar ü?> 😀');
  await expect.poll(() => editorText(page, 'Base64')).toBe('Zm9vYmFyIMO8Pz4g8J+YgA==');
  await page.getByRole('checkbox', { name: 'URL-safe alphabet (- and _)' }).check();
  await page.getByRole('checkbox', { name: 'No padding (=)' }).check();
  await expect.poll(() => editorText(page, 'Base64')).toBe('Zm9vYmFyIMO8Pz4g8J-YgA');
  await page.getByRole('checkbox', { name: 'Output as a data URL' }).check();
  await expect
    .poll(() => editorText(page, 'Base64'))
    .toBe('data:text/plain;charset=utf-8;base64,Zm9vYmFyIMO8Pz4g8J+YgA==');
  await expect(page.getByRole('checkbox', { name: 'URL-safe alphabet (- and _)' })).toBeDisabled();
});

test('a lone surrogate is refused with its position', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Text', exact: true }).evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', 'x\uDE00');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('alert')).toContainText('Cannot encode this text');
  await expect(page.getByRole('alert')).toContainText('lone surrogate U+DE00 at line 1, column 2');
});

test('copies and downloads the Base64 of the sample', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const sample = await editorText(page, 'Text');
  const expected = Buffer.from(sample, 'utf8').toString('base64');
  await expect.poll(() => editorText(page, 'Base64')).toBe(expected);

  await page.getByRole('button', { name: 'Copy Base64' }).click();
  await expect(page.getByText('Base64 copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Base64' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('base64.txt');
  expect(await readFile((await download.path())!, 'utf8')).toBe(expected);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Base64')).toBe('');
});

test('encodes a binary file as bytes, and as a data URL with its type', async ({ page }) => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0xfe]);
  await chooseFile(page, { name: 'pixel.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('pixel.png')).toBeVisible();
  await expect(page.getByText('image/png · 11 B · binary')).toBeVisible();
  await expect.poll(() => editorText(page, 'Base64')).toBe(png.toString('base64'));
  await page.getByRole('checkbox', { name: 'Output as a data URL' }).check();
  await expect.poll(() => editorText(page, 'Base64')).toBe(`data:image/png;base64,${png.toString('base64')}`);
  await page.getByRole('button', { name: 'Remove pixel.png' }).click();
  await expect(page.getByText('pixel.png')).toBeHidden();
  await expect.poll(() => editorText(page, 'Base64')).toBe('');
});

test('a file dropped on the file area is encoded', async ({ page }) => {
  await page.getByRole('region', { name: 'Encode a file' }).evaluate((target) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array([0, 1, 2, 250])], 'bytes.bin'));
    for (const type of ['dragenter', 'dragover', 'drop'])
      target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
  });
  await expect.poll(() => editorText(page, 'Base64')).toBe('AAEC+g==');
});

test('a 20 MB file is encoded in the background; the page stays responsive and Copy gives all of it', async ({
  page,
}) => {
  // Handing a file this size to the page takes most of the default 30 s on a loaded 2-core machine.
  test.setTimeout(90_000);
  const size = 20 * 1024 * 1024;
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31 + (index >> 7)) & 255;
  await chooseFile(page, { name: 'big.bin', mimeType: 'application/octet-stream', buffer: bytes });
  await expect(page.getByText('big.bin')).toBeVisible({ timeout: 20_000 });
  // Longest gap between timer ticks from here on: a blocked main thread shows up as a long gap.
  await page.evaluate(() => {
    const state = window as unknown as { longestGap: number };
    state.longestGap = 0;
    let last = performance.now();
    setInterval(() => {
      const now = performance.now();
      state.longestGap = Math.max(state.longestGap, now - last);
      last = now;
    }, 10);
  });
  await expect(page.getByText('Showing the first 200,000 of 27,962,028 characters')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('File size20.0 MB');
  expect(await page.evaluate(() => (window as unknown as { longestGap: number }).longestGap)).toBeLessThan(1000);
  expect((await editorText(page, 'Base64')).length).toBe(200_000);

  await page.getByRole('button', { name: 'Copy Base64' }).click();
  await expect(page.getByText('Base64 copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBe(27_962_028);
  expect(copied === bytes.toString('base64')).toBe(true);
});
