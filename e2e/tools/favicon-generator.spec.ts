import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from '@playwright/test';
import { icoProblems, pngSize, readIcoDirectory } from '../../src/tools/favicon-generator/checks';
import { expect, test } from '../fixtures';

const ZIP_ENTRIES = [
  'android-chrome-192x192.png',
  'android-chrome-512x512.png',
  'apple-touch-icon.png',
  'favicon-16x16.png',
  'favicon-32x32.png',
  'favicon-48x48.png',
  'favicon-tags.html',
  'favicon.ico',
  'maskable-icon-512x512.png',
  'site.webmanifest',
];
const PNG_SIZES: Record<string, number> = {
  'favicon-16x16.png': 16,
  'favicon-32x32.png': 32,
  'favicon-48x48.png': 48,
  'apple-touch-icon.png': 180,
  'android-chrome-192x192.png': 192,
  'android-chrome-512x512.png': 512,
  'maskable-icon-512x512.png': 512,
};

test.beforeEach(async ({ page }) => {
  await page.goto('/favicon-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Favicon Generator' })).toBeVisible();
});

/** Clicks a button that downloads a file, and gives the file's name and bytes. */
async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Uint8Array }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
}

/** Decodes a PNG in the page, as a browser would, and gives its size and the alpha of its top-left and centre pixels. */
function decodePng(page: Page, bytes: Uint8Array) {
  return page.evaluate(async (data) => {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(data)], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const alpha = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3];
    return {
      width: bitmap.width,
      height: bitmap.height,
      corner: alpha(0, 0),
      centre: alpha(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 2)),
      aboveCentre: alpha(Math.floor(bitmap.width / 2), Math.floor(bitmap.height / 5)),
    };
  }, Array.from(bytes));
}

function expectIco(bytes: Uint8Array) {
  expect(icoProblems(bytes, [16, 32, 48])).toEqual([]);
}

/** A CodeOutput's code, by its title. */
const code = (page: Page, title: string) => page.locator(`pre[aria-label="${title}"]`);

const files = (page: Page) => page.getByRole('region', { name: 'Files', exact: true });

test('makes the whole set from its sample text, and the ZIP and ICO hold what they should', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Text or emoji')).toHaveValue('DT');

  // Previews at real size: 16, 32 and 48 image pixels in as many CSS pixels.
  const previews = page.getByRole('region', { name: 'Previews' });
  for (const size of [16, 32, 48]) {
    const image = previews.getByRole('img', { name: `${size} px icon on light` });
    await expect(image).toHaveJSProperty('naturalWidth', size);
    expect(await image.evaluate((element) => element.getBoundingClientRect().width)).toBe(size);
  }
  await expect(previews.getByText('Light browser theme')).toBeVisible();
  await expect(previews.getByText('Dark browser theme')).toBeVisible();

  const zip = await download(page, files(page).getByRole('button', { name: 'Download ZIP' }));
  expect(zip.name).toBe('favicons.zip');
  const entries = unzipSync(zip.bytes);
  expect(Object.keys(entries).sort()).toEqual([...ZIP_ENTRIES, 'favicon.svg'].sort());
  expectIco(entries['favicon.ico']!);
  for (const [name, size] of Object.entries(PNG_SIZES)) {
    expect(pngSize(entries[name]!), name).toEqual({ width: size, height: size });
    expect(await decodePng(page, entries[name]!), name).toMatchObject({ width: size, height: size });
  }
  // The rounded icon's corner is transparent; the maskable and Apple icons are full-bleed.
  expect((await decodePng(page, entries['android-chrome-512x512.png']!)).corner).toBe(0);
  expect((await decodePng(page, entries['maskable-icon-512x512.png']!)).corner).toBe(255);
  expect((await decodePng(page, entries['apple-touch-icon.png']!)).corner).toBe(255);

  const manifest = JSON.parse(strFromU8(entries['site.webmanifest']!));
  expect(manifest.icons.map((icon: { purpose?: string }) => icon.purpose ?? 'any')).toEqual(['any', 'any', 'maskable']);
  const svg = strFromU8(entries['favicon.svg']!);
  expect(svg).toContain('>DT</text>');
  expect(strFromU8(entries['favicon-tags.html']!)).toContain(
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  );

  // The ICO on its own, from its own button.
  const ico = await download(page, files(page).getByRole('button', { name: 'Download favicon.ico' }));
  expect(ico.name).toBe('favicon.ico');
  expectIco(ico.bytes);
  // Each image in it decodes, in the browser, to its size.
  for (const entry of readIcoDirectory(ico.bytes).entries) {
    const png = ico.bytes.subarray(entry.offset, entry.offset + entry.bytesInResource);
    expect(await decodePng(page, png)).toMatchObject({ width: entry.width, height: entry.height });
  }
  expect(ico.bytes).toEqual(entries['favicon.ico']);
});

