import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

/** The system Chromium (nothing here downloads a browser); Playwright's own one only if neither is found. */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

export default defineConfig({
  testDir: 'e2e',
  // CI runs two browsers on a 2-core machine, where the tests that hand over megabytes of input have taken
  // more than 30 s; locally the default is kept, so a slow test is noticed.
  timeout: process.env.CI ? 60_000 : 30_000,
  // A tool's first load fetches and compiles its lazy chunk and the editor's (over 200 KB gz); on a 2-core
  // CI machine running two browsers, that has taken more than the default 5 s (once in about 300 tests).
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL,
    // The app's service worker would answer requests before the offline guard's routing sees them, and
    // precache the whole build in every test; e2e/offline.spec.ts turns it on where it is the subject.
    serviceWorkers: 'block',
    headless: true,
    browserName: 'chromium',
    permissions: ['clipboard-read', 'clipboard-write'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  // The production build, as users get it (including its Content-Security-Policy).
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
