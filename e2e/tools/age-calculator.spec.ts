import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-24T16:00:00Z') });
  await openToolScreen(page, '/age-calculator', 'Age Calculator');
});

test('works out the age of its sample and the next birthday', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Birth date')).toHaveValue('1990-05-17');
  const age = page.getByRole('region', { name: 'Age', exact: true });
  await expect(age.getByRole('heading')).toHaveText('36 years, 6 months, 7 days');
  await expect(age).toContainText('Tuesday, November 24, 2026 (today)');
  await expect(age).toContainText('Months438');
  await expect(age).toContainText('1,905 weeks, 5 days');
  await expect(age).toContainText('Days13,340');
  const next = page.getByRole('region', { name: 'Next birthday', exact: true });
  await expect(next).toContainText('May 17, 2027');
  await expect(next).toContainText('Monday');
  await expect(next).toContainText('Turning37');
  await expect(next).toContainText('174 days');
  await page.getByLabel('Age on').fill('2000-01-01');
  await expect(age.getByRole('heading')).toHaveText('9 years, 7 months, 15 days');
});

test('a 29 February birthday follows the chosen rule, and says which', async ({ page }) => {
  await page.getByLabel('Birth date').fill('born 2000-02-29');
  const next = page.getByRole('region', { name: 'Next birthday', exact: true });
  await expect(next).toContainText('February 28, 2027');
  await expect(next).toContainText('in common years the birthday is taken as 28 February');
  await page.getByRole('radio', { name: '1 March' }).check();
  await expect(next).toContainText('March 1, 2027');
  await expect(next).toContainText('in common years the birthday is taken as 1 March');
});

test('counts down live when the birthday is close', async ({ page }) => {
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  // Jumping to a paused time fires the screen's tick once, maybe still at the time it was due; a second of
  // running brings it to 16:01:01 whatever the load on the machine, as the countdown timer's tests do.
  await page.clock.runFor(1000);
  await page.getByLabel('Birth date').fill('1990-11-25');
  const next = page.getByRole('region', { name: 'Next birthday', exact: true });
  // Midnight in New York is 05:00 UTC: 12 hours 58 minutes 59 seconds from 16:01:01.
  await expect(next).toContainText('12 h 58 m 59 s');
  await page.clock.runFor(3000);
  await expect(next).toContainText('12 h 58 m 56 s');
});

test('a birth date after the day says so, and bad dates name the field', async ({ page }) => {
  const birth = page.getByLabel('Birth date');
  await birth.fill('1990-05-17');
  await expect(page.getByRole('region', { name: 'Age', exact: true })).toBeVisible();
  await birth.fill('2030-01-01');
  await expect(page.getByRole('alert')).toContainText(
    'The birth date 2030-01-01 is after the date the age is computed for, 2026-11-24.',
  );
  await expect(page.getByRole('region', { name: 'Age', exact: true })).toHaveCount(0);
  await birth.fill('1900-02-29');
  await expect(page.getByRole('alert')).toContainText('1900-02-29: February 1900 has 28 days.');
  await birth.fill('1990-05-17');
  await page.getByLabel('Age on').fill('2026-13-01');
  await expect(page.getByRole('alert')).toContainText('2026-13-01: month 13 is out of range 1–12.');
});
