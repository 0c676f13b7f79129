import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/world-clock', 'World Clock');
});

const card = (page: import('@playwright/test').Page, zone: string) =>
  page.getByRole('region', { name: 'Clocks' }).getByRole('listitem', { name: zone, exact: true });

test('starts with the local zone and UTC, ticking together', async ({ page }) => {
  await expect(page.getByLabel('Cities, one a line')).toHaveValue('America/New_York\nUTC');
  await expect(card(page, 'UTC')).toContainText('+5:00 h from local');
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  await expect(card(page, 'America/New_York')).toContainText('11:01:00 AM');
  await expect(card(page, 'UTC')).toContainText('4:01:00 PM');
  await page.clock.runFor(2000);
  await expect(card(page, 'America/New_York')).toContainText('11:01:02 AM');
  await expect(card(page, 'UTC')).toContainText('4:01:02 PM');
});

test('shows each city’s offset, day or night, DST and the next change', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('region', { name: 'Clocks' }).getByRole('listitem')).toHaveCount(5);
  const kathmandu = card(page, 'Asia/Kathmandu');
  await expect(kathmandu).toContainText(/9:45:\d\d PM/);
  await expect(kathmandu).toContainText('UTC+05:45');
  await expect(kathmandu).toContainText('+10:45 h from local');
  await expect(kathmandu).toContainText('Night · standard time');
  await expect(kathmandu).toContainText('none: this zone has no DST');
  const lordHowe = card(page, 'Australia/Lord_Howe');
  await expect(lordHowe).toContainText('Wed, Nov 25, 2026');
  await expect(lordHowe).toContainText('daylight saving time');
  await expect(lordHowe).toContainText('DST ends: 2027-04-04 02:00 → 2027-04-04 01:30 (UTC+11:00 → UTC+10:30)');
  const losAngeles = card(page, 'America/Los_Angeles');
  await expect(losAngeles).toContainText('-3:00 h from local');
  await expect(losAngeles).toContainText('Day · standard time');
  await expect(losAngeles).toContainText('DST starts: 2027-03-14 02:00 → 2027-03-14 03:00');
});

test('cities are added, reordered and removed, and the list is kept for a new tab', async ({ page, context }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const list = page.getByLabel('Cities, one a line');
  await page.getByRole('button', { name: 'Move Europe/London up' }).click();
  await expect(list).toHaveValue(
    'Europe/London\nAmerica/Los_Angeles\nAsia/Kolkata\nAsia/Kathmandu\nAustralia/Lord_Howe',
  );
  await page.getByRole('button', { name: 'Remove Asia/Kolkata' }).click();
  const add = page.getByRole('combobox', { name: 'Add a city' });
  await add.fill('Tokyo');
  await add.press('Enter');
  await expect(list).toHaveValue('Europe/London\nAmerica/Los_Angeles\nAsia/Kathmandu\nAustralia/Lord_Howe\nAsia/Tokyo');
  await expect(card(page, 'Asia/Tokyo')).toContainText(/1:00:\d\d AM/);

  const other = await context.newPage();
  await other.goto('/world-clock');
  await expect(other.getByLabel('Cities, one a line')).toHaveValue(
    'Europe/London\nAmerica/Los_Angeles\nAsia/Kathmandu\nAustralia/Lord_Howe\nAsia/Tokyo',
  );
});

test('a line that is no city is named, and old names show by their modern name', async ({ page }) => {
  await page.getByLabel('Cities, one a line').fill('Asia/Calcutta\nAtlantis\nparis');
  await expect(page.getByRole('alert')).toContainText(
    'Line 2: "Atlantis" is not a time zone or city. Try an id such as Europe/Paris or a city such as Paris.',
  );
  await expect(card(page, 'Asia/Kolkata')).toContainText('+10:30 h from local');
  await expect(card(page, 'Europe/Paris')).toContainText(/5:00:\d\d PM/);
  await page.getByLabel('Cities, one a line').fill('Asia/Calcutta\nparis');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
