import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { animationControls } from '../../src/tools/css-animation-generator/arbitrary';
import {
  BLANK_KEYFRAME,
  cssOf,
  DEFAULT_CONTROLS,
  longhandsOf,
  PRESETS,
  presetControls,
  shorthandOf,
  type AnimationControls,
} from '../../src/tools/css-animation-generator/core';
import {
  cssSupports,
  expect,
  expectPreviewToMatch,
  HOSTILE_LINK_TASK_MS,
  openWatched,
  previewFrame,
  shareLinkPath,
  test,
} from '../fixtures';

const PREVIEW = 'Animation preview';
const NOTICE = 'Part of the restored state was outside this tool’s limits';
const TARGET = '.animated';

const output = (page: Page) => page.locator('pre[aria-label="CSS"]');

/** The CSS panel shows the controls' CSS, the browser takes its shorthand, and the preview runs it as written. */
async function expectAnimationToHold(page: Page, controls: AnimationControls) {
  await expect(output(page)).toHaveText(cssOf(controls));
  expect(await cssSupports(page, 'animation', shorthandOf(controls)), shorthandOf(controls)).toBe(true);
  await expectPreviewToMatch(page, PREVIEW, TARGET, longhandsOf(controls));
}

const playState = (page: Page) =>
  previewFrame(page, PREVIEW)
    .locator(TARGET)
    .evaluate((element) => getComputedStyle(element).animationPlayState);

