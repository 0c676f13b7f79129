import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/regex-tester');
  await expect(page.getByRole('heading', { level: 1, name: 'Regex Tester' })).toBeVisible();
});

test('highlights and lists the sample matches with their groups, and previews a replacement', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  const text = page.getByRole('textbox', { name: 'Test text', exact: true });
  await expect(text.locator('.cm-found')).toHaveCount(3);
  await expect(text.locator('.cm-found').first()).toHaveText('2024-03-15');
  await expect(text.locator('.cm-found-alt')).toHaveText('2024-11-02');

  const matches = page.getByRole('table', { name: 'Match list' });
  await expect(matches.getByRole('row')).toHaveCount(4);
  // The d flag of the sample: each group with where it starts and ends.
  await expect(matches).toContainText('$1 year 2024 [14, 18)');
  await expect(matches).toContainText('$3 day 20 [95, 97)');
  await expect(page.getByTestId('problem-summary')).toHaveText('No problems found');
  await expect(page.getByRole('region', { name: 'Explanation' })).toContainText('Capturing group 1, named "year"');

  await page.getByRole('button', { name: 'Select match 2 in the test text' }).click();
  await expect(text.locator('.cm-focusMark')).toHaveText('2024-11-02');
  await expect(text).toBeFocused();

  await page.getByRole('radio', { name: 'Replace' }).check();
  await expect.poll(() => editorText(page, 'Replacement preview')).toContain('15/03/2024  v2.1.0');
  await page.getByRole('textbox', { name: 'Replacement', exact: true }).fill('[$&]');
  await expect.poll(() => editorText(page, 'Replacement preview')).toContain('[2025-01-20]');

  await page.getByRole('radio', { name: 'Split' }).check();
  // Split keeps what the groups captured: 4 pieces and 3 groups for each of the 3 separators.
  await expect(page.getByRole('list', { name: 'Split pieces' }).getByRole('listitem')).toHaveCount(13);
});

test('places a syntax error in the pattern at its column, and a click takes the cursor there', async ({ page }) => {
  await fillEditor(page, 'Test text', 'abc 123');
  await fillEditor(page, 'Pattern', String.raw`(?<n>\d+)-(\d`);
  const problems = page.getByRole('list', { name: 'Pattern check' });
  await expect(problems).toContainText('Pattern, line 1, column 11');
  await expect(problems).toContainText('Unterminated group');
  await expect(page.getByTestId('problem-summary')).toHaveText('1 error');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await problems.getByRole('button').first().click();
  const pattern = page.getByRole('textbox', { name: 'Pattern', exact: true });
  await expect(pattern).toBeFocused();
  await expect(pattern.locator('.cm-problem-error')).toHaveText('(');

  await page.getByRole('checkbox', { name: 'u unicode' }).check();
  await fillEditor(page, 'Pattern', String.raw`\d+\q`);
  await expect(problems).toContainText('column 4');
  await expect(problems).toContainText('Invalid escape');
});

test('stops catastrophic backtracking at the time limit, and the page still answers', async ({ page }) => {
  await page.getByRole('button', { name: 'Catastrophic Example' }).click();
  // While the worker backtracks, the page itself is free: it answers at once, and the run shows as busy.
  await expect(page.getByText('Matching...')).toBeVisible();
  const asked = Date.now();
  await page.evaluate(() => document.title);
  expect(Date.now() - asked).toBeLessThan(500);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Matching took more than 2 seconds and was stopped', { timeout: 8_000 });
  await expect(alert).toContainText('catastrophic backtracking');
  await expect(page.getByRole('list', { name: 'Pattern check' })).toContainText('Nested quantifiers');
  // Alternatives that overlap are the other cause, warned of before anything runs.
  await fillEditor(page, 'Pattern', '^(a|aa)*$');
  await expect(page.getByRole('list', { name: 'Pattern check' })).toContainText('Overlapping alternatives');

  // The tab answers at once: the new pattern's matches show within a few seconds.
  await fillEditor(page, 'Pattern', 'a{5}');
  await page.getByRole('checkbox', { name: 'g global' }).check();
  const text = page.getByRole('textbox', { name: 'Test text', exact: true });
  await expect(text.locator('.cm-found')).toHaveCount(6, { timeout: 5_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Matches' })).toContainText('6 matches');
});

test('loads a pattern from the library, and splits a pasted literal into pattern and flags', async ({ page }) => {
  await page.getByRole('button', { name: 'Load IPv4 address' }).click();
  await expect(page.getByRole('textbox', { name: 'Test text', exact: true }).locator('.cm-found')).toHaveCount(3);

  await fillEditor(page, 'Pattern', '/b+/gi');
  await expect(page.getByRole('list', { name: 'Pattern check' })).toContainText('written as a literal');
  await page.getByRole('button', { name: 'Split the literal', exact: true }).click();
  await expect.poll(() => editorText(page, 'Pattern')).toBe('b+');
  await expect(page.getByRole('checkbox', { name: 'i ignore case' })).toBeChecked();
});
