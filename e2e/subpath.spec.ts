/**
 * A sub-path deployment, as the README describes it: the app built with BASE_PATH=/tools/, served by the
 * project's nginx config, behind a front server that passes /tools/ on with the prefix stripped.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startNginx, startPrefixProxy } from '../scripts/nginx-local.mjs';
import { editorText, expect, formatInTheWorker, test, untilOfflineReady, untilServing } from './fixtures';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const APP_PORT = 4185;
const FRONT_PORT = 4186;
const PREFIX = '/tools/';

test.skip(!existsSync(NGINX), 'serves a sub-path build through two nginx servers: install nginx, or set NGINX_PATH');
test.use({ serviceWorkers: 'allow', baseURL: `http://127.0.0.1:${FRONT_PORT}` });

test('under /tools/ behind a front server: links, deep links, tools, a worker and offline use', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const root = resolve(import.meta.dirname, '..');
  const build = mkdtempSync(join(tmpdir(), 'devtoolbox-subpath-'));
  execFileSync('npx', ['vite', 'build', '--outDir', build, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, BASE_PATH: PREFIX },
    stdio: 'inherit',
  });
  const app = startNginx({ projectRoot: root, distDir: build, port: APP_PORT });
  const front = startPrefixProxy({ port: FRONT_PORT, prefix: PREFIX, upstreamPort: APP_PORT });
  try {
    await untilServing(`http://127.0.0.1:${FRONT_PORT}${PREFIX}`);

    await page.goto(PREFIX);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer tools that respect your privacy');
    // The app's own links stay under the prefix.
    await page
      .getByRole('complementary', { name: 'Tools' })
      .getByRole('link', { name: /JSON to YAML/ })
      .click();
    await expect(page).toHaveURL(`${PREFIX}json-to-yaml`);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => editorText(page, 'YAML Output')).toMatch(/^\w/);

    // A deep link loaded afresh: the front server passes it on, and the app's server answers with the app.
    await formatInTheWorker(page, `${PREFIX}json-formatter`);

    // The service worker is scoped to the prefix; after this visit, a tool never opened works offline.
    await untilOfflineReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.scope))).toBe(
      `http://127.0.0.1:${FRONT_PORT}${PREFIX}`,
    );
    await context.setOffline(true);
    await page.goto(`${PREFIX}sort-lines`);
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => editorText(page, 'Sorted Lines')).toMatch(/\S/);
  } finally {
    front.kill();
    app.kill();
    rmSync(build, { recursive: true, force: true });
  }
});
