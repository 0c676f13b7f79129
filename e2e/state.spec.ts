import { tools } from '../src/catalogue';
import {
  controlStates,
  editorText,
  expect,
  fillEditor,
  filledByTheSample,
  secretTexts,
  toolInputTexts,
  test,
} from './fixtures';

const stored = (page: import('@playwright/test').Page, id: string) =>
  page.evaluate((key) => sessionStorage.getItem(key), `tool-state:${id}`);

test.describe('a tool keeps its state across a reload', () => {
  for (const tool of tools) {
    test(tool.id, async ({ page }) => {
      await page.goto(tool.path);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await page.getByRole('button', { name: /^(Load Sample|Valid Example)$/ }).click();
      // An option changed from its default is kept too.
      const checkbox = page.locator('main input[type=checkbox]:enabled').first();
      if ((await checkbox.count()) > 0) await checkbox.click();
      const { kept, secrets } = await filledByTheSample(page);
      const controls = await controlStates(page);
      await expect.poll(() => stored(page, tool.id)).not.toBeNull();

      await page.reload();
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await expect.poll(() => toolInputTexts(page)).toEqual(kept);
      expect(await controlStates(page)).toEqual(controls);
      // A secret (a card number, a password, a key) comes back empty: it was never kept.
      expect(await secretTexts(page)).toEqual(secrets.map(() => ''));
    });
  }
});

test('Back brings a tool back as it was left, and Clear returns it to its defaults', async ({ page }) => {
  await page.goto('/url-encoder');
  await fillEditor(page, 'Text', 'kept across navigation');
  await page.getByRole('radio', { name: 'Form' }).check();
  await expect.poll(() => editorText(page, 'Encoded')).toBe('kept+across+navigation');
  await page
    .getByRole('complementary', { name: 'Tools' })
    .getByRole('link', { name: /JSON Formatter/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter & Validator' })).toBeVisible();
  await page.goBack();
  await expect.poll(() => editorText(page, 'Text')).toBe('kept across navigation');
  await expect(page.getByRole('radio', { name: 'Form' })).toBeChecked();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await expect(page.getByRole('radio', { name: 'Component' })).toBeChecked();
  await expect.poll(() => stored(page, 'url-encoder')).toBeNull();
});

test('storage that is full or blocked never breaks a tool', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/url-encoder');
  await fillEditor(page, 'Text', 'a b');
  await expect.poll(() => editorText(page, 'Encoded')).toBe('a%20b');
});

test('a corrupt stored state is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    sessionStorage.setItem('tool-state:url-encoder', '{"v":1,"state":{"input":42,"mode":"shout"}}');
    sessionStorage.setItem('tool-state:json-formatter', '{{{ not json');
  });
  await page.goto('/url-encoder');
  await expect(page.getByRole('radio', { name: 'Component' })).toBeChecked();
  await expect.poll(() => editorText(page, 'Text')).toBe('');
  await page.goto('/json-formatter');
  await expect.poll(() => editorText(page, 'Input JSON')).toBe('');
});
