import { groupedTools, toolCountLabel, tools } from '../src/catalogue';
import { expect, test } from './fixtures';

test.describe('theme', () => {
  test('dark by default; toggling switches, saves and survives a reload without a flash', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(10, 10, 10)');

    const themeChanged = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('themeChanged', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await themeChanged).toEqual({ isDark: false });
    await expect(html).not.toHaveClass(/dark/);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(26, 26, 26)');
    expect(await page.evaluate(() => localStorage.getItem('theme-preference'))).toBe('light');

    // The saved theme is on <html> before any app code runs: no flash of the dark theme.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtFirstParse: string }).themeAtFirstParse = document.documentElement.className;
      });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { themeAtFirstParse: string }).themeAtFirstParse),
    ).not.toMatch(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme-preference'))).toBe('dark');
  });

  test('corrupt stored values never stop the app from starting', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'favorites-and-history',
        '{"state":{"favorites":"oops","history":[null,{"id":1}]},"version":0}',
      );
      localStorage.setItem('theme-preference', '{{{');
    });
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Favorites & History' })).toBeVisible();
    await expect(page.getByText('No Favorite Tools Yet')).toBeVisible();
  });
});

test.describe('favorites', () => {
  test('starring a card adds a favorite without opening the tool; the sidebar and favorites page show it', async ({
    page,
  }) => {
    await page.goto('/');
    const tool = tools[0]!;
    await page
      .getByRole('button', { name: `Add to favorites: ${tool.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Remove from favorites: ${tool.name}` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const sidebar = page.getByRole('complementary', { name: 'Tools' });
    await expect(
      sidebar.getByRole('region', { name: 'Favorites' }).getByRole('link', { name: tool.name }),
    ).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Favorites' }).click();
    await expect(page.getByRole('heading', { name: 'Favorite Tools (1)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Favorite Tools (1)' })).toBeVisible();

    await page
      .getByRole('main')
      .getByRole('button', { name: `Remove from favorites: ${tool.name}` })
      .click();
    await expect(page.getByText('No Favorite Tools Yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Tools' })).toBeVisible();
  });

  test('the tool header star toggles the favorite', async ({ page }) => {
    await page.goto('/json-formatter');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add to favorites: JSON Formatter' }).click();
    await expect(main.getByRole('button', { name: 'Remove from favorites: JSON Formatter' })).toHaveAttribute(
      'title',
      'Remove from favorites',
    );
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Favorite Tools (1)' })).toBeVisible();
  });

  test('the sidebar previews five favorites and links to the rest', async ({ page }) => {
    test.skip(tools.length <= 5, 'needs more than five tools');
    await page.addInitScript(
      (ids) =>
        localStorage.setItem(
          'favorites-and-history',
          JSON.stringify({ state: { favorites: ids, history: [] }, version: 0 }),
        ),
      tools.map((tool) => tool.id),
    );
    await page.goto('/');
    const favorites = page.getByRole('complementary', { name: 'Tools' }).getByRole('region', { name: 'Favorites' });
    await expect(favorites.getByRole('listitem')).toHaveCount(5);
    await expect(favorites.getByRole('link', { name: `View all ${tools.length} favorites` })).toBeVisible();
  });
});

test.describe('history', () => {
  test('visits are recorded newest first without duplicates, with relative times, and can be cleared', async ({
    page,
  }) => {
    await page.goto('/favorites');
    await expect(page.getByText('No History Yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Using Tools' })).toBeVisible();

    const [first, second] = tools;
    // Each visit is complete once its page has rendered and the visit has been saved.
    const visit = async (path: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(
            () => JSON.parse(localStorage.getItem('favorites-and-history') ?? 'null')?.state.history[0]?.path,
          ),
        )
        .toBe(path);
    };
    await visit(first!.path);
    await page.goto('/');
    await visit(second!.path);
    await visit(first!.path);
    await page.goto('/favorites');

    await expect(page.getByRole('heading', { name: 'Recent History (2)' })).toBeVisible();
    const items = page.getByRole('main').getByRole('list').last().getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(first!.name);
    await expect(items.nth(0)).toContainText('Just now');
    await expect(items.nth(1)).toContainText(second!.name);
    await expect(page.getByText('Recent Items')).toBeVisible();

    await page.getByRole('button', { name: 'Clear History' }).click();
    await expect(page.getByText('No History Yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent History (0)' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('filters the sidebar by name, description or keyword, case-insensitively, and reports no results', async ({
    page,
  }) => {
    await page.goto('/');
    const sidebar = page.getByRole('complementary', { name: 'Tools' });
    const search = sidebar.getByRole('searchbox', { name: 'Search tools' });
    await expect(search).toHaveAttribute('placeholder', 'Search tools...');

    await search.fill('MINIFY');
    await expect(sidebar.getByRole('region', { name: /^Search Results \(\d+\)$/ })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: /JSON Minifier/ })).toBeVisible();
    await expect(sidebar.getByRole('region', { name: 'Formatters' })).toHaveCount(0);

    await search.fill('beautify');
    await expect(sidebar.getByRole('link', { name: /JSON Formatter/ })).toBeVisible();

    await search.fill('zzz-no-such-tool');
    await expect(sidebar.getByRole('region', { name: 'Search Results (0)' })).toBeVisible();
    await expect(sidebar.getByText(/No tools match/)).toBeVisible();

    await sidebar.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(sidebar.getByRole('region', { name: 'Formatters' })).toBeVisible();
  });
});

test.describe('layout', () => {
  test('the sidebar stays put from 1024px', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: 'Tools' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeHidden();
    await expect(page.getByText(`${toolCountLabel()} Tools • 100% Private • Free`)).toBeVisible();
  });

  for (const width of [800, 360]) {
    test(`below 1024px the sidebar is a drawer (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const sidebar = page.getByRole('complementary', { name: 'Tools' });
      await expect(sidebar).toBeHidden();

      // Opens from the header, closes from the backdrop.
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(sidebar).toBeInViewport();
      await page.getByTestId('sidebar-backdrop').click({ position: { x: width - 10, y: 400 } });
      await expect(sidebar).toBeHidden();

      // Closes from its close button.
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page.getByRole('button', { name: 'Close sidebar' }).click();
      await expect(sidebar).toBeHidden();

      // Closes when a link is followed.
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await sidebar.getByRole('link', { name: /JSON Formatter/ }).click();
      await expect(page).toHaveURL(/\/json-formatter$/);
      await expect(sidebar).toBeHidden();

      // While open it holds the focus: Tab cycles inside it, Escape closes it and focus returns to the menu.
      const menu = page.getByRole('button', { name: 'Open sidebar' });
      await menu.click();
      await expect(page.getByRole('button', { name: 'Close sidebar' })).toBeFocused();
      for (let press = 0; press < 60; press += 1) {
        await page.keyboard.press(press % 7 === 6 ? 'Shift+Tab' : 'Tab');
        expect(await sidebar.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
      await expect(menu).toBeFocused();

      // Nothing overflows sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('sidebar', () => {
  test('the current tool is scrolled into view in the sidebar', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const last = groupedTools().at(-1)!.tools.at(-1)!;
    await page.goto(last.path);
    const link = page.getByRole('complementary', { name: 'Tools' }).getByRole('link', { name: last.name });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(link).toBeInViewport();
  });
});

test.describe('about', () => {
  test('counts the tools of each category from the catalogue, and shows no empty category', async ({ page }) => {
    await page.goto('/about');
    const cards = page.locator('[data-category]');
    await expect(cards).toHaveCount(groupedTools().length);
    for (const { category, tools: categoryTools } of groupedTools())
      await expect(page.locator(`[data-category="${category.id}"]`)).toContainText(
        `${categoryTools.length}${category.title}`,
      );
    await expect(page.getByText(`${tools.length} tools available in total.`)).toBeVisible();
  });

  test('home claims the computed tool count', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Statistics' })).toContainText(`${toolCountLabel()}Tools Available`);
  });
});

test.describe('editor', () => {
  test('typing over a select-all keeps the console clean (no inline style for the CSP to refuse)', async ({ page }) => {
    await page.goto('/json-formatter');
    const input = page.getByRole('textbox', { name: 'Input JSON', exact: true });
    await input.click();
    await page.keyboard.type('{"a": 1, "b": [true, null]}');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('x');
    await expect(input).toHaveText('x');
    // The fixture fails the test on any console error, the CSP report included.
  });
});

test.describe('toasts', () => {
  test('copy shows a success toast that can be closed and disappears by itself', async ({ page }) => {
    await page.goto('/json-formatter');
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByRole('button', { name: 'Format & Validate' }).click();
    await page.getByRole('button', { name: 'Copy output' }).click();
    const notifications = page.getByRole('status', { name: 'Notifications' });
    await expect(notifications.getByText('Formatted JSON copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"status": "success"');

    // The same toast again does not stack: the one shown starts over.
    await page.getByRole('button', { name: 'Copy output' }).click();
    await expect(notifications.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notifications.getByRole('listitem')).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy output' }).click();
    await expect(notifications.getByRole('listitem')).toHaveCount(1);
    await expect(notifications.getByRole('listitem')).toHaveCount(0, { timeout: 5000 });
  });

  test('toasts span the top of a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/json-formatter');
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByRole('button', { name: 'Format & Validate' }).click();
    await page.getByRole('button', { name: 'Copy output' }).click();
    const toast = page.getByRole('status', { name: 'Notifications' }).getByRole('listitem');
    const box = await toast.boundingBox();
    expect(box!.y).toBeLessThan(40);
    expect(box!.width).toBeGreaterThan(320);
  });
});
