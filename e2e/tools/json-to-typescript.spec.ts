import { copyShareLink, editorText, expect, fillEditor, sharedState, shareLinkPath, test } from '../fixtures';

const SAMPLES =
  '[{"id": 12345678901234567890, "name": "Ada", "address": {"city": "London"}}, {"id": 2, "tags": ["x"]}]';

test.beforeEach(async ({ page }) => {
  await page.goto('/json-to-typescript');
  await expect(page.getByRole('heading', { level: 1, name: 'JSON to TypeScript Types' })).toBeVisible();
});

test('writes interfaces for pasted JSON, then a Zod schema, noting the big number', async ({ page }) => {
  await fillEditor(page, 'JSON Input', SAMPLES);
  await expect
    .poll(() => editorText(page, 'TypeScript Types'))
    .toBe(
      'export interface Root {\n' +
        '  id: number | bigint; // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n' +
        '  name?: string;\n  address?: Address;\n  tags?: string[];\n}\n\n' +
        'export interface Address {\n  city: string;\n}\n\n' +
        'export type RootList = Root[];\n',
    );
  await expect(page.getByLabel('Statistics')).toContainText('Samples');

  await page.getByRole('radio', { name: 'Type aliases' }).check();
  await expect.poll(() => editorText(page, 'TypeScript Types')).toContain('export type Address = {\n');

  await page.getByRole('radio', { name: 'Zod schema' }).check();
  await expect(page.getByRole('radio', { name: 'Type aliases' })).toBeDisabled();
  await expect
    .poll(() => editorText(page, 'Zod Schema'))
    .toContain('  id: z.union([z.number(), z.bigint()]), // 12345678901234567890 exceeds Number.MAX_SAFE_INTEGER\n');
  expect(await editorText(page, 'Zod Schema')).toContain("import { z } from 'zod';\n");

  await page.getByLabel('Integers beyond ±2^53−1').selectOption('string');
  await expect.poll(() => editorText(page, 'Zod Schema')).toContain('  id: z.union([z.number(), z.string()]), //');
});

test('loads its sample', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'TypeScript Types')).toContain('  orders: Order[];\n');
  expect(await editorText(page, 'TypeScript Types')).toContain('  coupon?: string;\n');
});

test('names the line and column of bad JSON, and asks for JSON when blank', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
  await expect(page.getByRole('alert')).toContainText('at line 3, column 14');
  await expect(page.getByRole('button', { name: 'Go to the error at line 3, column 14' })).toBeVisible();

  await fillEditor(page, 'JSON Input', '   ');
  await expect(page.getByRole('alert')).toContainText('Please enter JSON data');
});

test('reads JSON Lines, one sample a line', async ({ page }) => {
  await page.getByLabel('Input', { exact: true }).selectOption('lines');
  await fillEditor(page, 'JSON Input', '{"id": 1, "note": "a"}\n{"id": 2}');
  await expect
    .poll(() => editorText(page, 'TypeScript Types'))
    .toBe('export interface Root {\n  id: number;\n  note?: string;\n}\n');
});

test('keeps its input and options across a reload and in a share link', async ({ page }) => {
  await fillEditor(page, 'JSON Input', '{"user": {"id": 1}}');
  await page.getByLabel('Root type name').fill('Payload');
  await page.getByRole('radio', { name: 'Zod schema' }).check();
  await expect.poll(() => editorText(page, 'Zod Schema')).toContain('export const PayloadSchema = z.object({');
  const link = await copyShareLink(page);
  expect(sharedState(link).state).toMatchObject({ input: '{"user": {"id": 1}}', rootName: 'Payload', output: 'zod' });

  await page.reload();
  await expect(page.getByLabel('Root type name')).toHaveValue('Payload');
  await expect.poll(() => editorText(page, 'Zod Schema')).toContain('export const UserSchema = z.object({');

  await page.goto('about:blank');
  await page.goto(
    shareLinkPath('json-to-typescript', {
      input: '{"items": [{"a": 1}, {}]}',
      output: 'typescript',
      rootName: 'Shared',
      semicolons: false,
    }),
  );
  // Opened afresh, the screen's chunk loads first: on a busy machine that alone has taken seconds.
  await expect(page.getByRole('textbox', { name: 'JSON Input', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => editorText(page, 'TypeScript Types'))
    .toBe('export interface Shared {\n  items: Item[]\n}\n\nexport interface Item {\n  a?: number\n}\n');
});
