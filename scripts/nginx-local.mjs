// Serves a build folder with Debian's nginx and the project's own server block (deploy/nginx.conf), as an
// unprivileged process on a loopback port: the browser tests run against it in CI, so the header CSP and
// the caching rules apply to every page and worker they load. Only the listen address and the root differ
// from the Docker image; everything else is the file as it is.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The server block with its listen lines and root replaced; throws if the file no longer has them. */
export function localServerBlock(config, { port, root }) {
  const listens = config.match(/^\s*listen\s[^;]*;\s*$/gm) ?? [];
  if (listens.length === 0 || !/^\s*root\s[^;]*;/m.test(config)) {
    throw new Error('deploy/nginx.conf: expected `listen` and `root` lines in the server block');
  }
  let replaced = false;
  return config
    .replace(/^(\s*)listen\s[^;]*;\s*$/gm, (_line, indent) => {
      if (replaced) return '';
      replaced = true;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/^(\s*)root\s[^;]*;/m, (_line, indent) => `${indent}root ${JSON.stringify(root)};`);
}

/** A whole nginx.conf around the server block, with every path nginx writes to inside `workDir`. */
export function localNginxConfig(serverBlock, workDir) {
  const temp = (name) => JSON.stringify(join(workDir, name));
  return `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${temp('client_body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
${serverBlock}
}
`;
}

/** Starts nginx on `port` serving `distDir`; resolves to the child process. */
export function startNginx({ projectRoot, distDir, port, nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx' }) {
  const workDir = mkdtempSync(join(tmpdir(), 'devtoolbox-nginx-'));
  // Started as root, nginx runs its workers as `nobody`, who must be able to enter this folder.
  chmodSync(workDir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(workDir, name));
  const block = localServerBlock(readFileSync(join(projectRoot, 'deploy/nginx.conf'), 'utf8'), {
    port,
    root: resolve(distDir),
  });
  const configPath = join(workDir, 'nginx.conf');
  writeFileSync(configPath, localNginxConfig(block, workDir));
  // -e: nginx 1.19.5+ opens its own error log before reading the config; point it at our folder.
  const child = spawn(nginx, ['-c', configPath, '-p', workDir, '-e', 'stderr'], { stdio: 'inherit' });
  child.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
  return child;
}
