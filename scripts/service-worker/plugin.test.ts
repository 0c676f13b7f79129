import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { precacheManifest, serviceWorkerSource } from './plugin.mjs';

const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'sw.js'), 'utf8');

const build = [
  { fileName: 'index.html', content: '<!doctype html><script src="/assets/index-abc.js"></script>' },
  { fileName: 'assets/index-abc.js', content: 'console.log(1)' },
  { fileName: 'assets/worker-def.js', content: 'self.onmessage = () => {}' },
  { fileName: 'favicon.svg', content: new Uint8Array([60, 115, 118, 103, 62]) },
  { fileName: '.vite/chunk-graph.json', content: '[]' },
  { fileName: '404.html', content: '<!doctype html>' },
];

describe('precacheManifest', () => {
  it('lists every file of the build, sorted, but not the chunk graph, the 404 copy or the worker itself', () => {
    expect(precacheManifest([...build, { fileName: 'sw.js', content: '' }]).files).toEqual([
      'assets/index-abc.js',
      'assets/worker-def.js',
      'favicon.svg',
      'index.html',
    ]);
  });

  it('gives the same version to the same files in any order, and a new one when any file changes', () => {
    const version = precacheManifest(build).version;
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(precacheManifest([...build].reverse()).version).toBe(version);
    const edited = build.map((file) =>
      file.fileName === 'index.html' ? { ...file, content: '<!doctype html>' } : file,
    );
    expect(precacheManifest(edited).version).not.toBe(version);
    const renamed = build.map((file) =>
      file.fileName === 'assets/index-abc.js' ? { ...file, fileName: 'assets/index-xyz.js' } : file,
    );
    expect(precacheManifest(renamed).version).not.toBe(version);
    // Files the manifest leaves out do not make a new version.
    expect(precacheManifest(build.filter((file) => file.fileName !== '404.html')).version).toBe(version);
  });
});

describe('serviceWorkerSource', () => {
  it('puts the manifest where the template reads it, and the result runs as a service worker script', () => {
    const manifest = precacheManifest(build);
    const source = serviceWorkerSource(template, manifest);
    expect(source).not.toContain('= self.__PRECACHE_MANIFEST');
    const listeners: string[] = [];
    const worker = {
      registration: { scope: 'https://tools.example/sub/' },
      addEventListener: (type: string) => listeners.push(type),
    };
    runInNewContext(source, { self: worker, URL, caches: {} });
    expect(listeners.sort()).toEqual(['activate', 'fetch', 'install', 'message']);
  });

  it('writes the manifest literally, even where it holds a replacement pattern such as $&', () => {
    const source = serviceWorkerSource(template, { version: 'v1', files: ['assets/$&-a.js'] });
    expect(source).toContain('"assets/$&-a.js"');
  });

  it('refuses a template without its placeholder', () => {
    expect(() => serviceWorkerSource('self.addEventListener("fetch", () => {});', { version: 'v', files: [] })).toThrow(
      /__PRECACHE_MANIFEST/,
    );
  });
});
