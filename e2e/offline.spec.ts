/**
 * Offline and updates, through the app's service worker: after one visit every tool works with the network
 * off, and a new deployment is taken up only when the user asks, never mixing one build's page with another's
 * files.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNginx } from '../scripts/nginx-local.mjs';
import {
  editorText,
  expect,
  expectPreviewToMatch,
  fillEditor,
  formatInTheWorker,
  test,
  untilOfflineReady,
  untilServing,
} from './fixtures';

test.use({ serviceWorkers: 'allow' });

const NEVER_VISITED = [
  { path: '/json-to-yaml', output: 'YAML Output', expected: /^\w/ },
  { path: '/xml-to-json', output: 'JSON Output', expected: /^\{/ },
  { path: '/sort-lines', output: 'Sorted Lines', expected: /\S/ },
  { path: '/base64-decoder', output: 'Decoded', expected: /\S/ },
  { path: '/jwt-decoder', output: 'Payload', expected: /^\{/ },
];

test('after one visit to home, five tools never opened load and run with the network off', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await untilOfflineReady(page);
  await context.setOffline(true);
  for (const tool of NEVER_VISITED) {
    // A full page load, answered by the service worker: index.html, the tool's chunks, the editor, the worker.
    await page.goto(tool.path);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => editorText(page, tool.output), { message: tool.path }).toMatch(tool.expected);
  }
  // A worker too.
  await formatInTheWorker(page);
  // And a sandboxed preview: a sandboxed frame's navigation never reaches the service worker, so the preview is
  // a srcdoc document whose script is fetched through it.
  await page.goto('/css-box-shadow-generator');
  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expectPreviewToMatch(page, 'Box shadow preview', '#shadow-box', {
    'box-shadow': (await page.locator('pre[aria-label="CSS"]').textContent())!
      .replace(/^box-shadow:\s*/, '')
      .replace(/;$/, '')
      .replace(/\s*\n\s*/g, ' '),
  });
});

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const UPDATE_PORT = 4180;

test.describe('a new deployment', () => {
  test.skip(!existsSync(NGINX), 'deploys two builds through nginx: install nginx, or set NGINX_PATH');
  test.use({ baseURL: `http://127.0.0.1:${UPDATE_PORT}` });

  test('is offered with Reload, never taken by itself, and moves the tab cleanly from build A to B', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const root = resolve(import.meta.dirname, '..');
    const work = mkdtempSync(join(tmpdir(), 'devtoolbox-deploy-'));
    const live = join(work, 'live');
    const deploy = (build: string) => {
      // Swapped in one rename, as a deployment would: nginx never sees half of a build.
      symlinkSync(build, join(work, 'next'));
      renameSync(join(work, 'next'), live);
    };
    const buildA = join(work, 'a');
    const buildB = join(work, 'b');
    cpSync(join(root, process.env.E2E_DIST ?? 'dist'), buildA, { recursive: true });
    execFileSync('npx', ['vite', 'build', '--outDir', buildB, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, VITE_BUILD_ID: 'update-test-B' },
      stdio: 'inherit',
    });
    deploy(buildA);
    const server = startNginx({ projectRoot: root, distDir: live, port: UPDATE_PORT });
    try {
      await untilServing(`http://127.0.0.1:${UPDATE_PORT}/`);

      await page.goto('/about');
      await expect(page.getByText('Build update-test-B')).toHaveCount(0);
      await untilOfflineReady(page);
      await page.goto('/url-encoder');
      await fillEditor(page, 'Text', 'typed before the update');
      await page.evaluate(() => ((window as { stillTheSamePage?: boolean }).stillTheSamePage = true));

      deploy(buildB);
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      const notice = page.getByRole('listitem').filter({ hasText: 'A new version is available' });
      await expect(notice).toBeVisible({ timeout: 30_000 });

      // Nothing reloads by itself: the page, and what was typed, are still there.
      await page.waitForTimeout(1500);
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      expect(await editorText(page, 'Text')).toBe('typed before the update');

      // Build A's page can still open a tool it never loaded: its own chunks, not B's, from A's cache.
      await page
        .getByRole('complementary', { name: 'Tools' })
        .getByRole('link', { name: /JSON to YAML/ })
        .click();
      await page.getByRole('button', { name: 'Load Sample' }).click();
      await page.getByRole('button', { name: 'Convert to YAML' }).click();
      await expect.poll(() => editorText(page, 'YAML Output')).toMatch(/^\w/);

      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBeUndefined();
      await page.goto('/about');
      await expect(page.getByText('Build update-test-B')).toBeVisible();
      // B's files, from B's cache: a tool neither build opened before runs, and the old input was kept.
      await page.goto('/xml-to-json');
      await page.getByRole('button', { name: 'Load Sample' }).click();
      await page.getByRole('button', { name: 'Convert to JSON' }).click();
      await expect.poll(() => editorText(page, 'JSON Output')).toMatch(/^\{/);
      await page.goto('/url-encoder');
      await expect.poll(() => editorText(page, 'Text')).toBe('typed before the update');
    } finally {
      server.kill('SIGTERM');
      rmSync(work, { recursive: true, force: true });
    }
  });
});
