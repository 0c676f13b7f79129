/**
 * Runs tools on generated large input in Chromium through the real pages (production build) and prints,
 * for each: time from click to result shown (output fully in its editor), time from click to the first
 * output on screen (earlier where the worker streams its output), and the longest main-thread task meanwhile. For
 * every scenario it also times the tool's floor, the plain-JavaScript operation it performs (see FLOORS), in the
 * same page on the same text, and prints the ratio of the tool's time to it.
 *
 *   npm run build && npm run bench                       every scenario, 20 MB inputs (two 10 MB for the diff)
 *   npm run bench -- json-formatter json-to-csv          only those
 *   SIZE_MB=5 npm run bench                              smaller inputs
 *   npm run bench -- --json json-formatter > run.json    only the results, as JSON, on stdout
 *   npm run bench -- --compare run.json json-formatter   each timing beside the same one in an earlier run
 *   npm run bench -- --profile sort-lines                  also what ran in each long task (CPU profile)
 *   npm run bench -- --trace json-formatter              also a Chrome trace per tool in bench-results/, and its
 *                                                        longest garbage collection pauses on the main thread
 *
 * Not part of CI: timings depend on the machine. Results are also written to bench-results/.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { dump } from 'js-yaml';

const SIZE_MB = Number(process.env.SIZE_MB ?? 20);
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** A deterministic, realistic document: user records with nested objects, arrays, big ids, unicode. */
export function generateJson(targetBytes) {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = [
    'alpha',
    'beta',
    'gamma',
    'delta',
    'épsilon',
    'zeta',
    '東京',
    'naïve',
    'emoji 🚀',
    'quote "q"',
    'tab\there',
  ];
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
      address: {
        street: `${index} ${pick(words)} Street`,
        city: pick(words),
        zip: String(10000 + (index % 89999)),
        geo: [random() * 180 - 90, random() * 360 - 180],
      },
      history: Array.from({ length: 3 }, (_, n) => ({ at: 1700000000000 + index * 1000 + n, event: pick(words) })),
    };
    // Big integers are written as bare numbers, beyond double precision, as real APIs do.
    const text = JSON.stringify(record).replace(/"id":"(\d+)"/, '"id":$1');
    parts.push(text);
    size += text.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/** Deterministic prose, one sentence a line, with accents, emoji, right-to-left text and repeated lines. */
