// Serves a build folder with Debian's nginx and the project's own server block (deploy/nginx.conf), as an
// unprivileged process on a loopback port: the browser tests run against it in CI, so the header CSP and
// the caching rules apply to every page and worker they load. Only the listen address and the root differ
// from the Docker image; everything else is the file as it is.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * A whole nginx.conf around the server block, with every path nginx writes to inside `workDir`. Started as
 * root (as CI is), nginx would run its workers as `nobody`, who may not be able to read a checkout under
 * /root; `asRoot` keeps them as the user who started it.
 */
export function localNginxConfig(serverBlock, workDir, { asRoot = false } = {}) {
  const temp = (name) => JSON.stringify(join(workDir, name));
  return `daemon off;${asRoot ? '\nuser root;' : ''}
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

/** Runs nginx, unprivileged, with `serverBlock` in its http block; returns the child process. */
function runNginx(serverBlock, nginx) {
  const workDir = mkdtempSync(join(tmpdir(), 'devtoolbox-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(workDir, name));
  const configPath = join(workDir, 'nginx.conf');
  writeFileSync(configPath, localNginxConfig(serverBlock, workDir, { asRoot: process.getuid?.() === 0 }));
  // -e: nginx 1.19.5+ opens its own error log before reading the config; point it at our folder.
  const child = spawn(nginx, ['-c', configPath, '-p', workDir, '-e', 'stderr'], { stdio: 'inherit' });
  child.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
  return child;
}

/** Starts nginx on `port` serving `distDir`; returns the child process. */
export function startNginx({ projectRoot, distDir, port, nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx' }) {
  const block = localServerBlock(readFileSync(join(projectRoot, 'deploy/nginx.conf'), 'utf8'), {
    port,
    root: resolve(distDir),
  });
  return runNginx(block, nginx);
}

/**
 * Starts a front server on `port` that passes `prefix` (say `/tools/`) to the app's server on `upstreamPort`
 * with the prefix stripped, as the README tells a sub-path deployment to do.
 */
export function startPrefixProxy({ port, prefix, upstreamPort, nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx' }) {
  return runNginx(
    `server {
    listen 127.0.0.1:${port};
    location ${prefix} {
        proxy_pass http://127.0.0.1:${upstreamPort}/;
    }
}`,
    nginx,
  );
}