test.describe('with motion allowed', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/css-animation-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'CSS Animation Generator' })).toBeVisible();
  });

  test('the default and each preset are valid CSS that the preview runs as written', async ({ page }) => {
    await expectAnimationToHold(page, DEFAULT_CONTROLS);
    await expect(page.getByLabel('Tailwind class', { exact: true })).toHaveText(
      'animate-[float_1.6s_ease-in-out_0s_infinite_normal_none]',
    );
    await expect(page.getByText('put the @keyframes block in your CSS too')).toBeVisible();
    const presets = page.getByRole('group', { name: 'Presets' });
    for (const preset of PRESETS) {
      await presets.getByRole('button', { name: preset.name, exact: true }).click();
      await expectAnimationToHold(page, presetControls(preset));
    }
  });

  test('generated states pasted into the import field come out as written, and the preview runs them', async ({
    page,
  }) => {
    const importField = page.getByRole('textbox', { name: 'Import CSS' });
    for (const state of fc.sample(animationControls, { numRuns: 5, seed: 1 })) {
      await importField.fill(cssOf(state));
      await expectAnimationToHold(page, state);
    }
  });

  test('pauses, plays and restarts the preview', async ({ page }) => {
    await expect.poll(() => playState(page)).toBe('running');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => playState(page)).toBe('paused');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => playState(page)).toBe('running');
    const box = previewFrame(page, PREVIEW).locator(TARGET);
    await expect(box).toHaveAttribute('data-run', '0');
    await page.getByRole('button', { name: 'Restart' }).click();
    await expect(box).toHaveAttribute('data-run', '1');
    await expect(page.getByText('reduced motion')).toHaveCount(0);
  });

  test('edits the timing with the curve, its keys, and steps()', async ({ page }) => {
    await page.getByLabel('Timing function').selectOption('cubic-bezier');
    await expect(output(page)).toContainText('cubic-bezier(0.25, 0.1, 0.25, 1)');
    const point = page.getByRole('slider', { name: 'Control point 1' });
    await point.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    await expect(output(page)).toContainText('cubic-bezier(0.26, 0.2, 0.25, 1)');
    await expect(page.getByRole('spinbutton', { name: 'X1 (time) value' })).toHaveValue('0.26');

    // Dragging the second point to the graph's top-left corner.
    const graph = (await page.getByRole('group', { name: /^Timing curve/ }).boundingBox())!;
    const handle = (await page.getByRole('slider', { name: 'Control point 2' }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(graph.x + 1, graph.y + 1, { steps: 5 });
    await page.mouse.up();
    await expect(output(page)).toContainText('cubic-bezier(0.26, 0.2, 0, 1.5)');
    await expectPreviewToMatch(page, PREVIEW, TARGET, {
      'animation-timing-function': (await output(page).textContent())!.match(/cubic-bezier\([^)]*\)/)![0],
    });

    await page.getByLabel('Timing function').selectOption('steps');
    await page.getByLabel('Jumps at').selectOption('jump-none');
    await expect(output(page)).toContainText('steps(4, jump-none)');
    await page.getByRole('spinbutton', { name: 'Steps value' }).fill('6');
    await expect(output(page)).toContainText('float 1.6s steps(6, jump-none) 0s infinite normal none');
  });

  test('edits keyframes: offsets, transform, opacity and colour', async ({ page }) => {
    await page.getByRole('button', { name: 'Add keyframe' }).click();
    await expect(output(page)).toContainText('25% { transform: none; background-color: #6366f1; }');
    await page.getByRole('checkbox', { name: 'Opacity at 25%' }).check();
    await page.getByRole('spinbutton', { name: 'Keyframe 2 opacity value' }).fill('0.4');
    await page.getByRole('spinbutton', { name: 'Keyframe 2 scale value' }).fill('1.5');
    await expect(output(page)).toContainText('25% { transform: scale(1.5); opacity: 0.4; background-color: #6366f1; }');
    await page.getByRole('textbox', { name: 'Keyframe 2 colour', exact: true }).fill('gold');
    await expect(output(page)).toContainText('25% { transform: scale(1.5); opacity: 0.4; background-color: #ffd700; }');
    await page.getByRole('button', { name: 'Remove keyframe 1' }).click();
    await expect.poll(() => output(page).textContent()).not.toMatch(/\n {2}0% \{/);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('none');
    await expect(page.getByRole('alert')).toContainText('keyword of the animation shorthand');
  });

  test('says what is wrong with CSS it cannot read, and keeps the controls', async ({ page }) => {
    const importField = page.getByRole('textbox', { name: 'Import CSS' });
    await importField.fill('@keyframes grow { to { width: 10px } }');
    await expect(page.getByRole('alert')).toContainText('at 100% sets “width”');
    await expect(output(page)).toHaveText(cssOf(DEFAULT_CONTROLS));
    await importField.fill('.toast { animation: pop 1s linear(0, 1); }');
    await expect(page.getByRole('alert')).toContainText('“linear(0, 1)” is not a timing function');
  });

  test('a @keyframes block without a name is named as the reason, with its line and column', async ({ page }) => {
    await page
      .getByRole('textbox', { name: 'Import CSS' })
      .fill('.a { animation: fade 1s; }\n@keyframes {\n  to { opacity: 0; }\n}');
    await expect(page.getByRole('alert')).toContainText(
      'The @keyframes block at line 2, column 1 has no name: write `@keyframes name { … }`.',
    );
    await expect(output(page)).toHaveText(cssOf(DEFAULT_CONTROLS));
  });

  test('a share link with 20,000 keyframes drops the one coloured with CSS and keeps 50 of the rest, and holds the page neither now nor on reload', async ({
    page,
  }) => {
    const keyframes = [
      { ...BLANK_KEYFRAME, hasColor: true, color: 'red;}body{display:none}' },
      ...Array.from({ length: 20_000 }, (_, index) => ({ ...BLANK_KEYFRAME, offset: index % 100, hasOpacity: true })),
    ];
    await page.goto('about:blank');
    // The one whose colour is CSS of its own is dropped, and 50 of the rest are kept.
    const watched = await openWatched(page, shareLinkPath('css-animation-generator', { keyframes }));
    // Waited for with a plain query: the role queries below walk the page, and would count among its tasks.
    await page.waitForFunction(
      () => document.querySelectorAll('input[aria-label$=" offset value (%)"]').length === 50,
      null,
      { polling: 100 },
    );
    // 20,000 keyframes were 20,000 blocks of controls: up to 90 s and gigabytes.
    expect(await watched.longestTaskMs()).toBeLessThan(HOSTILE_LINK_TASK_MS);
    expect(await watched.heapMB()).toBeLessThan(200);
    await expect(page.getByText(NOTICE)).toContainText('keyframes');
    // 50 is the most the editor takes.
    await expect(page.getByRole('button', { name: 'Add keyframe' })).toBeDisabled();
    await expect(page.getByText('50 keyframes is the most this tool makes.')).toBeVisible();
    await expect(output(page)).not.toContainText('display:none');
    await expect(previewFrame(page, PREVIEW).locator('body')).toHaveCSS('display', 'grid');

    await page.reload();
    await expect(page.getByRole('spinbutton', { name: /^Keyframe \d+ offset value/ })).toHaveCount(50);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });

  test('Load Sample imports its keyframes and animation', async ({ page }) => {
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(output(page)).toContainText(
      'animation: pop-in 0.45s cubic-bezier(0.2, 0.8, 0.2, 1) 0.1s 1 normal both;',
    );
    await expect(output(page)).toContainText('0% { transform: translateY(16px) scale(0.9); opacity: 0; }');
  });
});

test.describe('with reduced motion', () => {
  test('holds the preview still, says why, and plays anyway when asked', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/css-animation-generator');
    await expect(page.getByText('Your system asks for reduced motion')).toBeVisible();
    await expect.poll(() => playState(page)).toBe('paused');
    // Held still, the preview still computes the animation as generated.
    await expectPreviewToMatch(page, PREVIEW, TARGET, longhandsOf(DEFAULT_CONTROLS));
    await page.getByRole('checkbox', { name: 'Play anyway' }).check();
    await expect.poll(() => playState(page)).toBe('running');
    await expect(page.getByText('Your system asks for reduced motion')).toHaveCount(0);
  });
});
