import { expect, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/iso-date-formatter', 'ISO Date Formatter');
});

test('writes its sample in every form, to the nanosecond', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Date or date-time')).toHaveValue('2026-11-24T15:30:00.123456789+01:00');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText(
    'ISO 8601 extended date and extended time with offset +01:00.',
  );
  const forms = page.getByRole('region', { name: 'Forms' });
  await expect(forms).toContainText('2026-11-24T15:30:00.123456789+01:00');
  await expect(forms).toContainText('20261124T153000.123456789+0100');
  await expect(forms).toContainText('2026-W48-2');
  await expect(forms).toContainText('2026-328');
  await expect(forms).toContainText('2026-11-24T14:30:00.123456789Z');
  await expect(forms).toContainText('Tue, 24 Nov 2026 15:30:00 +0100');
  await expect(forms).toContainText('Tue, 24 Nov 2026 14:30:00 GMT');
  await expect(forms).toContainText('1795530600.123456789');
  await expect(forms).toContainText('Tuesday, November 24, 2026 at 3:30:00');
  const pattern = page.getByRole('region', { name: 'Custom pattern' });
  await expect(pattern).toContainText('2026-11-24 15:30:00');
  await page.getByLabel('Pattern', { exact: true }).fill("EEEE d MMMM yyyy 'at' HH:mm XXX");
  await expect(pattern).toContainText('Tuesday 24 November 2026 at 15:30 +01:00');
  await page.getByLabel('Locale', { exact: true }).fill('fr-FR');
  await expect(pattern).toContainText('mardi 24 novembre 2026 at 15:30 +01:00');
  await expect(page.getByRole('table', { name: 'Pattern tokens' })).toContainText('ISO week, two digits');
});

test('reads a local time in the chosen zone, and a zone annotation as that zone', async ({ page }) => {
  const field = page.getByLabel('Date or date-time');
  await field.fill('2026-11-24 10:00');
  const forms = page.getByRole('region', { name: 'Forms' });
  await expect(forms).toContainText('2026-11-24T10:00:00-05:00[America/New_York]');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText('read as local time in America/New_York');
  const zone = page.getByRole('combobox', { name: 'Zone for local times' });
  await zone.fill('kolk');
  await zone.press('Enter');
  await expect(forms).toContainText('2026-11-24T10:00:00+05:30[Asia/Kolkata]');
  await field.fill('2026-11-24T15:30:00+02:00[Europe/Paris]');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText(
    'The offset +02:00 does not agree with Europe/Paris, which is at +01:00',
  );
  await expect(forms).toContainText('2026-11-24T14:30:00+01:00[Europe/Paris]');
});

test('a local time that DST skips or repeats says so', async ({ page }) => {
  const field = page.getByLabel('Date or date-time');
  await field.fill('2026-03-08T02:30');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText('This local time does not exist');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText(
    'It resolves to 2026-03-08 03:30:00 (-04:00)',
  );
  await field.fill('2026-11-01T01:30');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText('This local time happens twice');
  await expect(page.getByRole('region', { name: 'Read as' })).toContainText('1793514600');
});

test('bad input names the field, and the result goes with it', async ({ page }) => {
  const field = page.getByLabel('Date or date-time');
  await field.fill('2026-02-28');
  await expect(page.getByRole('region', { name: 'Forms' })).toBeVisible();
  await field.fill('2026-02-30');
  await expect(page.getByRole('alert')).toContainText('February 2026 has 28 days');
  await expect(page.getByRole('region', { name: 'Forms' })).toHaveCount(0);
  await field.fill('2026-11-24T25:00');
  await expect(page.getByRole('alert')).toContainText('hour 25 is out of range 0–23');
  await field.fill('Mon, 24 Nov 2026 15:30:00 +0100');
  await expect(page.getByRole('alert')).toContainText('24 November 2026 is a Tuesday, not a Monday');
  await field.fill('2026-11-24');
  await page.getByLabel('Pattern', { exact: true }).fill('yyyy T');
  await expect(page.getByRole('alert')).toContainText('"T" at character 6 is not a pattern letter');
});
