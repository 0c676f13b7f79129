import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './csp.mjs';
import { localNginxConfig, localServerBlock } from './nginx-local.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

/** The value of every `add_header <name> "<value>"` line, by lower-case header name. */
function addedHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const [, name, value] of text.matchAll(/^\s*add_header\s+(\S+)\s+(?:"([^"]*)"|\S+)/gm))
    headers.set(name!.toLowerCase(), value ?? '');
  return headers;
}

describe('deploy/nginx.conf', () => {
  const headers = addedHeaders(config);

  it("sends the page's own Content-Security-Policy, plus what only a header can say", () => {
    expect(headers.get('content-security-policy')).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`);
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self'");
  });

  it.each([
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'no-referrer'],
  ])('sends %s: %s', (name, value) => {
    expect(headers.get(name)).toBe(value);
  });

  it('denies the powerful features the app never uses', () => {
    const policy = headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'])
      expect(policy).toContain(`${feature}=()`);
  });

  it('sets every header at server level with `always`, never in a location (which would drop the others)', () => {
    const lines = config.split('\n');
    let depth = 0;
    for (const line of lines) {
      if (/^\s*add_header\b/.test(line)) {
        expect(depth, line).toBe(1);
        expect(line).toMatch(/\balways;\s*$/);
      }
      depth += (line.match(/{/g) ?? []).length - (line.match(/}/g) ?? []).length;
    }
  });

  it('caches hashed assets for a year only when found, never keeps an error, and makes everything else revalidate', () => {
    expect(config).toMatch(/map "\$status \$uri" \$devtoolbox_cache_control/);
    expect(config).toMatch(/"~\^\(200\|206\|304\) \.\*\/assets\/"\s+"public, max-age=31536000, immutable";/);
    expect(config).toMatch(/"~\^\[45\]"\s+"no-store";/);
    expect(config).toMatch(/default\s+"no-cache";/);
  });

  it('falls back to index.html for app routes, but not for missing assets', () => {
    expect(config).toMatch(/location \/ {\s*try_files \$uri \$uri\/ \/index\.html;/);
    expect(config).toMatch(/location \/assets\/ {\s*try_files \$uri =404;/);
  });

  it('compresses text assets', () => {
    expect(config).toMatch(/^\s*gzip on;/m);
    for (const type of ['application/javascript', 'text/css', 'image/svg+xml', 'application/manifest+json'])
      expect(config).toContain(type);
  });

  it('is what the Docker image serves, with the build beside it', () => {
    expect(dockerfile).toMatch(/^FROM nginx:/m);
    expect(dockerfile).toContain('COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf');
    expect(dockerfile).toContain('COPY --from=build /app/dist /usr/share/nginx/html');
  });
});

describe('the local nginx the browser tests use', () => {
  it('changes only the listen address and the root of the server block', () => {
    const local = localServerBlock(config, { port: 4173, root: '/tmp/dist' });
    expect(local).toContain('listen 127.0.0.1:4173;');
    expect(local).toContain('root "/tmp/dist";');
    expect(local).not.toMatch(/listen (\[::\]:)?80;/);
    const untouched = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(listen|root)\s/.test(line))
        .join('\n');
    expect(untouched(local).replace(/\n+/g, '\n')).toBe(untouched(config).replace(/\n+/g, '\n'));
  });

  it('refuses a server block without listen or root lines, rather than serving something else', () => {
    expect(() => localServerBlock('server { }', { port: 1, root: '/' })).toThrow(/listen/);
  });

  it('keeps every file nginx writes in its own folder, and stays in the foreground', () => {
    const whole = localNginxConfig('server {}', '/tmp/work');
    expect(whole).toMatch(/^daemon off;/);
    expect(whole).not.toContain('user ');
    expect(localNginxConfig('server {}', '/tmp/work', { asRoot: true })).toMatch(/^daemon off;\nuser root;/);
    expect(whole).toContain('pid "/tmp/work/nginx.pid";');
    for (const path of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      expect(whole).toContain(`${path}_temp_path "/tmp/work/${path}";`);
  });
});
