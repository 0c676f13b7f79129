import AxeBuilder from '@axe-core/playwright';
import { tools } from '../src/catalogue';
import { expect, test } from './fixtures';

const pages = ['/', '/about', '/favorites', '/no-such-page', ...tools.map((tool) => tool.path)];

for (const theme of ['dark', 'light'] as const) {
  for (const path of pages) {
    test(`${path} has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme-preference', value), theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path !== '/' && tools.some((tool) => tool.path === path))
        await expect(page.getByRole('textbox').first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        ),
      ).toEqual([]);
    });
  }
}

test('keyboard focus is visible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const focusedOutline = () =>
    page.evaluate(() => [
      document.activeElement?.textContent?.trim(),
      getComputedStyle(document.activeElement!).outlineStyle,
    ]);
  await page.keyboard.press('Tab');
  expect(await focusedOutline()).toEqual(['Skip to content', 'solid']);
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport();
  await page.keyboard.press('Tab');
  expect((await focusedOutline())[1]).toBe('solid');
});