export function generateText(targetBytes) {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = [
    'the',
    'quick',
    'brown',
    'fox',
    'jumps',
    'over',
    'lazy',
    'dog',
    'Grüße',
    'café',
    'naïve',
    '東京',
    'שלום',
    '👋',
    'userId',
    'first_name',
    'item10',
    'item2',
    '  spaced  ',
  ];
  const lines = [];
  let size = 0;
  while (size < targetBytes) {
    const line =
      random() < 0.1 && lines.length > 0
        ? lines[Math.floor(random() * lines.length)]
        : Array.from({ length: 4 + Math.floor(random() * 10) }, () => words[Math.floor(random() * words.length)]).join(
            ' ',
          );
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
}

/** The records of a JSON document as RFC 4180 CSV, repeated until the text is `targetBytes` long. */
function generateCsv(json, targetBytes) {
  const quote = (value) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const rows = JSON.parse(json).map((record) =>
    [record.id, record.name, record.email, record.age, record.score, record.active].map(String).map(quote).join(','),
  );
  const lines = ['id,name,email,age,score,active'];
  let size = lines[0].length + 1;
  for (let index = 0; size < targetBytes; index += 1) {
    const row = rows[index % rows.length];
    lines.push(row);
    size += row.length + 1;
  }
  return lines.join('\n');
}

/** The records of a JSON document as XML elements with an attribute, repeated until `targetBytes` long. */
function generateXml(json, targetBytes) {
  const escape = (value) =>
    String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
  const elements = JSON.parse(json).map(
    (record) =>
      `  <user id="${escape(record.id)}"><name>${escape(record.name)}</name><email>${escape(record.email)}</email>` +
      `<age>${record.age}</age><active>${record.active}</active></user>`,
  );
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<users>'];
  let size = 60;
  for (let index = 0; size < targetBytes; index += 1) {
    const element = elements[index % elements.length];
    parts.push(element);
    size += element.length + 1;
  }
  parts.push('</users>');
  return parts.join('\n');
}

/** Makes a second document from the first with about one record in a hundred changed. */
function modifySome(text) {
  let seen = 0;
  return text.replace(/"active":(true|false)/g, (match, value) =>
    (seen += 1) % 100 === 0 ? `"active":${value === 'true' ? 'false' : 'true'}` : match,
  );
}

/** Text tools that update as you type; each shows its result in the second editor or in a block of statistics. */
const LIVE_TOOLS = [
  'text-case-converter',
  'remove-extra-spaces',
  'duplicate-line-remover',
  'sort-lines',
  'reverse-text',
  'word-frequency-counter',
  'hex-encoder-decoder',
  'base64-encoder',
  'url-encoder',
  'html-entity-encoder',
];

/**
 * Each scenario's floor: the plain-JavaScript operation the tool performs, run in the same page on the same
 * input, so the bench can say how far above it the tool is (issue 27: within 2×). A floor is the body of a
 * function of `inputs` (the scenario's texts); `libraries` are the same libraries the tools use, loaded into the
 * page as globals from their browser builds. Where a tool does more than its floor (the case converter's ten
 * cases), the floor is what is on screen first.
 */
const FLOORS = {
  'json-formatter': 'JSON.stringify(JSON.parse(inputs[0]), null, 2)',
  'json-minifier': 'JSON.stringify(JSON.parse(inputs[0]))',
  'csv-to-json': 'JSON.stringify(Papa.parse(inputs[0], { header: true }).data, null, 2)',
  'xml-to-json': 'JSON.stringify(new fxp.XMLParser({ ignoreAttributes: false }).parse(inputs[0]), null, 2)',
  'json-to-csv':
    'Papa.unparse(JSON.parse(inputs[0]).map((record) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, typeof value === "object" ? JSON.stringify(value) : value]))))',
  'yaml-to-json': 'JSON.stringify(jsyaml.load(inputs[0]), null, 2)',
  'json-to-yaml': 'jsyaml.dump(JSON.parse(inputs[0]))',
  'json-to-xml': 'new fxp.XMLBuilder({ format: true }).build({ root: { item: JSON.parse(inputs[0]) } })',
  'json-diff-checker': '[JSON.parse(inputs[0]), JSON.parse(inputs[1])]',
  'text-case-converter': 'inputs[0].toUpperCase().split("\\n")',
  'remove-extra-spaces': 'inputs[0].replace(/[ \\t]+/g, " ").split("\\n").map((line) => line.trim()).join("\\n")',
  'duplicate-line-remover': '[...new Set(inputs[0].split("\\n"))].join("\\n")',
  'sort-lines': 'inputs[0].split("\\n").sort().join("\\n")',
  'reverse-text': 'Array.from(inputs[0]).reverse().join("")',
  'word-frequency-counter':
    'const counts = new Map(); for (const word of inputs[0].toLowerCase().split(/\\s+/)) counts.set(word, (counts.get(word) ?? 0) + 1); return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 100)',
  'hex-encoder-decoder':
    'const bytes = new TextEncoder().encode(inputs[0]); const hex = Array.from({ length: 256 }, (_, n) => n.toString(16).padStart(2, "0")); const parts = new Array(bytes.length); for (let n = 0; n < bytes.length; n++) parts[n] = hex[bytes[n]]; return parts.join(" ")',
  'base64-encoder':
    'const bytes = new TextEncoder().encode(inputs[0]); let binary = ""; for (let n = 0; n < bytes.length; n += 32768) binary += String.fromCharCode(...bytes.subarray(n, n + 32768)); return btoa(binary)',
  'url-encoder': 'encodeURIComponent(inputs[0])',
  'html-entity-encoder':
    'inputs[0].replace(/[&<>"\']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", \'"\': "&quot;", "\'": "&#39;" })[character])',
  'string-length-counter':
    '[inputs[0].length, Array.from(inputs[0]).length, new TextEncoder().encode(inputs[0]).length]',
};

/** The libraries' browser builds, evaluated in the page as globals (Papa, fxp, jsyaml) for the floors. */
const FLOOR_LIBRARIES = [
  'node_modules/papaparse/papaparse.min.js',
  'node_modules/fast-xml-parser/lib/fxp.min.js',
  'node_modules/js-yaml/dist/browser/js-yaml.umd.min.js',
];

/**
 * Times a scenario's floor in the page, best of three, in milliseconds. Evaluated through the DevTools
 * protocol, which the page's Content-Security-Policy does not govern (the app itself never evaluates code).
 */
async function measureFloor(page, name, inputs) {
  for (const library of FLOOR_LIBRARIES) await page.evaluate(readFileSync(library, 'utf8'));
  return page.evaluate(
    ({ body, texts }) => {
      const floor = new Function('inputs', body.includes('return') ? body : `return ${body}`);
      const times = [];
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        floor(texts);
        times.push(performance.now() - started);
      }
      return Math.min(...times);
    },
    { body: FLOORS[name], texts: inputs },
  );
}

