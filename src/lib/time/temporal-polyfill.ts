/** The polyfill, as a chunk of its own name, so a test can see that Chromium (which has Temporal) never loads it. */
export { Temporal } from 'temporal-polyfill';
