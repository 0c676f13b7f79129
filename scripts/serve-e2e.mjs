// The browser tests' web server: the production build, served by `vite preview` on 127.0.0.1:4173.
// Builds first only when there is no build yet (run `npm run build` yourself to test fresh changes).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const windows = process.platform === 'win32';

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.log('serve-e2e: no dist/index.html yet, running npm run build first');
  const build = spawnSync(windows ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: windows });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const preview = spawn(windows ? 'npx.cmd' : 'npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4173', '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
  shell: windows,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => preview.kill(signal));
preview.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
