import { SAMPLE_INPUT, SAMPLE_TEXT } from '../../src/tools/hash-validator/core';
import { copyShareLink, expect, fillEditor, sharedState, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/hash-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Hash Identifier & Validator' })).toBeVisible();
});

test('parses a bcrypt hash and verifies its password in the worker', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('A well-formed bcrypt password hash.');
  await expect(page.getByLabel('Hash details')).toContainText('10 (2^10 = 1,024 rounds)');
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText('Match: bcrypt');
  await page.getByLabel('Text or password to check').fill(`${SAMPLE_TEXT}!`);
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText('No Match');
});

test('identifies a hex digest and finds which algorithm made it', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Hash', exact: true }).fill('900150983cd24fb0d6963f7d28e17f72');
  await expect(page.getByRole('table', { name: 'Candidate algorithms, likeliest first' })).toContainText('MD5');
  await expect(page.getByLabel('Hash details')).toContainText('kAFQmDzST7DWlj99KOF/cg==');
  await page.getByLabel('Text or password to check').fill('abc');
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText('Match: MD5');
});

test('hashes an opened file in the worker', async ({ page }) => {
  await page
    .getByRole('textbox', { name: 'Hash', exact: true })
    .fill('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  await page.getByLabel('A file').check();
  await page
    .locator('main input[type=file]')
    .setInputFiles({ name: 'abc.txt', mimeType: 'text/plain', buffer: Buffer.from('abc') });
  await expect(page.getByText('abc.txt, 3 B')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText('Match: SHA-256');
});

test('says where a broken hash goes wrong', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Hash', exact: true }).fill(SAMPLE_INPUT.replace('dLmW', 'dLm+'));
  const verdict = page.getByRole('region', { name: 'Verdict' });
  await expect(verdict).toContainText('Invalid');
  await expect(verdict).toContainText("is not allowed in the salt and hash: it uses bcrypt's own Base64");
  await expect(verdict.locator('mark')).toHaveText('+');
  await expect(verdict).toContainText('at character 25');
});

test('checks a batch of hashes and filters to the invalid ones', async ({ page }) => {
  await page.getByRole('tab', { name: 'Batch' }).click();
  await fillEditor(page, 'List of hashes', `${SAMPLE_INPUT}\n900150983cd24fb0d6963f7d28e17f7\ncbf43926\n`);
  await expect(page.getByLabel('Counts')).toContainText('Values3Valid2Warnings0Invalid1');
  const table = page.getByRole('table', { name: 'Verdicts' });
  await expect(table).toContainText('CRC-32');
  await page.getByLabel('Show only invalid values').check();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('31 hex digits');
});

test('never keeps the text being checked in storage, history or a share link', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Hash', exact: true }).fill(SAMPLE_INPUT);
  await page.getByLabel('Text or password to check').fill(SAMPLE_TEXT);
  await expect(page.getByRole('region', { name: 'Verification' })).toContainText('Match: bcrypt');
  await page.waitForTimeout(500);
  const kept = await page.evaluate(() => JSON.stringify([{ ...sessionStorage }, { ...localStorage }, history.state]));
  expect(kept).toContain(SAMPLE_INPUT.slice(7));
  expect(kept).not.toContain(SAMPLE_TEXT);
  const shared = JSON.stringify(sharedState(await copyShareLink(page)));
  expect(shared).toContain(SAMPLE_INPUT.slice(7));
  expect(shared).not.toContain(SAMPLE_TEXT);
});
