import { copyShareLink, editorText, expect, fillEditor, sharedState, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/number-base-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Number Base Converter' })).toBeVisible();
});

test('converts its sample, past 2^53, as it is loaded', async ({ page }) => {
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect.poll(() => editorText(page, 'Converted')).toBe('FF\nDEADBEEF\n-2A\n10000000000000000\nAA');
  await expect(page.getByLabel('Statistics', { exact: true })).toContainText('Numbers5');
  await expect(page.getByLabel('The number in each base')).toContainText('11111111');
});

test("writes two's complement and groups digits", async ({ page }) => {
  await page.getByLabel('To base', { exact: true }).selectOption({ label: '2 (binary)' });
  await page.getByLabel("Two's complement", { exact: true }).selectOption({ label: '16 bits' });
  await page.getByLabel('Group digits', { exact: true }).check();
  await fillEditor(page, 'Numbers', '-2');
  await expect.poll(() => editorText(page, 'Converted')).toBe('1111 1111 1111 1110');
});

test('shows the IEEE 754 layout of a float32', async ({ page }) => {
  await page.getByLabel('Number kind', { exact: true }).selectOption({ label: 'IEEE 754 float32 bits' });
  await fillEditor(page, 'Numbers', '1');
  await expect.poll(() => editorText(page, 'Bits or value')).toBe('3F800000');
  await expect(page.getByLabel('IEEE 754 float32 layout')).toContainText('normal');
});

test('names the wrong digit and where it is', async ({ page }) => {
  await fillEditor(page, 'Numbers', '0xFF\n0x1G');
  await expect(page.getByRole('alert')).toContainText(
    '"G" at position 4 is not a digit in base 16 (hex), whose digits are 0–9 and a–f (line 2, column 4)',
  );
});

test('keeps its numbers and options in a share link and across a reload', async ({ page }) => {
  await page.getByLabel('To base', { exact: true }).selectOption({ label: '8 (octal)' });
  await fillEditor(page, 'Numbers', '493');
  await expect.poll(() => editorText(page, 'Converted')).toBe('755');

  const link = await copyShareLink(page);
  expect(sharedState(link)).toMatchObject({ tool: 'number-base-converter', state: { input: '493', to: 8 } });

  await page.reload();
  await expect.poll(() => editorText(page, 'Numbers')).toBe('493');
  await expect.poll(() => editorText(page, 'Converted')).toBe('755');

  await page.goto('about:blank');
  await page.goto(link);
  await expect.poll(() => editorText(page, 'Converted')).toBe('755');
});
