import { tools } from '../src/catalogue';
import { expect, test } from './fixtures';

test.describe('every route renders', () => {
  for (const path of ['/', '/about', '/favorites']) {
    test(`${path} renders without console errors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  // Every screen renders with its title, and at the narrowest width the product supports nothing may push the
  // page sideways, with its sample loaded. One load serves both checks.
  for (const tool of tools) {
    test(`${tool.path} renders its tool with its title, and fits a 360px screen with its sample loaded`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(tool.path);
      await expect(page.getByRole('heading', { level: 1, name: tool.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${tool.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
      // The editor chunk has loaded and the page is interactive.
      await expect(page.getByRole('textbox').first()).toBeVisible();
      const sample = page.getByRole('button', { name: /^(Load Sample|Valid Example)$/ });
      if ((await sample.count()) > 0) await sample.first().click();
      // Tools with an action run it; live tools show their result within their debounce.
      const action = page.getByRole('button', { name: /^(Format|Minify|Convert|Compare|Validate)\b/ });
      if ((await action.count()) > 0) await action.first().click();
      await page.waitForTimeout(600);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test('an unknown route shows the not-found page with search and a link home', async ({ page }) => {
    await page.goto('/no-such-tool');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('searchbox', { name: 'Search tools' }).fill('minif');
    await expect(page.getByRole('main').getByRole('link', { name: /JSON Minifier/ })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a deep link loads directly, as from a bookmark', async ({ page }) => {
    await page.goto('/json-minifier');
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Minifier' })).toBeVisible();
  });
});
