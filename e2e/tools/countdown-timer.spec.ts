import { expect, openToolScreen, stepClockUntilScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/countdown-timer', 'Countdown Timer');
});

const timeLeft = (page: import('@playwright/test').Page) => page.getByRole('timer');

test('a timer counts, pauses, resumes and reaches zero, with the tab title following', async ({ page }) => {
  // The clock stands still from here on, and moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  // One tick, so the screen's clock has caught up with the jump.
  await page.clock.runFor(1000);
  await expect(page).toHaveTitle('Countdown Timer | DevToolbox');
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByLabel('Duration', { exact: true }).fill('1m 10s');
  await expect(page.getByText('A timer for 1 minute 10 seconds.')).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '0 days, 0 hours, 1 minutes, 10 seconds');
  await expect(page).toHaveTitle('00:01:10 left · Countdown Timer | DevToolbox');
  await page.clock.runFor(3000);
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '0 days, 0 hours, 1 minutes, 7 seconds');
  await expect(page).toHaveTitle('00:01:07 left · Countdown Timer | DevToolbox');

  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(5000);
  await expect(page.getByRole('region', { name: 'Countdown', exact: true })).toContainText('Paused');
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '0 days, 0 hours, 1 minutes, 7 seconds');
  await expect(page).toHaveTitle('Paused at 00:01:07 · Countdown Timer | DevToolbox');

  await page.getByRole('button', { name: 'Resume' }).click();
  await page.clock.runFor(60_000);
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '0 days, 0 hours, 0 minutes, 7 seconds');
  await page.clock.runFor(7000);
  await expect(page.getByRole('region', { name: 'Countdown', exact: true })).toContainText('Time’s up!');
  await expect(page).toHaveTitle('Time’s up! · Countdown Timer | DevToolbox');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('region', { name: 'Countdown', exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle('Countdown Timer | DevToolbox');
});

test('a started timer survives a reload, read from the clock', async ({ page }) => {
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  // One tick, so the screen's clock has caught up with the jump.
  await page.clock.runFor(1000);
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByRole('button', { name: '25m', exact: true }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.runFor(60_000);
  await page.reload();
  // The paused clock must move for the screen's chunk to load; then it is brought to one second past the reload.
  const moved = await stepClockUntilScreen(page, 'Countdown Timer');
  if (moved < 1000) await page.clock.runFor(1000 - moved);
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '0 days, 0 hours, 23 minutes, 59 seconds');
  await expect(page).toHaveTitle('00:23:59 left · Countdown Timer | DevToolbox');
});

test('counts down to a date and time in a zone', async ({ page }) => {
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  // One tick, so the screen's clock has caught up with the jump.
  await page.clock.runFor(1000);
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Date and time', { exact: true })).toHaveValue('2030-01-01 00:00');
  await expect(page.getByRole('region', { name: 'Target', exact: true })).toContainText(
    'Tuesday, January 1, 2030 at 12:00:00 AM EST',
  );
  // Years away: further than one browser timeout reaches.
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '1133 days, 12 hours, 58 minutes, 59 seconds');
  await page.clock.runFor(2000);
  await expect(page.getByRole('region', { name: 'Countdown', exact: true })).toContainText('Time left');
  await page.getByRole('button', { name: 'Reset' }).click();
  const field = page.getByLabel('Date and time', { exact: true });
  await field.fill('2026-11-27 11:01:03');
  await expect(page.getByRole('region', { name: 'Target', exact: true })).toContainText('In 3 days.');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(timeLeft(page)).toHaveAttribute('aria-label', '3 days, 0 hours, 0 minutes, 0 seconds');
  await expect(page).toHaveTitle('3d 00:00:00 left · Countdown Timer | DevToolbox');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Tokyo');
  await zone.press('Enter');
  // A new target stops the countdown set for the old one.
  await expect(page.getByRole('region', { name: 'Countdown', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Target', exact: true })).toContainText('In 2 days 10 hours.');
});

test('a past time says so, and DST gaps and repeats are explained', async ({ page }) => {
  const field = page.getByLabel('Date and time', { exact: true });
  await field.fill('2026-11-21 11:00');
  await expect(page.getByRole('region', { name: 'Target', exact: true })).toContainText('That time passed 3 days ago.');
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await field.fill('2027-03-14 02:30');
  await expect(page.getByRole('region', { name: 'Target', exact: true })).toContainText(
    '2027-03-14 02:30 does not exist in America/New_York: clocks skip 60 minutes here. It resolves to 2027-03-14 03:30:00 (-04:00)',
  );
  await field.fill('2027-11-07 01:30');
  await expect(page.getByRole('region', { name: 'Target', exact: true })).toContainText(
    '2027-11-07 01:30 happens twice in America/New_York: first at -04:00, then an hour later at -05:00. This counts to the first.',
  );
});

test('bad input says what is wrong', async ({ page }) => {
  await page.getByLabel('Date and time', { exact: true }).fill('2027-02-30 10:00');
  await expect(page.getByRole('alert')).toContainText('February 2027 has 28 days');
  await expect(page.getByRole('button', { name: 'Start' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByLabel('Duration', { exact: true }).fill('25');
  await expect(page.getByRole('alert')).toContainText('25 needs a unit: 25m for minutes');
  await page.getByLabel('Duration', { exact: true }).fill('1:75:00');
  await expect(page.getByRole('alert')).toContainText('minutes 75 is out of range 0–59');
});

test('in a hidden tab, the title says when it ends, and the alarm still goes at zero', async ({ page }) => {
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  await page.clock.runFor(1000);
  await page.getByRole('tab', { name: 'Timer' }).click();
  await page.getByLabel('Duration', { exact: true }).fill('10s');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveTitle('00:00:10 left · Countdown Timer | DevToolbox');
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveTitle('Ends 11:01:11 AM · Countdown Timer | DevToolbox');
  await page.clock.runFor(10_000);
  await expect(page).toHaveTitle('Time’s up! · Countdown Timer | DevToolbox');
});
