import AxeBuilder from '@axe-core/playwright';
import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/calendar-generator', 'Calendar Generator');
});

test('shows its sample month, with today marked, the locale’s week and ISO weeks', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Month or year', { exact: true })).toHaveValue('November 2026');
  const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
  await expect(calendar.getByRole('heading', { name: 'November 2026' })).toBeVisible();
  // en-US weeks start on Sunday.
  const headings = calendar.getByRole('columnheader');
  await expect(headings.nth(0)).toHaveText('Wk');
  await expect(headings.nth(1)).toHaveText('Sun');
  await expect(headings.nth(7)).toHaveText('Sat');
  const today = calendar.getByRole('button', { name: 'Tuesday, November 24, 2026, today' });
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(calendar.getByRole('rowheader')).toHaveText(['45', '46', '47', '48', '49']);

  await page.getByRole('radio', { name: 'Monday' }).check();
  await expect(headings.nth(1)).toHaveText('Mon');
  await expect(calendar.getByRole('rowheader')).toHaveText(['44', '45', '46', '47', '48', '49']);
});

test('chosen days are toggled by click or keyboard, kept, and marked in the exports', async ({ page }) => {
  await page.getByLabel('Month or year', { exact: true }).fill('2026-11');
  const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
  const day = calendar.getByRole('button', { name: 'Friday, November 27, 2026' });
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const other = calendar.getByRole('button', { name: 'Monday, November 2, 2026' });
  await other.focus();
  await page.keyboard.press('Enter');
  await expect(other).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(other).toHaveAttribute('aria-pressed', 'false');

  const exports = page.getByRole('region', { name: 'Export', exact: true });
  await exports.getByRole('tab', { name: 'Markdown' }).click();
  await expect(exports.getByLabel('Markdown export')).toContainText('| 48 | 22 | 23 | 24 | 25 | 26 | **27** | 28 |');
  await exports.getByRole('tab', { name: 'Plain text' }).click();
  await expect(exports.getByLabel('plain text export')).toContainText('[27]');
  await exports.getByRole('tab', { name: 'HTML table' }).click();
  await expect(exports.getByLabel('HTML table export')).toContainText(
    '<td class="chosen"><time datetime="2026-11-27">27</time></td>',
  );
  const download = page.waitForEvent('download');
  await exports.getByRole('button', { name: 'Download HTML table' }).click();
  expect((await download).suggestedFilename()).toBe('calendar-2026-11-table.html');

  // Next and back again: the chosen day is still chosen.
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByLabel('Month or year', { exact: true })).toHaveValue('2026-12');
  await expect(calendar.getByRole('heading', { name: 'December 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Friday, November 27, 2026' })).toHaveAttribute('aria-pressed', 'true');
});

test('a year shows twelve months, named in the chosen locale', async ({ page }) => {
  await page.getByLabel('Month or year', { exact: true }).fill('2026');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de-DE');
  const calendar = page.getByRole('region', { name: 'Calendar', exact: true });
  await expect(calendar.getByRole('table')).toHaveCount(12);
  await expect(calendar.getByRole('table').first()).toContainText('Januar');
  await expect(calendar.getByRole('button', { name: 'Dienstag, 24. November 2026, today' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Locale’s (Monday)' })).toBeChecked();
  await page.getByRole('button', { name: 'Next year' }).click();
  await expect(page.getByLabel('Month or year', { exact: true })).toHaveValue('2027');
  await page.getByLabel('Month or year', { exact: true }).fill('Dezember 2026');
  await expect(calendar.getByRole('heading', { name: 'Dezember 2026' })).toBeVisible();
});

test('bad input says what is wrong, and the calendar goes with it', async ({ page }) => {
  const field = page.getByLabel('Month or year', { exact: true });
  await field.fill('2026-11');
  await expect(page.getByRole('region', { name: 'Calendar', exact: true })).toBeVisible();
  await field.fill('2026-13');
  await expect(page.getByRole('alert')).toContainText('month 13 is out of range 1–12');
  await expect(page.getByRole('region', { name: 'Calendar', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await field.fill('Novembr 2026');
  await expect(page.getByRole('alert')).toContainText('"Novembr" is not the name of a month');
  await field.fill('November');
  await expect(page.getByRole('alert')).toContainText('Add a year to "November"');
});

test('Print prints only the calendar', async ({ page }) => {
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByLabel('Month or year', { exact: true })).toHaveValue('2026-11');
  await page.getByRole('region', { name: 'Calendar', exact: true }).getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-only]')).toBeVisible();
  await expect(page.locator('[data-print-only]')).toContainText('November 2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar Generator' })).toBeHidden();
  await expect(page.getByLabel('Month or year', { exact: true })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Export', exact: true })).toBeHidden();
  await expect(page.locator('#sidebar')).toBeHidden();
});

test('a locale that is not a language tag says so at the field, and the calendar keeps the browser’s', async ({
  page,
}) => {
  await page.getByLabel('Month or year', { exact: true }).fill('2026-11');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de_DE');
  await expect(page.getByRole('alert')).toContainText('Did you mean "de-DE"?');
  await expect(page.getByRole('combobox', { name: 'Locale' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('region', { name: 'Calendar', exact: true })).toContainText('November 2026');
  await page.getByRole('combobox', { name: 'Locale' }).fill('de-DE');
  await expect(page.getByRole('region', { name: 'Calendar', exact: true })).toContainText('November 2026');
  await expect(page.getByRole('region', { name: 'Calendar', exact: true }).getByRole('columnheader').nth(1)).toHaveText(
    'Mo',
  );
});

for (const theme of ['dark', 'light'] as const) {
  for (const input of ['2026-11', '2026']) {
    test(`${input} passes axe and fits 360 px (${theme})`, async ({ page }) => {
      // Axe checks the contrast of each of a year's 365 day buttons: it takes a while.
      test.slow(input === '2026');
      await page.addInitScript((value) => localStorage.setItem('theme-preference', value), theme);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.reload();
      await page.getByLabel('Month or year', { exact: true }).fill(input);
      const day = page
        .getByRole('region', { name: 'Calendar', exact: true })
        .getByRole('button', { name: 'Friday, November 27, 2026' });
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
      ).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
}