function scenarios(bytes) {
  const json = generateJson(bytes);
  const text = generateText(bytes);
  const half = generateJson(bytes / 2);
  // Pretty-printed, the minifier's input is about 1.6 times the compact document it came from.
  const pretty = JSON.stringify(JSON.parse(generateJson(bytes / 1.6)), null, 2);
  return {
    'json-formatter': {
      path: '/json-formatter',
      inputs: [json],
      button: 'Format & Validate',
      done: 'Your JSON is properly formatted and valid',
      outputEditor: 1,
    },
    'json-minifier': {
      path: '/json-minifier',
      inputs: [pretty],
      button: 'Minify JSON',
      done: 'JSON minified',
      outputEditor: 1,
      // Minified JSON is one line.
      outputLines: 1,
    },
    'csv-to-json': {
      path: '/csv-to-json',
      inputs: [generateCsv(half, bytes)],
      button: 'Convert to JSON',
      done: 'Conversion Successful',
      outputEditor: 1,
    },
    'xml-to-json': {
      path: '/xml-to-json',
      inputs: [generateXml(half, bytes)],
      button: 'Convert to JSON',
      done: 'Conversion Successful',
      outputEditor: 1,
    },
    'json-to-csv': {
      path: '/json-to-csv',
      inputs: [json],
      button: 'Convert to CSV',
      done: 'Conversion Successful',
      outputEditor: 1,
    },
    'yaml-to-json': {
      path: '/yaml-to-json',
      inputs: [dump(JSON.parse(json), { indent: 2, lineWidth: -1, noRefs: true })],
      button: 'Convert to JSON',
      done: 'Conversion Successful',
      outputEditor: 1,
    },
    'json-to-yaml': {
      path: '/json-to-yaml',
      inputs: [json],
      button: 'Convert to YAML',
      done: 'Conversion Successful',
      outputEditor: 1,
    },
    'json-to-xml': {
      path: '/json-to-xml',
      inputs: [json],
      button: 'Convert to XML',
      done: 'Conversion Successful',
      outputEditor: 1,
    },
    'json-diff-checker': {
      path: '/json-diff-checker',
      inputs: [half, modifySome(half)],
      button: 'Compare JSON',
      done: 'Differences Summary',
    },
    // Live tools: no button; timed from the file chosen to the result shown.
    ...Object.fromEntries(LIVE_TOOLS.map((id) => [id, { path: `/${id}`, inputs: [text], live: true }])),
    // Its statistics are on the page from the start; done when they show the text's UTF-16 length.
    'string-length-counter': {
      path: '/string-length-counter',
      inputs: [text],
      live: true,
      doneText: text.length.toLocaleString('en-US'),
    },
  };
}

/**
 * Samples the page's main thread with the CPU profiler. The profile's clock is not the page's, so a marker
 * function busy for a few milliseconds ties the two together: its first sample is at the page time it began.
 */
