import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What any file of a tool may not import. */
const toolImportPatterns = [
  {
    regex: '^\\.\\./(?!\\.\\./)',
    message: 'Tools never import each other; move shared code to lib/ or kit/.',
  },
  { regex: '/tools/', message: 'Tools never import each other; move shared code to lib/ or kit/.' },
  {
    // meta.ts loads the screen lazily: a screen importing it back made 69 import circles.
    regex: '^\\./meta$',
    message: 'A tool never imports its own meta: the shell knows the tool (useToolId, useToolName).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A tool may not reach into another tool's folder: shared logic belongs in lib/, shared UI in kit/.
    files: ['src/tools/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: toolImportPatterns,
        },
      ],
    },
  },
  {
    // A tool's core is plain logic, tested without a screen: it sits below the kit, as lib does.
    files: ['src/tools/*/core.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...toolImportPatterns,
            { regex: '/kit(/|$)', message: 'A core never imports the kit (the UI layer): move what it needs to lib/.' },
          ],
        },
      ],
    },
  },
  {
    // The kit and lib sit below the catalogue and the shell: importing them would make a cycle
    // (catalogue -> meta -> view -> kit -> catalogue). What a kit part needs from the shell comes by context.
    files: ['src/kit/**/*.{ts,tsx}', 'src/lib/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(catalogue|app|tools)(/|$)',
              message: 'The kit and lib never import the catalogue, the shell or a tool.',
            },
          ],
        },
      ],
    },
  },
  {
    // A file or a function too big to hold in one's head is split by what it does (issue 24). Tests are
    // left out: a describe block's length is its table of cases.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      'max-lines': ['error', { max: 1000 }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Benchmarks pass functions to page.evaluate, which run in the browser.
    files: ['scripts/bench*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/service-worker/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
