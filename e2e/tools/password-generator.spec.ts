import { copyShareLink, expect, sharedState, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/password-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Password and Passphrase Generator' })).toBeVisible();
});

test('generates a password and a passphrase with their entropy, and hands one to the strength validator', async ({
  page,
}) => {
  await page.getByRole('spinbutton', { name: 'Length' }).fill('32');
  await page.getByLabel('Symbols (!#$%…)').uncheck();
  await page.getByLabel('No look-alikes (Il1 O0 5S…)').check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const output = page.getByLabel('Generated password', { exact: true });
  await expect(output).toHaveValue(/^[A-Za-z0-9]{32}$/);
  expect(await output.inputValue()).not.toMatch(/[Il1O0]/);
  await expect(page.getByText(/bits \((strong|very strong)\)/)).toBeVisible();

  await page.getByRole('radio', { name: /Passphrase/ }).check();
  await page.getByRole('spinbutton', { name: 'Words' }).fill('5');
  await page.getByLabel('Separator').selectOption(' ');
  await page.getByLabel('Capitalise each word').check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const phrase = page.getByLabel('Generated passphrase', { exact: true });
  await expect(phrase).toHaveValue(/^([A-Z][a-z-]+ ){4}[A-Z][a-z-]+$/);
  await expect(page.getByText('64.6 bits (strong)')).toBeVisible();
  await expect(page.getByText('5 words from 7,776')).toBeVisible();

  const value = await phrase.inputValue();
  await page.getByRole('button', { name: 'Open the passphrase in another tool' }).click();
  await page.getByRole('menuitem', { name: /Password Strength Validator/ }).click();
  await expect(page).toHaveURL(/\/password-strength-validator/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(value);
});

test('keeps the recipe across a reload and in a share link, but never the password', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const phrase = page.getByLabel('Generated passphrase', { exact: true });
  await expect(phrase).toHaveValue(/^([A-Z][a-z-]+-){5}[A-Z][a-z-]+$/);
  const secret = await phrase.inputValue();

  const link = await copyShareLink(page);
  expect(link).not.toContain(secret);
  const shared = sharedState(link);
  expect(shared.state).toMatchObject({ mode: 'passphrase', words: 6, capitalise: true });
  expect(JSON.stringify(shared)).not.toContain(secret.split('-')[0]!);

  await page.reload();
  await expect(page.getByRole('radio', { name: /Passphrase/ })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Words' })).toHaveValue('6');
  await expect(page.getByLabel('Generated passphrase', { exact: true })).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(secret);
});
