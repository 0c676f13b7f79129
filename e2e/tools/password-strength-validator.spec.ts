import { copyShareLink, expect, fillEditor, sharedState, test } from '../fixtures';

const SECRET = 'Tr0ub4dor&3-horse-Staple';

test.beforeEach(async ({ page }) => {
  await page.goto('/password-strength-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Password Strength Validator' })).toBeVisible();
});

test('scores a password in the worker: meter, crack times, feedback and the patterns it is made of', async ({
  page,
}) => {
  const field = page.getByLabel('Password', { exact: true });
  await expect(field).toHaveAttribute('type', 'password');
  await field.fill('P@ssw0rd1987');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict.getByRole('meter', { name: /^Score [01] of 4/ })).toBeAttached();
  await expect(verdict).not.toContainText('P@ssw0rd1987');
  const patterns = page.getByRole('region', { name: 'Patterns Found' });
  await expect(patterns).toContainText('L33t word');
  await expect(patterns).toContainText('••••••••');
  await expect(patterns).not.toContainText('P@ssw0rd');
  await expect(page.getByRole('region', { name: 'Time to Crack' })).toContainText('Online attack, throttled');
  await expect(page.getByRole('region', { name: 'Feedback' })).toContainText('similar to a commonly used password');

  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(field).toHaveAttribute('type', 'text');
  await expect(patterns).toContainText('P@ssw0rd');
  await expect(patterns).toContainText('“password”');

  await field.fill('correct horse battery staple');
  await expect(verdict).toContainText('Strong enough: score 4 of 4');
  await expect(page.getByRole('region', { name: /^Policy/ })).toContainText('Passed: At least 12 characters');
});

test('says which policy rule fails', async ({ page }) => {
  await page.getByLabel('Require a symbol').check();
  await page.getByLabel('User name or e-mail').fill('ada.lovelace@example.com');
  await page.getByLabel('Password', { exact: true }).fill('LovelaceEngine1843');
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText('Fails the policy: a symbol or space. It has none.');
  const policy = page.getByRole('region', { name: /^Policy/ });
  await expect(policy).toContainText('Failed: Does not contain the user name or e-mail. It contains “lovelace”.');
  await expect(policy).toContainText('2 of 4 rules failed');
});

test('sends the user to the Password Generator for a new password, which hands it back to be checked', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Open the Password Generator' }).click();
  await expect(page).toHaveURL(/\/password-generator$/);
  await expect(page.getByRole('heading', { name: 'Password and Passphrase Generator', level: 1 })).toBeVisible();
});

test('checks a list in the worker, with the values masked', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of passwords', 'password\ncorrect horse battery staple\nTr0ub4dor&3\n');
  const counts = page.getByLabel('Counts');
  await expect(counts).toContainText('Values3');
  await expect(counts).toContainText('Valid1');
  await expect(counts).toContainText('Invalid2');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('••••word');
  await expect(table).not.toContainText('correct horse');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('never keeps the password: not in storage, history state or the share link', async ({ page }) => {
  await page.getByLabel('Password', { exact: true }).fill(SECRET);
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of passwords', `${SECRET}\n`);
  await expect(page.getByLabel('Counts')).toContainText('Values1');
  await page.getByLabel('Require a digit').check();
  // The state is written after a pause in typing.
  await page.waitForTimeout(800);
  const kept = await page.evaluate(() =>
    JSON.stringify([{ ...sessionStorage }, { ...localStorage }, history.state, location.href]),
  );
  expect(kept).toContain('requireDigit');
  expect(kept).not.toContain(SECRET);
  const link = await copyShareLink(page);
  await expect(page.getByText(/^Share link copied to clipboard!/).first()).toContainText('left out');
  expect(JSON.stringify(sharedState(link))).not.toContain(SECRET);
  expect(link).not.toContain(SECRET);
});

test('keeps up with typing, and never loads the dictionaries into the page', async ({ page }) => {
  const field = page.getByLabel('Password', { exact: true });
  await field.pressSequentially('Tr0ub4dor&3-horse', { delay: 40 });
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Strong enough', { timeout: 5000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // zxcvbn's word lists are 1.6 MB: only the worker's script may hold them.
  const pageScripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => entry.name.endsWith('.js') && !/\/worker-[^/]*\.js$/.test(entry.name))
      .reduce((total, entry) => total + entry.decodedBodySize, 0),
  );
  expect(pageScripts).toBeLessThan(1_000_000);
});
