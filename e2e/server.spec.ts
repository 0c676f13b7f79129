/**
 * The web server's headers, as deploy/nginx.conf sets them. They only exist when the build is served by nginx
 * (E2E_SERVER=nginx, as CI runs the suite); `vite preview` sends none of them.
 */
import { readFileSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY } from '../scripts/csp.mjs';
import { expect, formatInTheWorker, test } from './fixtures';

test.skip(process.env.E2E_SERVER !== 'nginx', 'the headers come from nginx: run with E2E_SERVER=nginx');

const SECURITY_HEADERS = {
  'content-security-policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** A hashed script the built index.html loads. */
function hashedScript(): string {
  const dist = process.env.E2E_DIST ?? 'dist';
  const html = readFileSync(new URL(`../${dist}/index.html`, import.meta.url), 'utf8');
  const path = /<script[^>]+src="([^"]*\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!path) throw new Error(`${dist}/index.html loads no hashed script`);
  return path;
}

test('index.html, a deep link and a hashed asset carry the security headers and the right caching', async ({
  request,
}) => {
  for (const path of ['/', '/json-formatter', hashedScript()]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name], `${name} on ${path}`).toBe(value);
    const permissions = headers['permissions-policy'] ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(permissions, `Permissions-Policy on ${path}`).toContain(feature);
  }

  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['content-type']).toBe('text/html; charset=utf-8');
  const deepLink = await request.get('/json-formatter');
  expect(await deepLink.text()).toBe(await index.text());
  expect(deepLink.headers()['cache-control']).toBe('no-cache');

  const asset = await request.get(hashedScript(), { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
});

test('a hashed asset that does not exist is a 404, never the app shell', async ({ request }) => {
  const response = await request.get('/assets/no-such-chunk-0000.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  // Kept as immutable, a 404 met during a deployment would stay for a year after the file arrives.
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('the header policy applies to workers: a tool that works in one loads and runs under it', async ({ page }) => {
  const policies: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/worker-[^/]+\.js$/.test(response.url()))
      policies.push(response.headers()['content-security-policy'] ?? '');
  });
  await formatInTheWorker(page);
  expect(policies.length).toBeGreaterThan(0);
  for (const policy of policies) expect(policy).toBe(SECURITY_HEADERS['content-security-policy']);
});
