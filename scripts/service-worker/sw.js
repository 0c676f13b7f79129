/* The app's service worker, written to dist/sw.js by the build (scripts/service-worker/plugin.mjs), which puts
 * the list of every file of that build where `self.__PRECACHE_MANIFEST` stands.
 *
 * - Install: every file of the build goes into a cache named after the build's version, so after one visit
 *   every tool opens offline, including tools never opened.
 * - A new build installs beside the old one and waits: the page offers "Reload", and only a click moves
 *   that tab to it (the page sends SKIP_WAITING). Nothing reloads by itself.
 * - Pages are always answered with the index.html of the build that is active, and files from the caches,
 *   so a page never gets an index.html from one build and chunks from another. The previous build's cache
 *   is kept, so a tab still running it can load its own chunks after the new build took over.
 */
const MANIFEST = self.__PRECACHE_MANIFEST;
const PREFIX = 'devtoolbox-';
const CACHE = `${PREFIX}${MANIFEST.version}`;
const SCOPE = new URL(self.registration.scope);
const INDEX = new URL('index.html', SCOPE).href;
/** The build before the one active now: kept for tabs that still run it. */
const PREVIOUS_KEY = new URL('__previous-build', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // `reload`: past the HTTP cache, so a file is this build's even if the browser held an older copy.
      cache.addAll(MANIFEST.files.map((file) => new Request(new URL(file, SCOPE), { cache: 'reload' }))),
    ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const previous = await (await cache.match(PREVIOUS_KEY))?.text();
      const names = await caches.keys();
      const others = names.filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      // The newest other cache is the build this one replaces; any older one has no tab left to serve.
      const replaced = previous && others.includes(previous) ? previous : others.at(-1);
      if (replaced) await cache.put(PREVIOUS_KEY, new Response(replaced));
      await Promise.all(others.filter((name) => name !== replaced).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.href.startsWith(SCOPE.href)) return;
  if (request.mode === 'navigate') {
    event.respondWith(fromCache(INDEX).then((cached) => cached ?? fetch(request)));
    return;
  }
  event.respondWith(fromCache(url.href).then((cached) => cached ?? fetch(request)));
});

/** A file from this build's cache, or else from the previous build's (for a tab still running it). */
async function fromCache(href) {
  const current = await caches.open(CACHE);
  const hit = await current.match(href, { ignoreSearch: true });
  if (hit) return hit;
  const previous = await (await current.match(PREVIOUS_KEY))?.text();
  return previous ? ((await (await caches.open(previous)).match(href, { ignoreSearch: true })) ?? null) : null;
}
