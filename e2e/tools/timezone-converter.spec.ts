import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/timezone-converter', 'Timezone Converter');
});

test('converts its sample to every zone, to the second, with offsets and DST', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Date and time')).toHaveValue('2026-11-24 09:00 America/New_York');
  await expect(page.getByRole('combobox', { name: 'From zone' })).toHaveValue('America/New_York');
  const source = page.getByRole('region', { name: 'Source time' });
  await expect(source).toContainText('2026-11-24T09:00:00-05:00[America/New_York]');
  await expect(source).toContainText('standard time');
  const targets = page.getByRole('region', { name: 'In other zones' });
  await expect(targets).toContainText('2026-11-24T14:00:00+00:00[Europe/London]');
  await expect(targets).toContainText('2026-11-24T19:45:00+05:45[Asia/Kathmandu]');
  await expect(targets).toContainText('+10:45 h from the source');
  await expect(targets).toContainText('2026-11-25T01:00:00+11:00[Australia/Lord_Howe]');
  await expect(targets).toContainText('2026-11-25T03:45:00+13:45[Pacific/Chatham]');
  await expect(targets).toContainText('daylight saving time');
  await expect(targets).toContainText('next day');
});

test('the planner picks an hour in every zone and converts it', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const planner = page.getByRole('region', { name: 'Meeting planner' });
  await expect(planner).toContainText('The hours of 2026-11-24 in America/New_York (24 hours)');
  await expect(planner.getByRole('button', { name: '09:00 in America/New_York, working hours' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(planner.getByRole('button', { name: '19:45 in Asia/Kathmandu' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await planner.getByRole('button', { name: '18:45 in Asia/Kathmandu' }).click();
  await expect(page.getByLabel('Date and time')).toHaveValue('2026-11-24 08:00 America/New_York');
  await expect(planner.getByRole('button', { name: '08:00 in America/New_York' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(planner.getByRole('button', { name: '02:45 Wed 25 in Pacific/Chatham' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('region', { name: 'In other zones' })).toContainText(
    '2026-11-24T18:45:00+05:45[Asia/Kathmandu]',
  );
});

test('a local time that DST skips or repeats says so, with both instants when there are two', async ({ page }) => {
  const field = page.getByLabel('Date and time');
  await field.fill('2026-03-08 02:30 America/New_York');
  const source = page.getByRole('region', { name: 'Source time' });
  await expect(source).toContainText('This local time does not exist in America/New_York');
  await expect(source).toContainText('It resolves to 2026-03-08 03:30:00 (-04:00), 2026-03-08T07:30:00Z');
  await field.fill('2026-11-01 01:30 new york');
  await expect(source).toContainText('This local time happens twice');
  await expect(source).toContainText('2026-11-01T05:30:00Z');
  await expect(source).toContainText('2026-11-01T06:30:00Z');
  const targets = page.getByRole('region', { name: 'In other zones' });
  await expect(targets).toContainText('2026-11-01T05:30:00+00:00[UTC]');
  await page.getByRole('radio', { name: 'The second (-05:00)' }).check();
  await expect(targets).toContainText('2026-11-01T06:30:00+00:00[UTC]');
  const planner = page.getByRole('region', { name: 'Meeting planner' });
  await expect(planner).toContainText('The hours of 2026-11-01 in America/New_York (25 hours)');
  await planner.getByRole('button', { name: '01:00 in America/New_York' }).first().click();
  await expect(field).toHaveValue('2026-11-01 01:00 new york');
  await expect(page.getByRole('radio', { name: 'The first (-04:00)' })).toBeChecked();
  await expect(targets).toContainText('2026-11-01T05:00:00+00:00[UTC]');
  await planner.getByRole('button', { name: '01:00 in America/New_York' }).nth(1).click();
  await expect(page.getByRole('radio', { name: 'The second (-05:00)' })).toBeChecked();
  await expect(targets).toContainText('2026-11-01T06:00:00+00:00[UTC]');
});

test('zones are added and removed, and Now takes the time in the From zone', async ({ page }) => {
  await page.getByRole('button', { name: 'Now' }).click();
  await expect(page.getByLabel('Date and time')).toHaveValue('2026-11-24 11:00');
  const from = page.getByRole('combobox', { name: 'From zone' });
  await from.fill('Asia/Calcutta');
  await from.press('Enter');
  await expect(from).toHaveValue('Asia/Kolkata');
  const targets = page.getByRole('region', { name: 'In other zones' });
  await expect(targets).toContainText('2026-11-24T05:30:00+00:00[UTC]');
  const add = page.getByRole('combobox', { name: 'Add a zone' });
  await add.fill('kathmandu');
  await add.press('Enter');
  await expect(targets).toContainText('2026-11-24T11:15:00+05:45[Asia/Kathmandu]');
  await page.getByRole('button', { name: 'Remove UTC' }).click();
  await expect(targets).not.toContainText('[UTC]');
});

test('bad input says what is wrong, and the result goes with it', async ({ page }) => {
  const field = page.getByLabel('Date and time');
  await field.fill('2026-11-24 09:00 Europe/Paris');
  await expect(page.getByRole('region', { name: 'In other zones' })).toBeVisible();
  await field.fill('2026-02-30 10:00 Europe/Paris');
  await expect(page.getByRole('alert')).toContainText('February 2026 has 28 days');
  await expect(page.getByRole('region', { name: 'In other zones' })).toHaveCount(0);
  await field.fill('2026-11-24 09:00 Atlantis');
  await expect(page.getByRole('alert')).toContainText('"Atlantis" is not a time zone or city');
  await field.fill('next tuesday');
  await expect(page.getByRole('alert')).toContainText('does not start with a date and time');
});
