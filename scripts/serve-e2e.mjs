// The browser tests' web server: the production build, served by `vite preview` on 127.0.0.1:4173.
// Builds first only when there is no build yet (run `npm run build` yourself to test fresh changes).
// E2E_DIST and E2E_PORT serve another build folder on another port, so parallel work does not collide.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const preview = spawn(
  windows ? 'npx.cmd' : 'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', port, '--strictPort', '--outDir', outDir],
  {
    cwd: root,
    stdio: 'inherit',
    shell: windows,
  },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
