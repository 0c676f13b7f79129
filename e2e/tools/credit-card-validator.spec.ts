import { copyShareLink, expect, fillEditor, sharedState, test } from '../fixtures';

/** A Luhn-valid Visa number that is no provider's test number. */
const VISA = '4539 5787 6362 1486';
const VISA_DIGITS = VISA.replace(/ /g, '');

test.beforeEach(async ({ page }) => {
  await page.goto('/credit-card-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Credit Card Validator' })).toBeVisible();
});

test('Load Sample shows a valid card with no warning; Broken example shows a test number, an expired date and a short code', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('A valid Visa number: 16 digits, and the Luhn check digit 5 is right.');
  await expect(verdict).toHaveClass(/green/);
  await expect(verdict).not.toContainText('Warning');
  await expect(page.getByRole('region', { name: 'Expiry date' })).toHaveClass(/green/);
  await expect(page.getByRole('region', { name: 'Security code' })).toHaveClass(/green/);

  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('published test number (Stripe, Visa');
  await expect(verdict).toHaveClass(/amber/);
  await expect(page.getByRole('region', { name: 'Expiry date' })).toContainText('Expired');
  await expect(page.getByRole('region', { name: 'Security code' })).toContainText(
    'Visa cards have a 3-digit CVV; this has 2 digits.',
  );
  await expect(page.getByRole('region', { name: 'Security code' })).toHaveClass(/red/);
});

test('checks a number as it is typed: brand, length, Luhn, grouping, expiry and code', async ({ page }) => {
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('published test number (Stripe, Visa');

  await page.getByLabel('Card number', { exact: true }).fill('3782-822463-10005');
  await expect(verdict).toContainText('A valid American Express number');
  await expect(verdict).toContainText('Braintree');
  await expect(verdict).toContainText('3782 822463 10005');
  await expect(verdict).toContainText('CID, 4 digits');

  await page.getByLabel('Card number', { exact: true }).fill(VISA);
  await expect(verdict).toContainText('Valid');
  await expect(verdict).toContainText('A valid Visa number: 16 digits, and the Luhn check digit 6 is right.');
  await expect(verdict).not.toHaveAttribute('aria-busy', 'true');

  const nextYear = (new Date().getFullYear() + 2) % 100;
  await page.getByLabel('Expiry date (optional)').fill(`01/${String(nextYear).padStart(2, '0')}`);
  await expect(page.getByRole('region', { name: 'Expiry date' })).toContainText('Valid until the end of 01/20');
  await page.getByLabel('Expiry date (optional)').fill('01/20');
  await expect(page.getByRole('region', { name: 'Expiry date' })).toContainText('Expired');

  await page.getByLabel('Security code (optional)').fill('1234');
  await expect(page.getByRole('region', { name: 'Security code' })).toContainText(
    'Visa cards have a 3-digit CVV; this has 4 digits.',
  );
});

test('fills in a provider’s test number from the list', async ({ page }) => {
  await page.getByLabel("Providers' test numbers").selectOption({ label: 'Adyen: Hipercard' });
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('6062828888666688');
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('A valid Hipercard number');
});

test('says what is wrong, and where', async ({ page }) => {
  const field = page.getByLabel('Card number', { exact: true });
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await field.fill('3782 822463 100051');
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('American Express numbers have 15 digits; this has 16.');
  await expect(verdict).toContainText('at character 18');

  await field.fill('4539 5787 6362 1487');
  await expect(verdict).toContainText('the check digit (the last) is 7; for these digits it should be 6');
  await expect(verdict.locator('mark')).toHaveText('7');

  await field.fill('4539 57x7');
  await expect(verdict).toContainText('"x" is not a digit');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('checks a list, with the numbers masked in the table', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of card numbers', `${VISA}\n4242424242424242\n\n3782 822463 100051\n`);
  await expect(page.getByLabel('Counts')).toContainText('Values3Valid1Warnings1Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('••••••••••••1486');
  await expect(table).toContainText('American Express numbers have 15 digits; this has 16.');
  await expect(table).not.toContainText(VISA);
  await expect(table).not.toContainText(VISA_DIGITS);
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Invalid');
});

test('never keeps the card number or code: not in storage, history state or the share link', async ({ page }) => {
  await page.getByLabel('Card number', { exact: true }).fill(VISA);
  await page.getByLabel('Security code (optional)').fill('987');
  await page.getByLabel('Expiry date (optional)').fill('12/30');
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('A valid Visa number');
  // Past the state's write delay.
  await page.waitForTimeout(600);
  const kept = await page.evaluate(() =>
    JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage }, history: history.state }),
  );
  expect(kept).toContain('12/30');
  for (const secret of [VISA, VISA_DIGITS, '4539', '987']) expect(kept).not.toContain(secret);

  const link = await copyShareLink(page);
  await expect(page.getByText(/^Share link copied to clipboard!/).first()).toContainText('left out');
  const shared = JSON.stringify(sharedState(link));
  expect(shared).toContain('12/30');
  for (const secret of [VISA, VISA_DIGITS, '4539', '987']) expect(shared).not.toContain(secret);

  await page.reload();
  await expect(page.getByLabel('Card number', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Security code (optional)')).toHaveValue('');
  await expect(page.getByLabel('Expiry date (optional)')).toHaveValue('12/30');
});