async function startProfiling(page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 250 });
  await session.send('Profiler.start');
  const markerAt = await page.evaluate(() => {
    const began = performance.now();
    (function benchClockMarker() {
      while (performance.now() - began < 5);
    })();
    return began;
  });
  return async () => {
    const { profile } = await session.send('Profiler.stop');
    await session.detach();
    return { profile, markerAt };
  };
}

/** For each long task, the functions that took most of it (self time), as "name (file:line) ms". */
function attributeLongTasks({ profile, markerAt }, longTasks) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((time += delta));
  const markerNode = profile.nodes.find((node) => node.callFrame.functionName === 'benchClockMarker');
  const markerIndex = profile.samples.findIndex((id) => id === markerNode?.id);
  if (markerIndex < 0) return longTasks.map(() => ['(marker not sampled)']);
  const toPageTime = (micros) => markerAt + (micros - times[markerIndex]) / 1000;
  return longTasks.map((task) => {
    const selfMs = new Map();
    for (let index = 0; index < profile.samples.length - 1; index += 1) {
      const at = toPageTime(times[index]);
      if (at < task.start || at > task.start + task.duration) continue;
      const { functionName, url, lineNumber } = nodes.get(profile.samples[index]).callFrame;
      const label = `${functionName || '(anonymous)'}${url ? ` (${url.split('/').pop()}:${lineNumber + 1})` : ''}`;
      selfMs.set(label, (selfMs.get(label) ?? 0) + (times[index + 1] - times[index]) / 1000);
    }
    return [...selfMs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([label, ms]) => `${label} ${Math.round(ms)} ms`);
  });
}

function printAttribution(log, name, stopped, longTasks) {
  const attribution = attributeLongTasks(stopped, longTasks);
  log(`\n${name}: long tasks during the run`);
  longTasks.forEach((task, index) => {
    log(`  ${Math.round(task.duration)} ms at ${Math.round(task.start)}: ${attribution[index].join(', ')}`);
  });
}

/** The main thread's garbage collection pauses in a Chrome trace, longest first: what is beyond a page's control. */
function longestCollections(trace, count = 5) {
  const { traceEvents } = JSON.parse(trace);
  const mainThread = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === mainThread?.pid &&
        event.tid === mainThread?.tid &&
        ['MajorGC', 'MinorGC', 'V8.GCFinalizeMC', 'V8.GCScavenger', 'V8.GC_MC_EVACUATE'].includes(event.name),
    )
    .sort((a, b) => b.dur - a.dur)
    .slice(0, count)
    .map((event) => `${event.name} ${Math.round(event.dur / 1000)} ms`);
}

