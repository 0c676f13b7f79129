import { tools } from '../src/catalogue';
import { RECIPE_PAGE } from '../src/recipe/page';
import { expect, test } from './fixtures';

/**
 * On a phone (375 × 812) every tool's main input, and the recipe page's, starts on the first screen, within 560 px of the page's
 * top, and no page scrolls sideways.
 */

const PHONE = { width: 375, height: 812 };
const FIRST_SCREEN = 560;

/**
 * The main input: the first editor pane's editor, or else the first text box or text area in the main area,
 * in page order; its top in page coordinates.
 */
async function mainInputTop(page: import('@playwright/test').Page): Promise<number | null> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    };
    const main = document.querySelector('main');
    if (!main) return null;
    const editor = [...main.querySelectorAll('[data-pane] .cm-editor')].find(visible);
    const field = [
      ...main.querySelectorAll(
        'textarea, input:not([type]), input[type=text], input[type=search], input[type=number], input[type=email], input[type=url], input[type=tel], input[type=password], input[type=date], input[type=datetime-local], input[type=time], [role=textbox]',
      ),
    ].find(visible);
    const first = [editor, field]
      .filter((element): element is Element => element !== undefined)
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    return first ? Math.round(first.getBoundingClientRect().top + window.scrollY) : null;
  });
}

for (const tool of [...tools, RECIPE_PAGE]) {
  test(`${tool.path} starts its input on a phone's first screen and does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(tool.path);
    await expect(page.getByRole('heading', { level: 1, name: tool.heading })).toBeVisible();
    // The tool's own input, not the header's search: the screen has loaded, and its editor where it has one.
    await expect(page.getByRole('main').getByRole('textbox').first()).toBeVisible();
    if ((await page.locator('main [data-pane]').count()) > 0)
      await expect(page.locator('main [data-pane] .cm-editor').first()).toBeVisible();
    // The editor's chunk in, and the layout settled (an options box folds as it mounts).
    await page.waitForTimeout(300);
    const top = await mainInputTop(page);
    test.info().annotations.push({ type: 'input-top', description: `${tool.id}: ${top}` });
    console.log(`input-top ${tool.id} ${top}`);
    expect(top, 'the main input was not found').not.toBeNull();
    expect(top!).toBeLessThanOrEqual(FIRST_SCREEN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
}
