import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/iban-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'IBAN Validator' })).toBeVisible();
});

test('checks an IBAN as it is typed, and breaks it into its parts', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict', exact: true });
  await expect(verdict).toContainText('A valid Germany IBAN: 22 characters');
  const details = page.getByLabel('IBAN details');
  await expect(details).toContainText('Germany (DE)');
  await expect(details).toContainText('37040044');
  await expect(details).toContainText('0532013000');
  await expect(details).toContainText('DE89370400440532013000');
  await expect(details).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(details).toContainText('SEPA transfers');
  await expect(page.getByLabel('BIC details')).toContainText('Head office');

  await page.getByLabel('IBAN', { exact: true }).fill('gb29nwbk60161331926819');
  await expect(verdict).toContainText('A valid United Kingdom IBAN');
  await expect(details).toContainText('601613');
  await expect(page.getByText("The BIC's country (DE) is not the IBAN's (GB)")).toBeVisible();

  await page.getByLabel('BIC (optional)').fill('NWBKGB20');
  await expect(page.getByLabel('BIC details')).toContainText('United Kingdom (GB)');
  await page.getByLabel('BIC (optional)').fill('NWBKGB2');
  await expect(page.getByText('A BIC has 8 characters, or 11 with a branch code; this has 7.')).toBeVisible();
});

test('says what is wrong, and where', async ({ page }) => {
  const field = page.getByLabel('IBAN', { exact: true });
  const verdict = page.getByRole('region', { name: 'Verdict', exact: true });
  await field.fill('DE89 3704 0044 0532 0130 0');
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('DE IBANs have 22 characters; this has 21.');

  await field.fill('DE12 3704 0044 0532 0130 00');
  await expect(verdict).toContainText('the check digits should be 89, not 12');
  await expect(verdict).toContainText('at character 3');

  await field.fill('DE89 3704 0O44 0532 0130 00');
  await expect(verdict).toContainText('"O" does not fit the Germany BBAN: its bank code has digits at this place');
  await expect(verdict.locator('mark')).toHaveText('O');

  await field.fill('XX89 3704');
  await expect(verdict).toContainText('Unknown country code XX');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('checks a list of IBANs', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(
    page,
    'List of IBANs',
    'DE89 3704 0044 0532 0130 00\nGB29NWBK60161331926819\nDE12 3704 0044 0532 0130 00\nCH44 3199 9123 0008 8901 2\n',
  );
  await expect(page.getByLabel('Counts')).toContainText('Values4Valid2Warnings1Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('DE89 3704 0044 0532 0130 00');
  await expect(table).toContainText('United Kingdom');
  await expect(table).toContainText('QR-IBAN');
  await expect(table.getByRole('row')).toHaveCount(5);
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('the check digits should be 89, not 12');
});
