import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/recipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
});

const library = (page: Page) => page.getByRole('region', { name: 'Saved recipes' });
const stepHeadings = (page: Page) => page.getByRole('heading', { name: /^Step \d+: / });

async function importFile(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await library(page).getByRole('button', { name: 'Import recipe file' }).click();
  await (await chooser).setFiles(file);
}

test('a saved recipe is listed after a reload, loads, is renamed and is deleted', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(stepHeadings(page)).toHaveText([/Step 1: Base64 Decoder$/, /Step 2: JSON Formatter$/]);
  await library(page).getByLabel('Recipe name').fill('Decode and format');
  await library(page).getByRole('button', { name: 'Save recipe' }).click();
  await expect(
    page.getByRole('status').getByText('Saved “Decode and format”: 2 steps, without the input'),
  ).toBeVisible();

  await page.reload();
  const saved = library(page).getByRole('list', { name: 'Saved recipes' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Decode and format');
  await expect(saved).toContainText('Base64 Decoder → JSON Formatter');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(stepHeadings(page)).toHaveCount(0);
  await library(page).getByRole('button', { name: 'Load “Decode and format”' }).click();
  await expect(stepHeadings(page)).toHaveText([/Step 1: Base64 Decoder$/, /Step 2: JSON Formatter$/]);

  await library(page).getByRole('button', { name: 'Rename “Decode and format”' }).click();
  const newName = library(page).getByLabel('New name for “Decode and format”');
  await newName.fill('Base64 JSON');
  await newName.press('Enter');
  await expect(saved).toContainText('Base64 JSON');
  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Base64 JSON');

  await library(page).getByRole('button', { name: 'Delete “Base64 JSON”' }).click();
  await expect(library(page).getByText('No saved recipes yet.')).toBeVisible();
  await page.reload();
  await expect(library(page).getByText('No saved recipes yet.')).toBeVisible();
});

test('an exported recipe imports as the same steps, without the input', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await page.getByRole('button', { name: 'Disable step 2' }).click();
  const download = page.waitForEvent('download');
  await library(page).getByRole('button', { name: 'Export recipe as a file' }).click();
  const path = await (await download).path();
  const file = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  expect(file).toMatchObject({
    format: 'devtoolbox-recipe',
    version: 1,
    steps: [
      { tool: 'base64-decoder', enabled: true },
      { tool: 'json-formatter', enabled: false },
    ],
  });
  expect(JSON.stringify(file)).not.toContain('eyJvcmRlciI6');

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(stepHeadings(page)).toHaveCount(0);
  await importFile(page, path);
  await expect(page.getByRole('status').getByText(/^Imported 2 steps from /)).toBeVisible();
  await expect(stepHeadings(page)).toHaveText([/Step 1: Base64 Decoder$/, /Step 2: JSON Formatter$/]);
  await expect(page.getByRole('button', { name: 'Disable step 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Disable step 1' })).toHaveAttribute('aria-pressed', 'false');
});

test('a foreign recipe file is refused, naming what is wrong, and the steps stay', async ({ page }) => {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const sample = [/Step 1: Base64 Decoder$/, /Step 2: JSON Formatter$/];
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(stepHeadings(page)).toHaveText(sample);
  await importFile(page, {
    name: 'foreign.json',
    mimeType: 'application/json',
    buffer: json({
      format: 'devtoolbox-recipe',
      version: 1,
      steps: [{ tool: 'base64-decoder' }, { tool: 'foo-bar' }, { tool: 'json-formatter', options: { colour: 1 } }],
    }),
  });
  const alert = library(page).getByRole('alert');
  await expect(alert).toContainText('“foreign.json” was not imported');
  await expect(alert).toContainText('Step 2: "foo-bar" is not a tool that can be a recipe step.');
  await expect(alert).toContainText('Step 3, JSON Formatter: unknown option “colour”.');
  await expect(stepHeadings(page)).toHaveText(sample);

  await importFile(page, { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(alert).toContainText('The file is not JSON, so it is not a recipe file.');
  await importFile(page, {
    name: 'future.json',
    mimeType: 'application/json',
    buffer: json({ format: 'devtoolbox-recipe', version: 9, steps: [] }),
  });
  await expect(alert).toContainText('The recipe file is version 9; this app reads version 1.');
  await expect(stepHeadings(page)).toHaveText(sample);

  // A good file replaces the steps, and Undo brings them back.
  await importFile(page, {
    name: 'reverse.json',
    mimeType: 'application/json',
    buffer: json({ format: 'devtoolbox-recipe', version: 1, steps: [{ tool: 'reverse-text' }] }),
  });
  await expect(alert).toHaveCount(0);
  await expect(stepHeadings(page)).toHaveText([/Step 1: Reverse Text$/]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(stepHeadings(page)).toHaveText(sample);
});
