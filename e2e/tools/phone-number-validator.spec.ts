import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/phone-number-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Phone Number Validator' })).toBeVisible();
});

test('checks a number as it is typed: verdict, type, country and every format', async ({ page }) => {
  await page.getByLabel('Default country').selectOption('GB');
  const field = page.getByLabel('Phone number', { exact: true });
  await field.pressSequentially('02079460958');
  await expect(page.getByTestId('as-you-type')).toHaveText('020 7946 0958');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Valid');
  await expect(verdict).toContainText('Valid United Kingdom (+44) fixed line number.');
  await expect(verdict).toContainText('🇬🇧');
  await expect(verdict).toContainText('Fixed line (landline)');
  const formats = page.getByRole('region', { name: 'Formats' });
  await expect(formats).toContainText('+442079460958');
  await expect(formats).toContainText('+44 20 7946 0958');
  await expect(formats).toContainText('020 7946 0958');
  await expect(formats).toContainText('tel:+442079460958');

  // The same digits in another country are another number.
  await page.getByLabel('Default country').selectOption('US');
  await expect(verdict).toContainText('Invalid');
  await field.fill('+1 212 555 0123 ext. 7');
  await expect(verdict).toContainText('Valid United States (+1) fixed line or mobile number.');
  await expect(formats).toContainText('tel:+12125550123;ext=7');
});

test('says what is wrong and where', async ({ page }) => {
  await page.getByLabel('Default country').selectOption('GB');
  await page.getByLabel('Phone number', { exact: true }).fill('020 79a6 0958');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('Not a phone number');
  await expect(verdict).toContainText('at character 7');
  await expect(verdict.locator('mark')).toHaveText('a');

  await page.getByLabel('Phone number', { exact: true }).fill('07700 900123');
  await expect(verdict).toContainText('Possible but not valid');
  await page.getByLabel('Phone number', { exact: true }).fill('12345');
  await page.getByLabel('Default country').selectOption('');
  await expect(verdict).toContainText('No country: the number does not start with +');
});

test('checks a list, one number a line, in the default country', async ({ page }) => {
  await page.getByLabel('Default country').selectOption('GB');
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of phone numbers', '020 7946 0958\n+1 212 555 0123\nnot a number\n09012 345678\n');
  const counts = page.getByLabel('Counts');
  await expect(counts).toContainText('Values4');
  await expect(counts).toContainText('Valid2');
  await expect(counts).toContainText('Warnings1');
  await expect(counts).toContainText('Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('United Kingdom (+44), fixed line');
  await expect(table).toContainText('premium rate');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('not a number');

  // Another default country reads the national numbers anew.
  await page.getByLabel('Default country').selectOption('US');
  await expect(counts).toContainText('Valid1');
});

test('+1 with too few digits is North America, its country not yet told, never non-geographic', async ({ page }) => {
  await page.getByLabel('Phone number', { exact: true }).fill('+1 555 12');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('North America (NANP)');
  await expect(verdict).toContainText('share +1; which one cannot be told from a number this short');
  await expect(verdict).not.toContainText('non-geographic');
});
