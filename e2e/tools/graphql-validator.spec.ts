import { editorText, expect, fillEditor, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/graphql-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'GraphQL Validator' })).toBeVisible();
});

test('validates its sample against the schema, with stats and the formatted document', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByTestId('problem-summary')).toHaveText('No problems found');
  const stats = page.getByLabel('Document statistics');
  await expect(stats).toContainText('Operations1');
  await expect(stats).toContainText('Fields7');
  await expect(stats).toContainText('Depth3');
  await expect(page.getByRole('list', { name: 'Operations' })).toContainText('query HeroAndFriends, depth 3');
  await expect.poll(() => editorText(page, 'Formatted')).toContain('fragment CharacterDetails on Character {');

  await page.getByRole('button', { name: 'Invalid Example' }).click();
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('Cannot query field "age" on type "Character"');
  await expect(problems).toContainText('FieldsOnCorrectTypeRule');
  await expect(problems).toContainText('Variables, line 2, column 14');
  await problems.getByRole('button', { name: /Cannot query field "age"/ }).click();
  await expect(page.getByRole('textbox', { name: 'Document', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error').filter({ hasText: 'age' })).toBeVisible();
});

test('reports a syntax error with its line and column, and a click puts the cursor there', async ({ page }) => {
  await fillEditor(page, 'Document', 'query {\n  hero(episode: ) {\n    name\n  }\n}\n');
  await expect(page.getByTestId('problem-summary')).toHaveText('1 error');
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('Document, line 2, column 17');
  await expect(problems).toContainText(
    'Syntax Error: Expected a value (a variable, a number, a string, true, false, null, an enum value, a list or an object), found ")"',
  );
  await problems.getByRole('button', { name: /Syntax Error/ }).click();
  await expect(page.getByRole('textbox', { name: 'Document', exact: true })).toBeFocused();
  await expect(page.locator('.cm-problem-error')).toHaveText(')');
});
