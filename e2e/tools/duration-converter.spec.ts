import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/duration-converter', 'Duration Converter');
});

test('converts its sample by the Gregorian average, and says so', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Duration', { exact: true })).toHaveValue('P1Y2M10DT2H30M');
  const duration = page.getByRole('region', { name: 'Conversion', exact: true });
  await expect(duration).toContainText('Read as an ISO 8601 duration.');
  await expect(duration).toContainText('1 month = 30.436875 days, 1 year = 365.2425 days');
  await expect(duration).toContainText('436 d 5 h 17 min 24 s');
  await expect(duration).toContainText('1 year 2 months 10 days 2 hours 30 minutes');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('10469.29');
  await expect(totals).toContainText('37689444000000000');
});

test('counts months on the calendar from a start date', async ({ page }) => {
  await page.getByLabel('Duration', { exact: true }).fill('P1M');
  await page.getByRole('radio', { name: 'From a start date' }).check();
  const duration = page.getByRole('region', { name: 'Conversion', exact: true });
  // No start date: today, by the clock.
  await expect(duration).toContainText(
    'counted on the calendar from 2026-11-24: 1 month ends on 2026-12-24, 30 days later.',
  );
  await page.getByLabel('Start date', { exact: true }).fill('2028-02-01');
  await expect(duration).toContainText('ends on 2028-03-01, 29 days later.');
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('696');
});

test('reads words, clock notation and bare numbers', async ({ page }) => {
  const field = page.getByLabel('Duration', { exact: true });
  const duration = page.getByRole('region', { name: 'Conversion', exact: true });
  await field.fill('1h 30m');
  await expect(duration).toContainText('PT1H30M');
  await field.fill('1:30:00');
  await expect(duration).toContainText('Read as clock notation (h:mm:ss).');
  await expect(duration).toContainText('1 h 30 min');
  await field.fill('93784005');
  await expect(duration).toContainText('1 d 2 h 3 min 4 s 5 ms');
  await page.getByLabel('A bare number is in').selectOption('seconds');
  await expect(duration).toContainText('1085 d 11 h 6 min 45 s');
});

test('bad input names the bad part, and the result goes with it', async ({ page }) => {
  const field = page.getByLabel('Duration', { exact: true });
  await field.fill('1h');
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
  await field.fill('3x');
  await expect(page.getByRole('alert')).toContainText('`3x` is not a duration unit at character 2');
  await expect(page.getByRole('region', { name: 'Totals' })).toHaveCount(0);
  await field.fill('P1Y2X');
  await expect(page.getByRole('alert')).toContainText('"X" is not a designator here');
});
