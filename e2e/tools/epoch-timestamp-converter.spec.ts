import { expect, fillEditor, openToolScreen, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: NOW });
  await openToolScreen(page, '/epoch-timestamp-converter', 'Epoch Timestamp Converter');
});

test('reads its sample to the nanosecond, in UTC and the local zone', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Timestamp', { exact: true })).toHaveValue('1700000000123456789');
  const date = page.getByRole('region', { name: 'Date' });
  await expect(date).toContainText('Read as Unix nanoseconds, from the number of its digits.');
  await expect(date).toContainText('2023-11-14T22:13:20.123456789Z');
  await expect(date).toContainText('2023-11-14T17:13:20.123456789-05:00[America/New_York]');
  await expect(date).toContainText('Tue, 14 Nov 2023 22:13:20 +0000');
  await expect(date).toContainText('Tue, 14 Nov 2023 22:13:20 GMT');
  await expect(date).toContainText('2023-W46-2');
  await expect(date).toContainText('3 years ago');
  await expect(date).toContainText('1700000000.123456789');
  await expect(date).toContainText('133444736001234567');
});

test('a unit can be chosen over the detected one, and a zone found by its city', async ({ page }) => {
  await page.getByLabel('Timestamp', { exact: true }).fill('1700000000');
  await page.getByLabel('Unit').selectOption('milliseconds');
  const date = page.getByRole('region', { name: 'Date' });
  await expect(date).toContainText('1970-01-20T16:13:20Z');
  const zone = page.getByRole('combobox', { name: 'Time zone' }).first();
  await zone.fill('kolk');
  await zone.press('Enter');
  await expect(zone).toHaveValue('Asia/Kolkata');
  await expect(date).toContainText('1970-01-20T21:43:20+05:30[Asia/Kolkata]');
});

test('bad input says what is wrong, and the result goes with it', async ({ page }) => {
  const field = page.getByLabel('Timestamp', { exact: true });
  await field.fill('1700000000');
  await expect(page.getByRole('region', { name: 'Date' })).toBeVisible();
  await field.fill('17000x0000');
  await expect(page.getByRole('alert')).toContainText('"17000x0000" is not a number at character 6 ("x")');
  await expect(page.getByRole('region', { name: 'Date' })).toHaveCount(0);
  await field.fill('99999999999999999999999999');
  await expect(page.getByRole('alert')).toContainText('outside the range of dates');
});

test('a local time that DST skips or repeats says so, with both instants when there are two', async ({ page }) => {
  await page.getByRole('tab', { name: 'Date to timestamp' }).click();
  const field = page.getByLabel('Date and time');
  await field.fill('2026-03-08 02:30');
  const result = page.getByRole('region', { name: 'Timestamp' });
  await expect(result).toContainText('This local time does not exist');
  await expect(result).toContainText('It resolves to 2026-03-08 03:30:00 (-04:00)');
  await expect(result).toContainText('1772955000');
  await field.fill('2026-11-01 01:30');
  await expect(result).toContainText('This local time happens twice');
  await expect(result).toContainText('1793511000');
  await expect(result).toContainText('1793514600');
  await field.fill('2026-02-30 10:00');
  await expect(page.getByRole('alert')).toContainText('February 2026 has 28 days');
});

test('batch: a row a line, the bad ones with their reason, and a CSV download', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'Timestamps, one a line', '1700000000\nnope\n1700000000123');
  const table = page.getByRole('table', { name: 'Converted timestamps' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText('2023-11-14T22:13:20Z');
  await expect(table).toContainText('2023-11-14T22:13:20.123Z');
  await expect(table).toContainText('"nope" is not a number');
  await expect(page.getByRole('region', { name: 'Batch result' })).toContainText('2 converted, 1 with a problem');
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /Download/ })
    .first()
    .click();
  expect((await download).suggestedFilename()).toBe('timestamps.csv');
});

test('"now" ticks with the clock, pauses, and can be used as the input', async ({ page }) => {
  // The clock stands still from here on, and moves only when the test moves it (firing the timers due).
  await page.clock.pauseAt(new Date('2026-11-24T16:01:00Z'));
  await page.clock.runFor(1000);
  const now = page.getByRole('region', { name: /^Now/ });
  const shownSeconds = async () => Number(/Seconds(\d+)/.exec((await now.textContent()) ?? '')?.[1]);
  await expect.poll(shownSeconds).toBeGreaterThanOrEqual(1795536060);
  const start = await shownSeconds();
  await page.clock.runFor(3000);
  await expect.poll(shownSeconds).toBe(start + 3);
  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(5000);
  expect(await shownSeconds()).toBe(start + 3);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect.poll(shownSeconds).toBe(start + 8);
  await page.getByRole('button', { name: 'Use as input' }).click();
  await expect(page.getByLabel('Timestamp', { exact: true })).toHaveValue(String(start + 8));
  await expect(page.getByRole('region', { name: 'Date' })).toContainText('now');
});

test('Chromium has Temporal: the polyfill is never requested', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.reload();
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('region', { name: 'Date' })).toContainText('2023-11-14T22:13:20.123456789Z');
  expect(requested.filter((url) => url.includes('temporal-polyfill'))).toEqual([]);
});

/** Whether the field shows its value and its placeholder whole: nothing scrolled out of sight. */
async function fieldFits(field: import('@playwright/test').Locator) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return {
      value: input.scrollWidth <= input.clientWidth,
      placeholder: context.measureText(input.placeholder).width <= room,
    };
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px the timestamp field shows its sample and its example whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const field = page.getByLabel('Timestamp', { exact: true });
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(field).toHaveValue('1700000000123456789');
    expect(await fieldFits(field)).toEqual({ value: true, placeholder: true });
    // On a phone the field takes the whole width.
    if (width === 375) {
      const box = (await field.boundingBox())!;
      const options = (await page.getByRole('group', { name: 'Timestamp', exact: true }).boundingBox())!;
      expect(box.width).toBeGreaterThan(options.width - 40);
    }

    await page.getByRole('tab', { name: 'Date to timestamp' }).click();
    const date = page.getByLabel('Date and time', { exact: true });
    await date.fill('2026-11-24T15:30:00.123456789');
    expect(await fieldFits(date)).toEqual({ value: true, placeholder: true });
  });
}
