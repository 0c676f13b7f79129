import AxeBuilder from '@axe-core/playwright';
import { editorText, expect, fillEditor, openPalette, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/recipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
});

test('the sample decodes base64 and formats the JSON, every digit kept', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1: Base64 Decoder' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2: JSON Formatter' })).toBeVisible();
  await expect.poll(() => editorText(page, 'Output')).toContain('"id": 12345678901234567890,');
  await expect.poll(() => editorText(page, 'Output')).toContain('"total": 99.90,');
});

test('steps are added by name from the keyboard, run live, and survive a reload', async ({ page }) => {
  await fillEditor(page, 'Input', '{"id": 12345678901234567890.5}');
  const find = page.getByLabel('Find a tool to add');
  await find.fill('json to yaml');
  await find.press('Enter');
  await expect(page.getByRole('heading', { name: 'Step 1: JSON to YAML' })).toBeVisible();
  await expect.poll(() => editorText(page, 'Output')).toBe('id: 12345678901234567890.5\n');

  await find.fill('yaml to json');
  await find.press('Enter');
  await expect.poll(() => editorText(page, 'Output')).toBe('{\n  "id": 12345678901234567890.5\n}');

  await page.getByRole('button', { name: 'Disable step 2' }).click();
  await expect.poll(() => editorText(page, 'Output')).toBe('id: 12345678901234567890.5\n');
  await page.getByRole('button', { name: 'Disable step 2' }).click();
  await page.getByRole('button', { name: 'Move step 2 up' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1: YAML to JSON' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 1: YAML to JSON' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 2: JSON to YAML' })).toBeVisible();
  await expect.poll(() => editorText(page, 'Input')).toBe('{"id": 12345678901234567890.5}');
});

test('a failing step is named with the tool’s message, and the chain stops there', async ({ page }) => {
  await fillEditor(page, 'Input', '{"a": tru}');
  const find = page.getByLabel('Find a tool to add');
  await find.fill('json formatter');
  await find.press('Enter');
  await find.fill('json to yaml');
  await find.press('Enter');
  await expect(page.getByText(/^Step 1, JSON Formatter: .+/)).toBeVisible();
  await expect(page.getByText('Not run: an earlier step failed')).toBeVisible();
});

test('the next step is suggested from what the chain gives', async ({ page }) => {
  await fillEditor(page, 'Input', 'eyJhIjogMX0=');
  const suggestions = page.getByRole('region', { name: 'Suggested next steps' });
  await suggestions.getByRole('button', { name: 'Base64 Decoder' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1: Base64 Decoder' })).toBeVisible();
  await expect(suggestions.getByRole('button').first()).toHaveText(/JSON/);
});

test('axe finds nothing serious with steps open, in light and dark', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Show the output of step 1' }).click();
  await expect.poll(() => editorText(page, 'Output')).toContain('12345678901234567890');
  for (const dark of [false, true]) {
    await page.evaluate((isDark) => document.documentElement.classList.toggle('dark', isDark), dark);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
    expect(serious.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
      [],
    );
  }
});

test('the sidebar and the palette open the recipe page', async ({ page }) => {
  await page.goto('/');
  const { field } = await openPalette(page);
  await field.fill('new recipe');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
  await page.goto('/about');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('navigation', { name: 'Tool navigation' }).getByRole('link', { name: 'Recipe' }).click();
  await expect(page).toHaveURL(/\/recipe$/);
});
