import AxeBuilder from '@axe-core/playwright';
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { expect, previewFrame, test } from '../fixtures';

/**
 * The page URL mode loads: served from a second loopback server, on its own origin (another port), as a
 * developer's http://localhost:3000 would be. It prints the width it is shown at, and again on every resize.
 */
const PAGE_PORT = Number(process.env.E2E_PORT ?? 4173) + 1111;
const PAGE_ORIGIN = `http://127.0.0.1:${PAGE_PORT}`;
const SERVED_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Served page</title></head>
<body>
<p>Width: <output id="width"></output></p>
<script>
  const show = () => { document.getElementById('width').textContent = String(innerWidth); };
  show();
  addEventListener('resize', show);
</script>
</body>
</html>`;

/** Serious and critical axe findings on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The theme, set before the app starts; the sandboxed preview frames have no storage, and are left alone. */
async function useTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((value) => {
    if (window === window.top) localStorage.setItem('theme-preference', value);
  }, theme);
}

// One server for the file: its tests run in one worker, one after another, so they never race for the port.
test.describe.configure({ mode: 'serial' });

let server: Server;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(SERVED_PAGE);
    } else {
      response.writeHead(204);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(PAGE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// The one test file allowed a request outside the app's origin: the page the user asked for.
test.use({ allowedOrigins: [PAGE_ORIGIN] });

test.beforeEach(async ({ page }) => {
  await page.goto('/responsive-design-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Responsive Design Checker' })).toBeVisible();
});

async function gridColumns(page: Page, title: string): Promise<number> {
  return previewFrame(page, title)
    .locator('.cards')
    .evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
}

test('renders pasted HTML and CSS at each device’s width: the media query applies on a desktop, not a phone', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('radio', { name: 'Pasted HTML and CSS' })).toBeChecked();
  const phone = previewFrame(page, 'iPhone 15 preview');
  await expect(phone.locator('h1')).toHaveText('Trail Coffee');
  await expect.poll(() => gridColumns(page, 'iPhone 15 preview')).toBe(1);
  expect(await phone.locator('body').evaluate(() => innerWidth)).toBe(393);
  await expect(page.locator('figcaption').first()).toContainText('393 × 852');

  await page.getByLabel('Device', { exact: true }).selectOption('desktop');
  await expect.poll(() => gridColumns(page, 'Desktop preview')).toBe(3);
  expect(
    await previewFrame(page, 'Desktop preview')
      .locator('body')
      .evaluate(() => innerWidth),
  ).toBe(1920);
  // Scaled down to fit, and the scale is shown.
  const caption = page.locator('figcaption').first();
  await expect(caption).toContainText('1920 × 1080');
  await expect(caption).toContainText(/at \d{1,2} %/);

  // A tablet has the three columns; rotated, it is as wide as its height was.
  await page.getByLabel('Device', { exact: true }).selectOption('ipad');
  await expect.poll(() => gridColumns(page, 'iPad preview')).toBe(3);
  await page.getByRole('button', { name: 'Rotate iPad' }).click();
  await expect(page.locator('figcaption').first()).toContainText('1180 × 820');
  expect(
    await previewFrame(page, 'iPad preview')
      .locator('body')
      .evaluate(() => innerWidth),
  ).toBe(1180);
});

test('shows several devices side by side, each at its own size', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('radio', { name: 'Several side by side' }).check();
  await page.getByRole('checkbox', { name: /^Small phone/ }).check();
  await page.getByRole('checkbox', { name: /^Custom/ }).check();
  await page.getByLabel('Custom width', { exact: true }).fill('1000');
  await expect(page.locator('figure')).toHaveCount(5);
  const captions = page.locator('figcaption');
  for (const [index, name] of ['Small phone', 'iPhone SE', 'iPad', 'Laptop', 'Custom'].entries()) {
    await expect(captions.nth(index)).toContainText(name);
  }
  await expect(captions.nth(4)).toContainText('1000 × 768');
  await expect.poll(() => gridColumns(page, 'Small phone preview')).toBe(1);
  await expect.poll(() => gridColumns(page, 'Custom preview')).toBe(3);
  expect(
    await previewFrame(page, 'Custom preview')
      .locator('body')
      .evaluate(() => innerWidth),
  ).toBe(1000);
  // One scale for all, fitting them in the page's width.
  const widths = await page
    .locator('figure > div')
    .evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().width));
  const total = widths.reduce((sum, width) => sum + width, 0) + 16 * (widths.length - 1);
  const available = await page
    .locator('figure')
    .first()
    .evaluate((figure) => figure.parentElement!.parentElement!.clientWidth);
  expect(total).toBeLessThanOrEqual(available + 1);
});

test('reports a pasted script as left out, and never runs it', async ({ page }) => {
  await page
    .getByLabel('HTML', { exact: true })
    .fill(
      '<p id="text">Hello</p><script>document.getElementById("text").textContent = "ran"</script><img src="https://example.com/a.png" alt="">',
    );
  await expect(previewFrame(page, 'iPhone 15 preview').locator('#text')).toHaveText('Hello');
  const leftOut = page.getByRole('region', { name: 'Left out of the preview' });
  await expect(leftOut).toContainText('1 script (scripts do not run in the preview)');
  await expect(leftOut).toContainText('1 external resource');
});

test('loads a page by its address only when asked, at the device’s width', async ({ page }) => {
  await page.getByRole('radio', { name: 'A page by its address' }).check();
  await page.getByLabel('Address', { exact: true }).fill(`${PAGE_ORIGIN}/`);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load page' }).click();
  const frame = page.frameLocator('iframe[title="iPhone 15 page"]');
  await expect(frame.locator('#width')).toHaveText('393');
  await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', `${PAGE_ORIGIN}/`);
  await expect(page.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText('Many sites forbid being shown inside another site’s page')).toBeVisible();
  await page.getByRole('button', { name: 'Rotate iPhone 15' }).click();
  await expect(frame.locator('#width')).toHaveText('852');

  // The address is kept, but a reload does not load the page again by itself.
  await page.reload();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(`${PAGE_ORIGIN}/`);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByLabel('Address', { exact: true }).press('Enter');
  await expect(page.frameLocator('iframe[title="iPhone 15 page"]').locator('#width')).toHaveText('852');
});

test('refuses the app’s own address, other schemes, and plain http off this computer', async ({ page, baseURL }) => {
  await page.getByRole('radio', { name: 'A page by its address' }).check();
  const address = page.getByLabel('Address', { exact: true });
  const load = page.getByRole('button', { name: 'Load page' });
  const cases: [string, string][] = [
    [`${baseURL}/json-formatter`, 'That is this app’s own address'],
    ['ftp://example.com/file.txt', '“ftp:” addresses cannot be shown here'],
    ['http://example.com/', 'Plain http: pages can only be shown from this computer'],
    // Chromium's own URL parser would take these as https://not%20a%20url/ and https://a!b.example/.
    ['not a url', '“not a url” is not a web address: a site’s name cannot contain spaces'],
    ['https://a!b.example/', 'a site’s name has only letters, digits, hyphens and dots'],
    ['notaurl', '“notaurl” is not a web address: a site’s name has a dot in it (example.com)'],
  ];
  for (const [text, message] of cases) {
    await address.fill(text);
    await load.click();
    await expect(page.getByRole('alert')).toContainText(message);
    await expect(page.locator('iframe')).toHaveCount(0);
    // Under the field it is about, above the button.
    const [field, alert, button] = await Promise.all(
      [address, page.getByRole('alert'), load].map((locator) => locator.boundingBox()),
    );
    expect(alert!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(alert!.y + alert!.height).toBeLessThanOrEqual(button!.y);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`passes axe with frames of both kinds on screen (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByRole('radio', { name: 'Several side by side' }).check();
    await expect(previewFrame(page, 'iPad preview').locator('h1')).toHaveText('Trail Coffee');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole('radio', { name: 'A page by its address' }).check();
    await page.getByLabel('Address', { exact: true }).fill(`${PAGE_ORIGIN}/`);
    await page.getByRole('button', { name: 'Load page' }).click();
    await expect(page.frameLocator('iframe[title="iPad page"]').locator('#width')).toHaveText('820');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
