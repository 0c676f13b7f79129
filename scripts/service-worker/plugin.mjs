// Writes the service worker (scripts/service-worker/sw.js) into the build as sw.js, with the list of every
// file of that build and a version that changes whenever any of them does. Build only: `npm start` has no
// service worker at all.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const TEMPLATE = new URL('./sw.js', import.meta.url);
/** What the template assigns its manifest from; the build puts the manifest itself there. */
const PLACEHOLDER = 'const MANIFEST = self.__PRECACHE_MANIFEST;';
/** Build outputs that are not the app: the size check's chunk graph, and the worker itself. */
const LEFT_OUT = [/^\.vite\//, /^sw\.js$/, /^404\.html$/];

/**
 * The precache manifest: the files (paths relative to the base, sorted) and a version made of their
 * contents, so two builds with the same files get the same version and any change gives a new one.
 */
export function precacheManifest(files) {
  const kept = files.filter(({ fileName }) => !LEFT_OUT.some((pattern) => pattern.test(fileName)));
  kept.sort((a, b) => (a.fileName < b.fileName ? -1 : a.fileName > b.fileName ? 1 : 0));
  const hash = createHash('sha256');
  for (const { fileName, content } of kept) {
    hash.update(fileName);
    hash.update('\0');
    hash.update(createHash('sha256').update(content).digest());
  }
  return { version: hash.digest('hex').slice(0, 16), files: kept.map(({ fileName }) => fileName) };
}

/** The service worker's source with the manifest in place of its placeholder. */
export function serviceWorkerSource(template, manifest) {
  if (!template.includes(PLACEHOLDER)) throw new Error(`service worker template: ${PLACEHOLDER} not found`);
  return template.replace(PLACEHOLDER, () => `const MANIFEST = ${JSON.stringify(manifest)};`);
}

function publicFiles(publicDir) {
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push({ fileName: relative(publicDir, path).split(sep).join('/'), content: readFileSync(path) });
    }
  };
  if (publicDir) walk(publicDir);
  return found;
}

/** @returns {import('vite').Plugin} */
export function serviceWorker() {
  let publicDir = '';
  return {
    name: 'service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.values(bundle).map((output) => ({
        fileName: output.fileName,
        content: output.type === 'chunk' ? output.code : output.source,
      }));
      const manifest = precacheManifest([...built, ...publicFiles(publicDir)]);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: serviceWorkerSource(readFileSync(TEMPLATE, 'utf8'), manifest),
      });
    },
  };
}
