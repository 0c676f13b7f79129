import { expect, fillEditor, test } from '../fixtures';

const EDITOR = 'OpenAPI document';

test.beforeEach(async ({ page }) => {
  await page.goto('/openapi-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'OpenAPI Validator' })).toBeVisible();
});

test('checks its sample: the problems, the summary and the operations by tag', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByTestId('problem-summary')).toHaveText('1 warning');
  await expect(page.getByText('OpenAPI 3.1 in YAML, checked against the official 3.1 schema')).toBeVisible();
  const warning = page.getByRole('button', { name: /line 101, column 5.*components\.schemas\.LegacyPet/ });
  await expect(warning).toBeVisible();
  await expect(page.getByLabel('API information')).toContainText('Pet Store');
  await expect(page.getByLabel('API information')).toContainText('https://{region}.petstore.example/v1');
  const pets = page.getByRole('table', { name: 'Operations tagged pets' });
  await expect(pets).toContainText('listPets');
  await expect(pets).toContainText('Info for a specific pet');
  await expect(page.getByRole('table', { name: 'Operations tagged store' })).toContainText('placeOrder');
  // Line 101 is below the editor's fold: a click on the warning scrolls there, and the key is underlined.
  await warning.click();
  await expect(page.getByRole('textbox', { name: EDITOR })).toBeFocused();
  await expect(page.locator('.cm-problem-warning').first()).toHaveText('LegacyPet');

  // A click on an operation takes the cursor to it in the document.
  await pets.getByRole('button', { name: '/pets/{petId}' }).click();
  await expect(page.getByRole('textbox', { name: EDITOR })).toBeFocused();
});

test('places each problem of a broken JSON document, and a click puts the cursor there', async ({ page }) => {
  await page.getByRole('button', { name: 'Broken Example' }).click();
  await expect(page.getByTestId('problem-summary')).toHaveText('8 errors, 1 warning');
  const missing = page.getByRole('button', { name: /line 7, column 7.*has \{petId\} in its path but no parameter/ });
  await expect(missing).toBeVisible();
  await expect(
    page.getByRole('button', { name: /line 13, column 68.*#\/components\/schemas\/Pet points at nothing/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /line 20, column 24.*operationId getPet is also used/ })).toBeVisible();
  await missing.click();
  await expect(page.getByRole('textbox', { name: EDITOR })).toBeFocused();
  await expect(page.locator('.cm-problem-error').first()).toBeVisible();
  await expect(page.locator('.cm-problem-error', { hasText: '"get"' })).toBeVisible();
});

test('reads YAML, and says where its schema errors are', async ({ page }) => {
  await fillEditor(
    page,
    EDITOR,
    [
      'swagger: "2.0"',
      'info:',
      '  title: Legacy',
      '  version: "1"',
      'host: https://api.example.com',
      'paths:',
      '  /users/{id}:',
      '    get:',
      '      parameters:',
      '        - {name: id, in: path, type: string}',
      '      responses:',
      '        "200": {description: ok}',
    ].join('\n'),
  );
  await expect(page.getByTestId('problem-summary')).toHaveText('2 errors');
  await expect(page.getByText('Swagger 2.0 in YAML')).toBeVisible();
  await expect(page.getByRole('button', { name: /line 5, column 7.*host must be a host name/ })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /line 10, column 11.*is a path parameter, so it needs required: true/ }),
  ).toBeVisible();
  await expect(page.getByLabel('API information')).toContainText('Legacy');
});

test('says where a document stops being YAML', async ({ page }) => {
  await fillEditor(page, EDITOR, 'openapi: 3.1.0\ninfo: [unclosed\n');
  await expect(page.getByTestId('problem-summary')).toHaveText('1 error');
  await expect(page.getByRole('button', { name: /line \d+, column \d+/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
