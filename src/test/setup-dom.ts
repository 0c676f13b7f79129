/** The test files that run in jsdom (see vitest.config.ts): matchers for the DOM, and a clean page after each test. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not lay out text; CodeMirror measures ranges, so give it empty rectangles.
const emptyRect = () =>
  ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) }) as DOMRect;
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = emptyRect;
Range.prototype.getClientRects = emptyRects;

// Screens and the editor load in lazy chunks: a first import can take seconds on a busy 2-core machine, past
// findBy's and waitFor's 1 s default. They wait only while the element is missing, so this slows no passing test.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Unmounting writes each tool's pending state, so storage is cleared after it.
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
