import AxeBuilder from '@axe-core/playwright';
import { tools } from '../src/catalogue';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const pages = ['/', '/about', '/favorites', '/no-such-page'];

/** The widths a tool is checked at: a phone's and a laptop's. */
const WIDTHS = [375, 1280] as const;

/** The serious and critical axe violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

for (const theme of ['dark', 'light'] as const) {
  for (const path of pages) {
    test(`${path} has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => {
        // Sandboxed preview frames (no allow-same-origin) have no storage: only the app's own page sets it.
        if (window === window.top) localStorage.setItem('theme-preference', value);
      }, theme);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  const overlays: { name: string; open: (page: Page) => Promise<void> }[] = [
    {
      name: 'the Paste anything box, with proposals',
      open: async (page) => {
        await page.goto('/');
        await page.getByLabel(/^Paste JSON, YAML, XML/).fill('{"a": 1}');
        await expect(page.getByRole('list', { name: 'Tools for what you pasted' })).toBeVisible();
      },
    },
    {
      name: 'the command palette',
      open: async (page) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.keyboard.press('ControlOrMeta+K');
        await page.keyboard.type('json');
        await expect(page.getByRole('option').first()).toBeVisible();
      },
    },
    {
      name: 'the shortcuts list',
      open: async (page) => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.keyboard.press('?');
        await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      },
    },
    {
      name: 'an Open in menu',
      open: async (page) => {
        await page.goto('/url-encoder');
        await page.getByRole('button', { name: 'Load Sample' }).click();
        await page.getByRole('button', { name: 'Open encoded text in another tool' }).click();
        await expect(page.getByRole('menuitem').first()).toBeFocused();
      },
    },
  ];
  for (const overlay of overlays) {
    test(`${overlay.name} has no serious accessibility violations (${theme})`, async ({ page }) => {
      await page.addInitScript((value) => {
        // Sandboxed preview frames (no allow-same-origin) have no storage: only the app's own page sets it.
        if (window === window.top) localStorage.setItem('theme-preference', value);
      }, theme);
      await overlay.open(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

// Each tool with its sample loaded, as a user first sees it working: on a phone and a laptop, in both themes.
// One page a tool, switched between widths and themes, so the four checks share one load.
for (const tool of tools) {
  test(`${tool.path} with its sample has no serious accessibility violations at 375 and 1280 px, light and dark`, async ({
    page,
  }) => {
    // Four full-page axe runs over a screen with editors: on a busy 2-core machine each can take 10 s.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 812 });
    await page.goto(tool.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await page.getByRole('button', { name: /^(Load Sample|Valid Example)$/ }).click();
    // Live tools show their result as the sample arrives; the rest run on their primary action. The Undo toast
    // fades in: a colour caught halfway is no colour the user reads, so the checks wait for it to settle.
    await page.waitForTimeout(500);
    const settled = () =>
      page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
      );
    await settled();
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 812 });
      for (const dark of [false, true]) {
        await page.evaluate((isDark) => document.documentElement.classList.toggle('dark', isDark), dark);
        // A theme's colours may ease in too.
        await settled();
        for (const violation of await seriousViolations(page))
          found.push(`${width} px, ${dark ? 'dark' : 'light'}: ${violation}`);
      }
    }
    expect(found).toEqual([]);
  });
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
