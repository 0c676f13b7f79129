/**
 * Hashes one large file through the Hash Generator's real page (production build) and checks the digest
 * against Node's, streaming: `npm run build && node scripts/hash-file-bench.mjs` (1 GB, SHA-256).
 * `SIZE_MB=256 ALGORITHM=all node scripts/hash-file-bench.mjs` picks another size or every algorithm.
 *
 * The file is written to the system's temporary folder and handed to the page by path, as a user's pick
 * would be, so the browser reads it from disk. While the page hashes, the resident memory of Chromium's
 * processes is sampled from /proc: the largest single process and the sum show whether the file was ever
 * held whole. Not part of CI: it needs a gigabyte of disk and a minute or more.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';

const SIZE_MB = Number(process.env.SIZE_MB ?? 1024);
const ALGORITHM = process.env.ALGORITHM ?? 'sha256';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Writes SIZE_MB of varied bytes a megabyte at a time, so the script itself never holds the file. */
function writeFile(path) {
  const block = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < block.length; index += 1) block[index] = (index * 31 + 7) & 0xff;
  writeFileSync(path, '');
  for (let megabyte = 0; megabyte < SIZE_MB; megabyte += 1) {
    block.writeUInt32LE(megabyte, 0); // no two megabytes alike
    writeFileSync(path, block, { flag: 'a' });
  }
}

async function nodeDigest(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

/** Resident memory in MB of the browser's process and all its descendants (not other browsers running). */
function residentMb(rootPid) {
  const parents = new Map();
  const resident = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      parents.set(Number(pid), Number(/PPid:\s+(\d+)/.exec(status)?.[1]));
      resident.set(Number(pid), Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const isOurs = (pid) => {
    for (let at = pid; at > 1; at = parents.get(at) ?? 0) if (at === rootPid) return true;
    return false;
  };
  const sizes = [...resident].filter(([pid]) => isOurs(pid)).map(([, size]) => size);
  return { largest: Math.max(0, ...sizes), total: sizes.reduce((sum, size) => sum + size, 0) };
}

const path = join(tmpdir(), `hash-file-bench-${SIZE_MB}mb.bin`);
console.log(`Writing ${SIZE_MB} MB to ${path}…`);
writeFile(path);
const expected = await nodeDigest(path);

const server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'error' });
const origin = `http://127.0.0.1:${server.httpServer.address().port}`;
const browserServer = await chromium.launchServer({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu'],
});
const chromiumResidentMb = () => residentMb(browserServer.process().pid);
const browser = await chromium.connect(browserServer.wsEndpoint());
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/hash-generator`);
  await page.getByLabel('A file').check();
  await page.getByLabel('Algorithm').selectOption(ALGORITHM);
  const before = chromiumResidentMb();
  let peak = before;
  const sampler = setInterval(() => {
    const now = chromiumResidentMb();
    peak = { largest: Math.max(peak.largest, now.largest), total: Math.max(peak.total, now.total) };
  }, 100);
  const started = performance.now();
  await page.locator('main input[type=file]').setInputFiles(path);
  const digests = page.getByRole('table', { name: 'Digests' });
  await digests.waitFor({ timeout: 30 * 60_000 });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const shown = await digests.innerText();
  const matches = shown.includes(expected);
  console.log(
    [
      `${SIZE_MB} MB, ${ALGORITHM}: ${seconds.toFixed(1)} s (${(SIZE_MB / seconds).toFixed(0)} MB/s)`,
      `SHA-256 matches Node's: ${matches}`,
      `browser memory before: largest process ${before.largest.toFixed(0)} MB, all ${before.total.toFixed(0)} MB`,
      `browser memory peak:   largest process ${peak.largest.toFixed(0)} MB, all ${peak.total.toFixed(0)} MB`,
    ].join('\n'),
  );
  if (!matches && (ALGORITHM === 'sha256' || ALGORITHM === 'all')) process.exitCode = 1;
} finally {
  await browser.close();
  await browserServer.close();
  await server.close();
  rmSync(path, { force: true });
}
