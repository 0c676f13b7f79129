/**
 * Formats a generated 20 MB JSON document in Chromium through the real page (production build) and
 * prints: time from click to output shown, the same page's raw JSON.parse + JSON.stringify(v, null, 2)
 * time on the same text, their ratio, and the longest main-thread task during the run.
 *
 *   npm run build && npm run bench            (SIZE_MB=5 npm run bench for a smaller document)
 *
 * Not part of CI: timings depend on the machine. Results are also written to bench-results/.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const SIZE_MB = Number(process.env.SIZE_MB ?? 20);
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** A deterministic, realistic document: user records with nested objects, arrays, big ids, unicode. */
export function generateJson(targetBytes) {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const words = ['alpha', 'beta', 'gamma', 'delta', 'épsilon', 'zeta', '東京', 'naïve', 'emoji 🚀', 'quote "q"', 'tab\there'];
  const pick = (list) => list[Math.floor(random() * list.length)];
  const parts = [];
  let size = 2;
  for (let index = 0; size < targetBytes; index += 1) {
    const record = {
      id: `${9007199254740993n + BigInt(index)}`,
      name: `${pick(words)} ${pick(words)}`,
      email: `user${index}@example.com`,
      age: Math.floor(random() * 80) + 18,
      score: Math.round(random() * 1e6) / 100,
      active: random() > 0.5,
      manager: random() > 0.8 ? null : { id: index % 1000, title: pick(words) },
      tags: [pick(words), pick(words), pick(words)],
      address: { street: `${index} ${pick(words)} Street`, city: pick(words), zip: String(10000 + (index % 89999)), geo: [random() * 180 - 90, random() * 360 - 180] },
      history: Array.from({ length: 3 }, (_, n) => ({ at: 1700000000000 + index * 1000 + n, event: pick(words) })),
    };
    // Big integers are written as bare numbers, beyond double precision, as real APIs do.
    const text = JSON.stringify(record).replace(/"id":"(\d+)"/, '"id":$1');
    parts.push(text);
    size += text.length + 1;
  }
  return `[${parts.join(',')}]`;
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('No build found: run `npm run build` first.');
  const server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'error' });
  const address = server.httpServer.address();
  const origin = `http://127.0.0.1:${address.port}`;
  const text = generateJson(SIZE_MB * 1024 * 1024);
  const file = join(tmpdir(), `bench-${SIZE_MB}mb.json`);
  writeFileSync(file, text);
  console.log(`Document: ${(text.length / 1024 / 1024).toFixed(1)} MB, ${file}`);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${origin}/json-formatter`);
  await page.getByRole('textbox', { name: 'Input JSON' }).waitFor();

  const loadStart = Date.now();
  await page.locator('input[type=file]').first().setInputFiles(file);
  await page.getByText(`${text.length.toLocaleString('en-US')} characters`).first().waitFor({ timeout: 120_000 });
  const loadMs = Date.now() - loadStart;

  const shown = page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.includes('Format & Validate'));
        let clickedAt = 0;
        button.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        // Shown = the success panel is up and the output editor holds all of the text (it fills in slices).
        const outputShown = () => {
          const output = document.querySelectorAll('[data-editor="codemirror"]')[1];
          return document.body.textContent.includes('Your JSON is properly formatted and valid') && output?.querySelectorAll('.cm-line').length > 1 && output.getAttribute('aria-busy') === 'false';
        };
        const observer = new MutationObserver(() => {
          if (!clickedAt || !outputShown()) return;
          observer.disconnect();
          // Two frames: the output has been painted, not just put in the DOM.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve({ clickedAt, shownAt: performance.now() })));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-busy'] });
      }),
  );
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  const { clickedAt, shownAt } = await shown;
  const longTasks = await page.evaluate(() => window.__longTasks);
  const duringRun = longTasks.filter((task) => task.start + task.duration >= clickedAt && task.start <= shownAt);
  const longestTask = Math.max(0, ...duringRun.map((task) => task.duration));

  // Same page, same text: the browser's native parse + pretty stringify, best of three.
  const nativeMs = await page.evaluate((source) => {
    const times = [];
    for (let run = 0; run < 3; run += 1) {
      const started = performance.now();
      JSON.stringify(JSON.parse(source), null, 2);
      times.push(performance.now() - started);
    }
    return Math.min(...times);
  }, text);

  const clickToShownMs = shownAt - clickedAt;
  const results = {
    documentMB: Number((text.length / 1024 / 1024).toFixed(1)),
    fileLoadMs: loadMs,
    clickToOutputShownMs: Math.round(clickToShownMs),
    nativeParseStringifyMs: Math.round(nativeMs),
    ratio: Number((clickToShownMs / nativeMs).toFixed(2)),
    longestMainThreadTaskMs: Math.round(longestTask),
    longTasksDuringRun: duringRun.length,
  };
  console.table(results);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/json-formatter.json', `${JSON.stringify(results, null, 2)}\n`);
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

await main();
