import { expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/email-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Validator' })).toBeVisible();
});

test('Load Sample shows the tool succeeding; the Broken example shows the warnings', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict.getByRole('heading', { name: 'Valid', exact: true })).toBeVisible();
  await expect(verdict).not.toContainText('Warning');
  await expect(page.getByRole('region', { name: 'Address' })).toContainText('Accepts it');
  await expect(page.getByRole('region', { name: 'Address' }).getByRole('listitem')).toHaveCount(0);

  await page.getByRole('button', { name: 'Broken example' }).click();
  await expect(verdict.getByRole('heading', { name: 'Warning', exact: true })).toBeVisible();
  await expect(verdict).toContainText('Did you mean admin@gmail.com?');
  await expect(page.getByRole('region', { name: 'Address' })).toContainText('is a role account');
});

test('checks an address as you type: the IDN domain and the browser rule', async ({ page }) => {
  const verdict = page.getByRole('region', { name: 'Verdict' });
  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await field.fill('ada@bücher.example');
  await expect(verdict).toContainText('Valid');
  const address = page.getByRole('region', { name: 'Address' });
  await expect(address).toContainText('bücher.example');
  await expect(address).toContainText('xn--bcher-kva.example');
  await expect(address).toContainText('Accepts it');

  await field.fill('a..b@example.com');
  await expect(verdict).toContainText('Invalid');
  await expect(address).toContainText('unlike the RFC verdict: the HTML rule is looser here');
});

test('says why an address is refused, and where', async ({ page }) => {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(`${'a'.repeat(65)}@example.com`);
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('The local part is 65 characters; RFC 5321 allows 64.');
  await expect(verdict).toContainText('The first problem is at character 65');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('textbox', { name: 'E-mail address' }).fill('(comment)ada@example.com');
  await expect(verdict).toContainText('Invalid');
  await page.getByLabel('RFC 5322 full').check();
  await expect(verdict).toContainText('Warning');
  await expect(verdict).toContainText('RFC 5322 allows it, but RFC 5321 (SMTP) does not');
  // The browser tests the text as typed, comment included.
  const browser = page.getByRole('region', { name: 'Address' }).getByText(/^(Accepts|Refuses) it/);
  await expect(browser).toContainText('Refuses it');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('test @iana.org');
  await expect(browser).toContainText('Refuses it');
});

test('reads display names and lists of addresses', async ({ page }) => {
  await page.getByLabel('With display names').check();
  await page
    .getByRole('textbox', { name: 'E-mail addresses, with display names' })
    .fill('"Babbage, Charles" <cb@example.com>, Ada Lovelace <ada@example.com>');
  await expect(page.getByRole('region', { name: 'Verdict' })).toContainText('All 2 addresses are valid.');
  await expect(page.getByRole('region', { name: 'Address 1' })).toContainText('Babbage, Charles');
  await expect(page.getByRole('region', { name: 'Address 2' })).toContainText('Ada Lovelace');
});

test('checks a list in batch mode, with counts and a filter to the invalid values', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(
    page,
    'List of e-mail addresses',
    'ada@example.com\nbob@gmial.com\nnot an address\nadmin@example.org\n',
  );
  await expect(page.getByLabel('Counts')).toContainText('Values4Valid1Warnings2Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('Did you mean bob@gmail.com?');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('not an address');
});

test('checks a long list in the worker, with the options chosen', async ({ page }) => {
  await page.getByLabel('RFC 5322 full').check();
  await page.getByRole('tab', { name: 'Batch' }).click();
  // Past the 256 K characters at which the batch goes to the worker; pasted, as typing that much would take minutes.
  const lines = Array.from({ length: 15000 }, (_, index) =>
    index % 3 === 2 ? `(c)user${index}@example.com` : `user${index}@example.com`,
  );
  await page.getByRole('textbox', { name: 'List of e-mail addresses', exact: true }).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join('\n'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByLabel('Counts')).toContainText('Values15,000Valid10,000Warnings5,000Invalid0', {
    timeout: 20000,
  });
});
