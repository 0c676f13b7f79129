import { expect, test } from '../fixtures';

// A fixed clock and zone: nothing here depends on the day or the machine the tests run on.
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const NOW = new Date('2026-11-24T16:00:00Z');

async function open(page: import('@playwright/test').Page, now = NOW) {
  await page.clock.install({ time: now });
  await page.goto('/cron-expression-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Cron Expression Generator' })).toBeVisible();
}

test('describes its sample and lists the next runs in the local zone', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Cron expression', { exact: true })).toHaveValue('0 9 * * 1-5');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toContainText(
    'At 09:00, Monday through Friday',
  );
  const runs = page.getByRole('table', { name: 'Next runs in America/New_York' });
  await expect(runs.getByRole('row')).toHaveCount(11);
  await expect(runs.getByRole('row').nth(1)).toContainText('2026-11-25T09:00:00-05:00');
  await expect(runs.getByRole('row').nth(1)).toContainText('Wed, Nov 25, 2026');
  await expect(runs.getByRole('row').nth(3)).toContainText('2026-11-27T09:00:00-05:00');
  await expect(runs.getByRole('row').nth(4)).toContainText('2026-11-30T09:00:00-05:00');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('kolk');
  await zone.press('Enter');
  await expect(page.getByRole('table', { name: 'Next runs in Asia/Kolkata' })).toContainText(
    '2026-11-25T09:00:00+05:30',
  );
});

test('the builder and the text follow each other', async ({ page }) => {
  await open(page);
  const text = page.getByLabel('Cron expression', { exact: true });
  await page.getByLabel('Preset', { exact: true }).selectOption('Weekdays at 09:00');
  await expect(text).toHaveValue('0 9 * * 1-5');
  await expect(page.getByLabel('Day of week', { exact: true })).toHaveValue('range');
  await expect(page.getByLabel('Day of week from', { exact: true })).toHaveValue('1');
  await expect(page.getByLabel('Day of week to', { exact: true })).toHaveValue('5');
  await page.getByLabel('Hour', { exact: true }).selectOption('step');
  await expect(text).toHaveValue('0 */2 * * 1-5');
  await page.getByLabel('Hour step', { exact: true }).fill('3');
  await expect(text).toHaveValue('0 */3 * * 1-5');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toContainText(
    'On the hour, every 3 hours, Monday through Friday',
  );
  await text.fill('*/15 9-17 1,15 * *');
  await expect(page.getByLabel('Minute step', { exact: true })).toHaveValue('15');
  await expect(page.getByLabel('Hour from', { exact: true })).toHaveValue('9');
  await expect(page.getByLabel('Hour to', { exact: true })).toHaveValue('17');
  await expect(page.getByLabel('Day of month values', { exact: true })).toHaveValue('1,15');
  await text.fill('0 0 L * *');
  await expect(page.getByRole('region', { name: 'Builder', exact: true })).toContainText('L is beyond the builder');
});

test('a bad field names itself, its range and the value, and the result goes with it', async ({ page }) => {
  await open(page);
  const text = page.getByLabel('Cron expression', { exact: true });
  await text.fill('0 9 * * *');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toBeVisible();
  await text.fill('0 24 * * *');
  await expect(page.getByRole('alert')).toContainText('hour 24 is out of range 0–23');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Next runs', exact: true })).toHaveCount(0);
  await text.fill('* * * *');
  await expect(page.getByRole('alert')).toContainText('5 fields expected for standard cron, found 4');
});

test('Quartz forms, seconds and macros', async ({ page }) => {
  await open(page);
  const text = page.getByLabel('Cron expression', { exact: true });
  await page.getByLabel('Dialect', { exact: true }).selectOption('quartz');
  await text.fill('0 0 12 ? * 2#1 *');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toContainText(
    'At 12:00, on the first Monday of the month',
  );
  await expect(page.getByRole('region', { name: 'Next runs', exact: true })).toContainText('2026-12-07T12:00:00-05:00');
  await text.fill('0 0 12 LW * ?');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toContainText(
    'on the last weekday of the month',
  );
  await expect(page.getByRole('region', { name: 'Next runs', exact: true })).toContainText('2026-11-30T12:00:00-05:00');
  await page.getByLabel('Dialect', { exact: true }).selectOption('standard');
  await expect(page.getByRole('alert')).toContainText(
    '5 fields expected for standard cron, found 6 (6 fields: choose the dialect with seconds, or Quartz).',
  );
  await text.fill('@weekly');
  await expect(page.getByRole('region', { name: 'Schedule', exact: true })).toContainText(
    '@weekly is short for 0 0 * * 0',
  );
  await expect(page.getByRole('region', { name: 'Next runs', exact: true })).toContainText('2026-11-29T00:00:00-05:00');
});

test('on a DST day, a skipped time is shown where cron runs it, and said to be moved', async ({ page }) => {
  await open(page, new Date('2026-03-06T12:00:00Z'));
  await page.getByLabel('Cron expression', { exact: true }).fill('30 2 * * *');
  const runs = page.getByRole('table', { name: 'Next runs in America/New_York' });
  await expect(runs.getByRole('row').nth(1)).toContainText('2026-03-07T02:30:00-05:00');
  await expect(runs.getByRole('row').nth(2)).toContainText('2026-03-08T03:00:00-04:00');
  await expect(runs.getByRole('row').nth(2)).toContainText('Moved: clocks jump from 02:00 to 03:00');
  await expect(runs.getByRole('row').nth(3)).toContainText('2026-03-09T02:30:00-04:00');
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
  test(`at ${width} px the cron field shows its sample, its example and a Quartz expression whole`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await open(page);
    const field = page.getByLabel('Cron expression', { exact: true });
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(field).toHaveValue('0 9 * * 1-5');
    expect(await fieldFits(field)).toEqual({ value: true, placeholder: true });
    await field.fill('0 0 9 ? * MON-FRI 2026-2030');
    expect(await fieldFits(field)).toEqual({ value: true, placeholder: true });
    // On a phone the field takes the whole width of its box.
    if (width === 375) {
      const box = (await field.boundingBox())!;
      const options = (await page.getByRole('group', { name: 'Expression', exact: true }).boundingBox())!;
      expect(box.width).toBeGreaterThan(options.width - 40);
    }
  });
}
