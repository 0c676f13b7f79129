import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-24T16:00:00Z') });
  await openToolScreen(page, '/date-difference-calculator', 'Date Difference Calculator');
});

test('counts its sample in calendar units, totals and business days', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Dates', { exact: true })).toHaveValue('2026-01-15 to 2026-11-24');
  const difference = page.getByRole('region', { name: 'Difference', exact: true });
  await expect(difference).toContainText('10 months, 9 days');
  await expect(difference).toContainText('Thursday, January 15, 2026');
  await expect(difference).toContainText('44 weeks, 5 days');
  await expect(difference).toContainText('313 days');
  await expect(difference).toContainText('7,512');
  await expect(difference).toContainText('P10M9D');
  const business = page.getByRole('region', { name: 'Business days', exact: true });
  await expect(business).toContainText('220 business days');
  await expect(business).toContainText('2026-05-25, 2026-07-03, 2026-09-07');
  // Saturdays become working days: 45 more.
  await page.getByRole('checkbox', { name: 'Sat' }).uncheck();
  await expect(business).toContainText('265 business days');
  await page.getByRole('checkbox', { name: 'Include the end date (count it as a whole day)' }).check();
  await expect(difference).toContainText('10 months, 10 days');
  await expect(business).toContainText('266 business days');
});

test('a spring-forward day is 1 day but 23 hours, and a skipped time says so', async ({ page }) => {
  const dates = page.getByLabel('Dates', { exact: true });
  await dates.fill('2026-03-08 00:00 to 2026-03-09 00:00');
  const difference = page.getByRole('region', { name: 'Difference', exact: true });
  await expect(difference.getByRole('heading')).toHaveText('1 day');
  await expect(difference).toContainText('Hours23');
  await expect(difference).toContainText('Minutes1,380');
  await dates.fill('2026-03-08 02:30\n2026-03-08 04:00');
  await expect(page.getByRole('region', { name: 'Notes', exact: true })).toContainText(
    '2026-03-08 02:30 does not exist in America/New_York: clocks skip 60 minutes there, so it is read as 2026-03-08 03:30:00 (-04:00).',
  );
  await expect(difference).toContainText('Minutes30');
});

test('bad dates and holidays say what is wrong, and the result goes with them', async ({ page }) => {
  const dates = page.getByLabel('Dates', { exact: true });
  await dates.fill('2026-01-15 to 2026-11-24');
  await expect(page.getByRole('region', { name: 'Difference', exact: true })).toBeVisible();
  await dates.fill('2026-02-30 to 2026-11-24');
  await expect(page.getByRole('alert')).toContainText('2026-02-30: February 2026 has 28 days.');
  await expect(page.getByRole('region', { name: 'Difference', exact: true })).toHaveCount(0);
  await dates.fill('2026-13-01 to 2026-11-24');
  await expect(page.getByRole('alert')).toContainText('month 13 is out of range 1–12');
  await dates.fill('2026-01-15');
  await expect(page.getByRole('alert')).toContainText('Only one date here');
  await dates.fill('2026-01-15 to 2026-11-24');
  await page.getByLabel('Holidays').fill('2026-12-25\n2026-04-31 Not a day');
  await expect(page.getByRole('alert')).toContainText('Line 2: 2026-04-31: April 2026 has 30 days.');
  await expect(page.getByRole('region', { name: 'Business days', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Difference', exact: true })).toBeVisible();
});

test('adds a month to 31 January and says how the day was clamped', async ({ page }) => {
  await page.getByRole('tab', { name: 'Add or subtract' }).click();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const result = page.getByRole('region', { name: 'Result', exact: true });
  await expect(result).toContainText('2026-01-31 + P1M = 2026-02-28');
  await expect(result).toContainText(
    'Day 31 does not exist in February 2026, so it is clamped to the last day of February.',
  );
  await expect(result).toContainText('Saturday, February 28, 2026');
  await page.getByRole('radio', { name: 'ISO 8601' }).check();
  await page.getByLabel('ISO 8601 duration').fill('PT24H');
  await page.getByLabel('Start date').fill('2026-03-07 12:00');
  await expect(result).toContainText('2026-03-08T13:00:00-04:00[America/New_York]');
  await expect(result).toContainText('The UTC offset changes on the way, from -05:00 to -04:00');
  await page.getByLabel('ISO 8601 duration').fill('24 hours');
  await expect(page.getByRole('alert')).toContainText('"24 hours" is not an ISO 8601 duration.');
  await expect(result).toHaveCount(0);
});

test('a locale that is not a language tag is pointed out at the field, and the result stays', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  // Intl throws on a malformed tag: passed through, it crashed the whole screen.
  await page.getByRole('combobox', { name: 'Locale' }).fill('en_US');
  await expect(page.getByRole('alert')).toContainText('Did you mean "en-US"?');
  await expect(page.getByText(/^Something went wrong in /)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Difference', exact: true })).toContainText('10 months, 9 days');
});
