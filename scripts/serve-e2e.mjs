// The browser tests' web server: the production build on 127.0.0.1:4173, served by `vite preview`, or with
// E2E_SERVER=nginx (as CI does) by Debian's nginx with the project's own deploy/nginx.conf, so the header CSP
// and caching apply as they do in the Docker image.
// Builds first only when there is no build yet (run `npm run build` yourself to test fresh changes).
// E2E_DIST and E2E_PORT serve another build folder on another port, so parallel work does not collide.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNginx } from './nginx-local.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const windows = process.platform === 'win32';

const outDir = process.env.E2E_DIST ?? 'dist';
const port = process.env.E2E_PORT ?? '4173';

if (!existsSync(join(resolve(root, outDir), 'index.html'))) {
  console.log(`serve-e2e: no ${outDir}/index.html yet, building first`);
  const build = spawnSync(windows ? 'npx.cmd' : 'npx', ['vite', 'build', '--outDir', outDir], {
    cwd: root,
    stdio: 'inherit',
    shell: windows,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server =
  process.env.E2E_SERVER === 'nginx'
    ? startNginx({ projectRoot: root, distDir: resolve(root, outDir), port })
    : spawn(
        windows ? 'npx.cmd' : 'npx',
        ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort', '--outDir', outDir],
        { cwd: root, stdio: 'inherit', shell: windows },
      );
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