test('the name fields, colours and path go into the manifest and the tags', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByLabel('App name').fill('Dev Toolbox');
  await page.getByLabel('Path of the files').fill('icons');
  await page.getByRole('textbox', { name: 'Theme colour', exact: true }).fill('#112233');
  await expect(code(page, 'site.webmanifest')).toContainText('"name": "Dev Toolbox"');
  await expect(code(page, 'site.webmanifest')).toContainText('"theme_color": "#112233"');
  await expect(code(page, 'HTML')).toContainText('<link rel="manifest" href="/icons/site.webmanifest">');
  await expect(code(page, 'HTML')).toContainText('<meta name="theme-color" content="#112233">');
  await expect(page.getByRole('button', { name: 'Copy HTML' })).toBeVisible();
  await expect(code(page, 'favicon.svg')).toContainText('<rect width="100" height="100" rx="20"');
  await page.getByRole('radio', { name: 'Circle' }).check();
  await expect(code(page, 'favicon.svg')).toContainText('<circle cx="50" cy="50" r="50"');
});

test('draws from an SVG file, which is kept as favicon.svg and never put into the page', async ({ page }) => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#e11d48"/><script>document.title="pwned"</script></svg>';
  await page.getByRole('radio', { name: 'None' }).check();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
  await expect(page.getByText('logo.svg')).toBeVisible();
  const zip = await download(page, files(page).getByRole('button', { name: 'Download ZIP' }));
  const entries = unzipSync(zip.bytes);
  expect(strFromU8(entries['favicon.svg']!)).toBe(svg);
  expectIco(entries['favicon.ico']!);
  // With no background, a 2:1 drawing fits the width: the centre is drawn, above it is not.
  const png = await decodePng(page, entries['android-chrome-192x192.png']!);
  expect(png).toMatchObject({ width: 192, height: 192, corner: 0, centre: 255, aboveCentre: 0 });
  expect(await page.locator('main svg rect[fill="#e11d48"]').count()).toBe(0);
  expect(await page.title()).not.toBe('pwned');

  // Not kept across a reload; the text is.
  await page.getByLabel('Text or emoji').fill('AB');
  await page.reload();
  await expect(page.getByLabel('Text or emoji')).toHaveValue('AB');
  await expect(page.getByText('logo.svg')).toHaveCount(0);
});

test('draws from a PNG file, with no favicon.svg for a raster image', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const first = unzipSync((await download(page, files(page).getByRole('button', { name: 'Download ZIP' }))).bytes);
  await page.locator('input[type=file]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(first['android-chrome-512x512.png']!),
  });
  await expect(page.getByText('logo.png')).toBeVisible();
  await expect(page.getByLabel('Text or emoji')).toHaveAccessibleDescription(/Not used while an image is open/);
  await expect(files(page).getByText('favicon.svg')).toHaveCount(0);
  const entries = unzipSync((await download(page, files(page).getByRole('button', { name: 'Download ZIP' }))).bytes);
  expect(Object.keys(entries).sort()).toEqual(ZIP_ENTRIES);
  expectIco(entries['favicon.ico']!);
  expect(strFromU8(entries['favicon-tags.html']!)).not.toContain('favicon.svg');
});

test('says what is wrong with a file or a text it cannot use', async ({ page }) => {
  await page.getByLabel('Text or emoji').fill('Hello');
  await expect(page.getByRole('alert')).toContainText('“Hello” is 5 characters; a favicon has room for 1 to 3');
  await expect(page.getByRole('region', { name: 'Previews' })).toHaveCount(0);

  await page.locator('input[type=file]').setInputFiles({
    name: 'anim.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00'),
  });
  await expect(page.getByRole('alert')).toContainText('“anim.gif” is a GIF image: open a PNG, JPEG, WebP or SVG file.');

  await page.locator('input[type=file]').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]),
  });
  await expect(page.getByRole('alert')).toContainText('“broken.png” could not be decoded as PNG');
  await expect(page.getByRole('region', { name: 'Files' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove broken.png' }).click();
  await page.getByLabel('Text or emoji').fill('🚀');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Files' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`passes axe and fits 360 px with its sample (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme-preference', value), theme);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(page.getByRole('region', { name: 'Previews' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `/tmp/favicon-${theme}.png`, fullPage: true });
  });
}

test('says what to do where the icons go, before anything is typed and after Clear, never an empty box', async ({
  page,
}) => {
  const hint = page.getByRole('region', { name: 'No icon yet' });
  await expect(hint).toContainText(
    'Type one to three letters, digits or an emoji in “Text or emoji” above, or open an image',
  );

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('region', { name: 'Previews' })).toBeVisible();
  await expect(hint).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Text or emoji')).toHaveValue('');
  await expect(hint).toBeVisible();
  await expect(page.getByRole('region', { name: 'Previews' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Files' })).toHaveCount(0);

  // A text it cannot use says why instead.
  await page.getByLabel('Text or emoji').fill('Hello');
  await expect(page.getByRole('alert')).toContainText('has room for 1 to 3');
  await expect(hint).toHaveCount(0);
});
