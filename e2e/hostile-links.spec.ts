/**
 * A share link is hostile input: whoever sends it chooses every field of the state it restores. These tests
 * open links made to hurt, in the built app, and hold that the tab neither freezes nor grows past reason, that
 * nothing injected runs or restyles the page, and that a reload (the state is kept for the tab) does not
 * repeat the harm.
 */
import { deflateRawSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { tools } from '../src/catalogue';
import { expect, openWatched, shareLinkPath, test } from './fixtures';

const SAMPLE_BUTTON = /^(Load Sample|Valid Example)$/;

/**
 * What a main-thread task may take while a hostile link opens. The bombs this guards against froze the tab for
 * 10 to 90 s; opening a date tool's own sample link on a loaded 2-core machine has taken 1.5 s (the Temporal
 * polyfill and the first render), so the bar sits above that and far below a freeze.
 */
const LONGEST_TASK_MS = 3_000;

/** The 16 MB bomb is refused before any tool code runs, so it is held to a tighter bar. */
const BOMB_TASK_MS = 1_000;

/** Text meant to escape wherever it is written: a style, an attribute, an element, a URL. */
const INJECTION = `red;}body{display:none}</style><img src=x onerror=alert(1)>"'><script>alert(1)</script>javascript:alert(1)`;

/** The kept state of the open tool, as useToolState wrote it to sessionStorage. */
async function keptState(page: Page, toolId: string): Promise<Record<string, unknown>> {
  const text = await page.evaluate((key) => window.sessionStorage.getItem(key), `tool-state:${toolId}`);
  return text ? (JSON.parse(text) as { state: Record<string, unknown> }).state : {};
}

/**
 * Every field made hostile, keeping its type so the tool's shape check lets it through: numbers far past any
 * control's range, options that try to inject, lists of 20,000 items. Long texts (the inputs) stay as they
 * are: a user may paste as much, and it runs where theirs would.
 */
function hostile(value: unknown, depth = 0): unknown {
  if (typeof value === 'number') return 1e9;
  if (typeof value === 'string') return value.length > 200 ? value : INJECTION;
  if (Array.isArray(value)) {
    if (depth > 1) return value;
    const item = value.length > 0 ? hostile(value[0], depth + 1) : INJECTION;
    return Array.from({ length: 20_000 }, () => item);
  }
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hostile(inner, depth + 1)]));
  return value;
}

/** The page is whole: its heading and main area shown, no error boundary, the body not hidden by injected CSS. */
async function expectIntact(page: Page, heading: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Something went wrong in /)).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
}

test('a link that inflates past 16 MB is refused as soon as it passes, without a freeze', async ({ page }) => {
  // 350 KB of link that would inflate to 256 MB (a 1.6 MB link made 1.2 GB before the limit).
  const bomb = deflateRawSync(Buffer.alloc(256 * 1024 * 1024, ' '), { level: 9 });
  const watched = await openWatched(page, `/json-formatter#share=1.${bomb.toString('base64url')}`);
  await expect(
    page.getByText('This link’s tool state is larger than 16 MB, so the tool opens without it.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter & Validator' })).toBeVisible();
  expect(await watched.longestTaskMs()).toBeLessThan(BOMB_TASK_MS);
  expect(await watched.heapMB()).toBeLessThan(150);
});

test.describe('every tool, opened with a hostile link', () => {
  for (const tool of tools) {
    test(`${tool.id}: no freeze, crash or injection, and a reload does not repeat it`, async ({ page, context }) => {
      const dialogs: string[] = [];
      context.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(tool.path);
      await page.getByRole('button', { name: SAMPLE_BUTTON }).first().click();
      // useToolState writes the state once typing pauses (300 ms).
      await expect.poll(() => keptState(page, tool.id)).not.toEqual({});
      const state = hostile(await keptState(page, tool.id)) as Record<string, unknown>;

      const opened = await context.newPage();
      const watched = await openWatched(opened, shareLinkPath(tool.id, state));
      await expectIntact(opened, tool.heading ?? tool.name);
      await opened.waitForTimeout(1_000);
      await expectIntact(opened, tool.heading ?? tool.name);
      expect(await watched.longestTaskMs(), 'the longest main-thread task (ms)').toBeLessThan(LONGEST_TASK_MS);

      await opened.reload();
      await expectIntact(opened, tool.heading ?? tool.name);
      await opened.waitForTimeout(500);
      expect(await watched.longestTaskMs(), 'the longest task after a reload (ms)').toBeLessThan(LONGEST_TASK_MS);
      expect(await watched.heapMB(), 'the heap after restoring (MB)').toBeLessThan(300);
      expect(dialogs, 'injected script ran').toEqual([]);
    });
  }
});
