import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Logic tests (`*.test.ts`) run in Node and screens (`*.test.tsx`) in jsdom: setting up jsdom took most of
 * a second per file, which the two hundred files of plain functions do not need. A `.test.ts` file that does
 * need a page (it renders a hook, or its code parses HTML or XML with the browser's DOMParser) is listed
 * here; a new one that is not fails in Node with "document is not defined" or "DOMParser is not defined".
 */
const LOGIC_TESTS_IN_JSDOM = [
  // Hooks, rendered with renderHook.
  'src/kit/use*.test.ts',
  // The state kept in the page's storage, and the preview frame's document.
  'src/state/*.test.ts',
  'src/preview/*.test.ts',
  // Cores, or their tests, that read HTML, SVG or XML with DOMParser.
  'src/tools/favicon-generator/core.test.ts',
  'src/tools/html-table-generator/{core,bounds}.test.ts',
  'src/tools/json-to-xml/core.test.ts',
  'src/tools/xpath-tester/core.test.ts',
];

export default defineConfig({
  test: {
    restoreMocks: true,
    testTimeout: 20_000,
    // Vitest's default leaves a core idle (one worker on two cores); the transforms it keeps one for are
    // cached after the first files, and a worker waiting on a screen's timers leaves the core to the other.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...LOGIC_TESTS_IN_JSDOM],
          setupFiles: ['src/test/setup.ts', 'src/test/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...LOGIC_TESTS_IN_JSDOM],
          setupFiles: ['src/test/setup.ts'],
        },
      },
    ],
  },
});