async function runScenario(browser, origin, name, scenario, { profile, trace, log }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route('**/*', (route) => (route.request().url().startsWith(origin) ? route.continue() : route.abort()));
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${origin}${scenario.path}`);
  await page.getByRole('textbox').first().waitFor();
  const stopProfiling = profile ? await startProfiling(page) : null;
  if (trace)
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.gc'],
    });
  const report = async (duringRun) => {
    if (stopProfiling) printAttribution(log, name, await stopProfiling(), duringRun);
    if (trace) {
      const file = `bench-results/trace-${name}.json`;
      const buffer = await browser.stopTracing();
      mkdirSync('bench-results', { recursive: true });
      writeFileSync(file, buffer);
      log(`${name}: trace in ${file}; longest collections: ${longestCollections(buffer.toString()).join(', ')}`);
    }
  };
  if (scenario.live) return runLiveScenario(page, name, scenario, report);

  const loadStart = Date.now();
  for (const [index, text] of scenario.inputs.entries()) {
    const file = join(tmpdir(), `bench-${name}-${index}.txt`);
    writeFileSync(file, text);
    await page.locator('input[type=file]').nth(index).setInputFiles(file);
    await page
      .getByText(`${text.length.toLocaleString('en-US')} characters`)
      .first()
      .waitFor({ timeout: 120_000 });
  }
  const loadMs = Date.now() - loadStart;

  const shown = page.evaluate(
    ({ button: label, done, outputEditor, outputLines }) =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((candidate) =>
          candidate.textContent?.includes(label),
        );
        let clickedAt = 0;
        // When the output editor first shows text: before the end where the worker streams its output.
        let firstOutputAt;
        button.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
        // Shown = the result panel is up and, where there is an output editor, it holds all of the text.
        const isShown = () => {
          if (!document.body.textContent.includes(done)) return false;
          if (outputEditor === undefined) return true;
          const output = document.querySelectorAll('[data-editor]')[outputEditor];
          return (
            output?.querySelectorAll('.cm-line, [data-line]').length >= outputLines &&
            output.getAttribute('aria-busy') === 'false'
          );
        };
        const hasOutput = () => {
          const output = document.querySelectorAll('[data-editor]')[outputEditor];
          return output !== undefined && !output.querySelector('.cm-placeholder') && output.textContent !== '';
        };
        const observer = new MutationObserver(() => {
          if (!clickedAt) return;
          if (firstOutputAt === undefined && outputEditor !== undefined && hasOutput())
            firstOutputAt = performance.now();
          if (!isShown()) return;
          observer.disconnect();
          // Two frames: the result has been painted, not just put in the DOM.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve({ clickedAt, firstOutputAt, shownAt: performance.now() })),
          );
        });
        observer.observe(document.body, {
          childList: true,
          subtree: true,
          characterData: true,
          attributes: true,
          attributeFilter: ['aria-busy'],
        });
      }),
    {
      button: scenario.button,
      done: scenario.done,
      outputEditor: scenario.outputEditor,
      // Past one line, so a result that is still arriving is not taken for the whole of it.
      outputLines: scenario.outputLines ?? 2,
    },
  );
  await page.getByRole('button', { name: scenario.button }).click();
  const { clickedAt, firstOutputAt, shownAt } = await shown;
  const longTasks = await page.evaluate(() => window.__longTasks);
  const duringRun = longTasks.filter((task) => task.start + task.duration >= clickedAt && task.start <= shownAt);
  await report(duringRun);

  const result = {
    inputMB: Number((scenario.inputs.reduce((sum, text) => sum + text.length, 0) / 1024 / 1024).toFixed(1)),
    fileLoadMs: loadMs,
    clickToResultShownMs: Math.round(shownAt - clickedAt),
    ...(firstOutputAt === undefined ? {} : { clickToFirstOutputMs: Math.round(firstOutputAt - clickedAt) }),
    longestMainThreadTaskMs: Math.round(Math.max(0, ...duringRun.map((task) => task.duration))),
    longTasksDuringRun: duringRun.length,
  };
  const floorMs = await measureFloor(page, name, scenario.inputs);
  result.floorMs = Math.round(floorMs);
  result.ratioToFloor = Number(((shownAt - clickedAt) / floorMs).toFixed(2));
  await page.close();
  return result;
}

/**
 * A live tool: from the file chosen to the result shown, which is the file's text in the input editor and
 * either the second editor filled or the statistics of the whole text (or the ten cases) on the page.
 */
async function runLiveScenario(page, name, scenario, report) {
  const [text] = scenario.inputs;
  const file = join(tmpdir(), `bench-${name}.txt`);
  writeFileSync(file, text);
  await page.evaluate(() => {
    document
      .querySelector('input[type=file]')
      .addEventListener('change', () => (window.__chosenAt = performance.now()), { capture: true, once: true });
  });
  await page.locator('input[type=file]').first().setInputFiles(file);
  const shownAt = await page.waitForFunction(
    (doneText) => {
      if (window.__chosenAt === undefined) return false;
      if (doneText !== undefined)
        return document.querySelector('dl[aria-label="Statistics"]')?.textContent.includes(doneText)
          ? performance.now()
          : false;
      const editors = document.querySelectorAll('[data-editor]');
      if ([...editors].some((editor) => editor.getAttribute('aria-busy') === 'true')) return false;
      const output = editors[1];
      const hasResult = output
        ? output.querySelectorAll('.cm-line, [data-line]').length > 1 || !output.querySelector('.cm-placeholder')
        : document.querySelector('dl[aria-label="Statistics"], [aria-label^="Copy "]') !== null;
      return hasResult && !document.querySelector('[role="alert"]') ? performance.now() : false;
    },
    scenario.doneText,
    { timeout: 300_000, polling: 50 },
  );
  const chosenAt = await page.evaluate(() => window.__chosenAt);
  const finishedAt = await shownAt.jsonValue();
  const longTasks = await page.evaluate(() => window.__longTasks);
  const duringRun = longTasks.filter((task) => task.start + task.duration >= chosenAt && task.start <= finishedAt);
  await report(duringRun);
  const floorMs = await measureFloor(page, name, scenario.inputs);
  await page.close();
  return {
    inputMB: Number((text.length / 1024 / 1024).toFixed(1)),
    fileChosenToResultShownMs: Math.round(finishedAt - chosenAt),
    longestMainThreadTaskMs: Math.round(Math.max(0, ...duringRun.map((task) => task.duration))),
    longTasksDuringRun: duringRun.length,
    floorMs: Math.round(floorMs),
    ratioToFloor: Number(((finishedAt - chosenAt) / floorMs).toFixed(2)),
  };
}

/** `--json` prints one JSON document (and nothing else) on stdout; `--compare <file>` sets a run beside an earlier one. */
function parseArguments(argv) {
  const names = [];
  let json = false;
  let compareWith = null;
  let profile = false;
  let trace = false;
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--json') json = true;
    else if (argv[index] === '--trace') trace = true;
    else if (argv[index] === '--profile') profile = true;
    else if (argv[index] === '--compare') compareWith = argv[++index];
    else names.push(argv[index]);
  }
  return { names, json, compareWith, profile, trace };
}

/** Each timing of this run as a multiple of the same timing in an earlier run's JSON (0.9 = 10% faster). */
function compareRuns(previous, results) {
  const rows = {};
  for (const [name, figures] of Object.entries(results)) {
    const before = previous.results?.[name];
    if (!before) continue;
    rows[name] = Object.fromEntries(
      Object.entries(figures)
        .filter(([key]) => key.endsWith('Ms') && typeof before[key] === 'number' && before[key] > 0)
        .map(([key, value]) => [key, `${before[key]} → ${value} (×${(value / before[key]).toFixed(2)})`]),
    );
  }
  return rows;
}

async function main() {
  const { names, json, compareWith, profile, trace } = parseArguments(process.argv.slice(2));
  // In JSON mode stdout carries only the document, so progress goes to stderr.
  const log = json ? (...parts) => console.error(...parts) : (...parts) => console.log(...parts);
  if (!existsSync('dist/index.html')) throw new Error('No build found: run `npm run build` first.');
  const all = scenarios(SIZE_MB * 1024 * 1024);
  const chosen = names.length > 0 ? names : Object.keys(all);
  const unknown = chosen.filter((name) => !(name in all));
  if (unknown.length > 0)
    throw new Error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(all).join(', ')}`);

  const server = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, logLevel: 'error' });
  const origin = `http://127.0.0.1:${server.httpServer.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : []),
    ],
  });
  const results = {};
  let browserVersion = '';
  try {
    browserVersion = browser.version();
    for (const name of chosen) {
      results[name] = await runScenario(browser, origin, name, all[name], { profile, trace, log });
      log(name, results[name]);
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
  const run = {
    date: new Date().toISOString(),
    sizeMB: SIZE_MB,
    machine: {
      cpus: cpus().length,
      cpu: cpus()[0]?.model ?? 'unknown',
      node: process.version,
      chromium: browserVersion,
    },
    results,
  };
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/results.json', `${JSON.stringify(run, null, 2)}\n`);
  const comparison = compareWith ? compareRuns(JSON.parse(readFileSync(compareWith, 'utf8')), results) : null;
  if (json) {
    console.log(JSON.stringify(comparison ? { ...run, comparedWith: compareWith, comparison } : run, null, 2));
    return;
  }
  console.table(results);
  if (comparison) {
    console.log(`\nCompared with ${compareWith}:`);
    console.table(comparison);
  }
}

await main();
