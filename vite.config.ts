import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { relative } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './scripts/csp.mjs';
import { serviceWorker } from './scripts/service-worker/plugin.mjs';

/**
 * The CSP goes into the built page only: the dev server relies on inline scripts and styles for hot
 * reload, which a strict policy would block. The production build, which users and the browser tests
 * load, carries it.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * The preview frame (src/kit/SandboxedPreview.tsx) is sandboxed without allow-same-origin, so its origin is
 * opaque and every request it makes is cross-origin. A module script is fetched with CORS, which the app's
 * server does not grant, so the built frame loads its script (bundled on its own, as a worker is) as a
 * classic script: the build fails if that script ever imports anything. The dev server serves it as a
 * module and grants CORS for the few paths it loads there (its own modules and Vite's client), and only
 * those.
 */
function previewFrameScript(): Plugin {
  const PREVIEW_PATHS = ['/src/preview/', '/@vite/', '/@id/', '/node_modules/'];
  return {
    name: 'preview-frame-script',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !/(^|\/)frame-[\w-]+\.js$/.test(output.fileName)) continue;
        const code = String(output.source);
        if (/(^|[;}\n])\s*(import|export)\s*[{*"'\w]|\bimport\s*\(|\bimport\.meta\b/.test(code))
          this.error(`${output.fileName} must be self-contained: the preview frame loads it as a classic script`);
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        // Only a sandboxed frame sends `Origin: null`; and only public code is on these paths.
        if (request.headers.origin === 'null' && PREVIEW_PATHS.some((path) => request.url?.startsWith(path)))
          response.setHeader('Access-Control-Allow-Origin', '*');
        next();
      });
    },
  };
}

/**
 * The files the home route has loaded before any tool: the entry chunk, what it imports statically, and their
 * CSS. Filled in at generateBundle, before Vite writes each lazy import's preload list, which then leaves them
 * out: naming them again in every tool's list cost the home route about 1 KB gz, and 15 bytes a tool.
 */
const loadedWithHome = new Set<string>();

/**
 * The files the tool frame (app/ToolRoute) loads, statically: every tool page loads the frame beside the tool's
 * screen (App's ToolPage), so a tool's preload list need not name them. Each name costs every card on the home
 * route its bytes.
 */
const loadedWithFrame = new Set<string>();

/** `start` and every chunk it imports statically, with their CSS, added to `into`. */
function addStaticClosure(
  start: Rolldown.OutputChunk[],
  byName: Map<string, Rolldown.OutputBundle[string]>,
  into: Set<string>,
) {
  const pending = [...start];
  while (pending.length > 0) {
    const chunk = pending.pop();
    if (!chunk || into.has(chunk.fileName)) continue;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported?.type === 'chunk') pending.push(imported);
    }
  }
}

function homeClosure(): Plugin {
  return {
    name: 'home-closure',
    apply: 'build',
    generateBundle(_options, bundle) {
      const byName = new Map(Object.values(bundle).map((output) => [output.fileName, output]));
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      addStaticClosure(
        chunks.filter((chunk) => chunk.isEntry),
        byName,
        loadedWithHome,
      );
      const frame = chunks.filter((chunk) => chunk.facadeModuleId?.endsWith('/src/app/ToolRoute.tsx'));
      addStaticClosure(frame, byName, loadedWithFrame);
    },
  };
}

/**
 * Writes which source modules ended up in which chunk, and how chunks import each other, so that
 * `npm run size` can add up what each route really loads and prove the home route holds no tool code.
 */
function chunkGraph(): Plugin {
  return {
    name: 'chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks = Object.values(bundle)
        .filter((output) => output.type === 'chunk')
        .map((chunk) => ({
          fileName: chunk.fileName,
          isEntry: chunk.isEntry,
          facadeModule: chunk.facadeModuleId ? relative(root, chunk.facadeModuleId) : null,
          modules: Object.keys(chunk.modules).map((id) => relative(root, id.replace(/\0/g, ''))),
          // What each module adds to the chunk (minified, before gzip): where a route's bytes come from.
          moduleBytes: Object.fromEntries(
            Object.entries(chunk.modules).map(([id, module]) => [
              relative(root, id.replace(/\0/g, '')),
              module.renderedLength,
            ]),
          ),
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
        }));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-graph.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}

export default defineConfig({
  // Lets the app be hosted under a sub-path, e.g. BASE_PATH=/toolbox/ npm run build.
  base: process.env.BASE_PATH ?? '/',
  plugins: [
    react(),
    tailwindcss(),
    contentSecurityPolicy(),
    previewFrameScript(),
    chunkGraph(),
    homeClosure(),
    serviceWorker(),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has <link rel=modulepreload>.
    modulePreload: {
      polyfill: false,
      // A tool's screen names no files to preload: the names rode on every card of the home route (about 40
      // bytes gz a tool, a third of a card), while the screen's own imports fetch the same files one step later,
      // and the frame, which loads beside the screen, preloads its own.
      resolveDependencies: (filename, dependencies, { hostId }) =>
        loadedWithHome.has(hostId) && !loadedWithFrame.has(filename)
          ? []
          : dependencies.filter((file) => !loadedWithHome.has(file)),
    },
    rollupOptions: {
      onwarn(warning, defaultHandler) {
        // A Node built-in "externalized for browser compatibility" fails at run time in the browser.
        if (String(warning.message).includes('externalized for browser compatibility')) {
          throw new Error(warning.message);
        }
        defaultHandler(warning);
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
