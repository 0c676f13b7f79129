import { copyShareLink, editorText, expect, sharedState, test } from '../fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/lorem-ipsum-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Lorem Ipsum Generator' })).toBeVisible();
});

test('opens with the classic paragraphs, and makes list items as HTML', async ({ page }) => {
  await expect
    .poll(() => editorText(page, 'Lorem Ipsum'))
    .toMatch(/^Lorem ipsum dolor sit amet, consectetur adipiscing elit/);
  expect((await editorText(page, 'Lorem Ipsum')).split('\n\n')).toHaveLength(3);

  await page.getByLabel('Generate', { exact: true }).selectOption('items');
  await page.getByLabel('How many', { exact: true }).fill('4');
  await page.getByRole('radio', { name: 'HTML' }).check();
  await expect.poll(async () => (await editorText(page, 'Lorem Ipsum')).match(/<li>/g)?.length).toBe(4);
  expect(await editorText(page, 'Lorem Ipsum')).toMatch(/^<ul>\n {2}<li>Lorem ipsum dolor sit amet<\/li>/);

  await page.getByLabel('Start with "Lorem ipsum dolor sit amet…"', { exact: true }).uncheck();
  await expect.poll(() => editorText(page, 'Lorem Ipsum')).not.toContain('Lorem ipsum dolor sit amet');
});

test('Regenerate makes new text; Load Sample makes its own', async ({ page }) => {
  const first = await editorText(page, 'Lorem Ipsum');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect.poll(() => editorText(page, 'Lorem Ipsum')).not.toBe(first);
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(page.getByLabel('Seed', { exact: true })).toHaveValue('sample');
  await expect.poll(() => editorText(page, 'Lorem Ipsum')).toMatch(/^<p>/);
});

test('says what is wrong with a count past the limit', async ({ page }) => {
  await page.getByLabel('How many', { exact: true }).fill('101');
  await expect(page.getByRole('alert')).toContainText('At most 100 paragraphs at a time, not 101');
});

test('keeps the same text in a share link and across a reload', async ({ page }) => {
  await page.getByLabel('Generate', { exact: true }).selectOption('sentences');
  await page.getByLabel('Seed', { exact: true }).fill('shared-seed');
  await expect.poll(() => editorText(page, 'Lorem Ipsum')).toMatch(/^Lorem ipsum/);
  const text = await editorText(page, 'Lorem Ipsum');

  const link = await copyShareLink(page);
  expect(sharedState(link)).toMatchObject({
    tool: 'lorem-ipsum-generator',
    state: { seed: 'shared-seed', unit: 'sentences' },
  });

  await page.reload();
  await expect(page.getByLabel('Seed', { exact: true })).toHaveValue('shared-seed');
  await expect.poll(() => editorText(page, 'Lorem Ipsum')).toBe(text);

  await page.goto('about:blank');
  await page.goto(link);
  await expect.poll(() => editorText(page, 'Lorem Ipsum')).toBe(text);
});
