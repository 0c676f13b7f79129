/**
 * What every browser test imports instead of @playwright/test. Each test automatically:
 * - blocks and fails on any request that would leave the machine (the app promises nothing leaves the page);
 *   the one test that loads a page the user typed (the Responsive Design Checker's URL mode) names the
 *   second loopback server it loads from, with `test.use({ allowedOrigins: [...] })`;
 * - fails on console errors and uncaught page errors, unless it opts out with
 *   `test.use({ allowConsoleErrors: true })`; the errors are in the `consoleErrors` fixture either way.
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { test as base, expect, type Page } from '@playwright/test';
import { keptForm } from '../src/test/kept-forms';

export { expect };

interface Fixtures {
  /** Set to true (with test.use) for tests that expect console errors. */
  allowConsoleErrors: boolean;
  /** Origins besides the app's own that this test may load from (`http://127.0.0.1:4399`). */
  allowedOrigins: string[];
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /** Aborts every request that is not to the app's own server and fails the test listing them. */
  offlineGuard: void;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

function isLocal(url: string, port: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(parsed.protocol) || allowedOrigins.includes(parsed.origin)) return true;
  return (
    (parsed.protocol === 'http:' || parsed.protocol === 'ws:') &&
    LOCAL_HOSTS.has(parsed.hostname) &&
    parsed.port === port
  );
}

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  allowedOrigins: [[], { option: true }],

  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A request the offline guard blocked; that guard reports it, by URL.
        if (message.text().includes('net::ERR_BLOCKED_BY_CLIENT')) return;
        const { url, lineNumber } = message.location();
        errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`page error: ${error.stack || error.message}`);
      });
      await use(errors);
      if (!allowConsoleErrors) {
        expect(
          errors,
          'Console errors or uncaught page errors (opt out with test.use({ allowConsoleErrors: true }))',
        ).toEqual([]);
      }
    },
    { auto: true },
  ],

  offlineGuard: [
    async ({ context, baseURL, allowedOrigins }, use) => {
      const port = new URL(baseURL ?? 'http://127.0.0.1:4173').port;
      const external = new Set<string>();
      context.on('request', (request) => {
        if (!isLocal(request.url(), port, allowedOrigins)) external.add(request.url());
      });
      await context.route('**/*', async (route) => {
        const url = route.request().url();
        if (isLocal(url, port, allowedOrigins)) {
          await route.fallback().catch(() => {});
        } else {
          external.add(url);
          await route.abort('blockedbyclient').catch(() => {});
        }
      });
      await context.routeWebSocket(
        (url) => !isLocal(url.href, port, allowedOrigins),
        (socket) => {
          external.add(socket.url());
          void socket.close().catch(() => {});
        },
      );
      await use();
      expect([...external], 'Requests to somewhere other than the app itself (all were blocked)').toEqual([]);
    },
    { auto: true },
  ],
});

function editor(page: Page, label: string) {
  // CodeMirror's .cm-content is role=textbox and carries the pane's aria-label, as does the large-text viewer's scroller.
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Replaces the text of the CodeMirror editor named `label`, as a user typing or pasting would. */
export async function fillEditor(page: Page, label: string, text: string): Promise<void> {
  const content = editor(page, label);
  await content.click();
  await content.press('ControlOrMeta+A');
  await content.fill(text);
}

/**
 * The full text of the editor named `label`. The DOM only holds the lines on screen, so this asks the editor
 * itself: @codemirror/view 6.43 keeps its top-level tile, whose `view` is the EditorView, on `.cm-content` as
 * `cmTile` (older versions kept a `cmView` whose `view` was the EditorView). A long read-only text is shown
 * by the large-text viewer instead, whose text box gives its text through `largeText()`.
 */
export async function editorText(page: Page, label: string): Promise<string> {
  return editor(page, label).evaluate((element) => {
    interface ViewLike {
      state: { doc: { toString(): string } };
    }
    const node = element as Element & {
      cmTile?: { view?: ViewLike; root?: { view?: ViewLike } | null };
      cmView?: { view?: ViewLike };
      largeText?: () => string;
    };
    // With its line breaks as CodeMirror's document has them, so a spec reads either kind of pane alike.
    if (typeof node.largeText === 'function') return node.largeText().replace(/\r\n?/g, '\n');
    const view = node.cmTile?.view ?? node.cmTile?.root?.view ?? node.cmView?.view;
    if (!view) throw new Error('editorText: this element is not a CodeMirror editor content element');
    return view.state.doc.toString();
  });
}

/**
 * The texts of the tool's inputs, in page order: every CodeMirror editor the user can edit, and every
 * one-line or multi-line text field of the screen (a timestamp, a zone, a key).
 */
export async function toolInputTexts(page: Page): Promise<string[]> {
  return page.locator(TOOL_INPUTS).evaluateAll((elements) =>
    elements.map((element) => {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element.value;
      interface ViewLike {
        state: { doc: { toString(): string } };
      }
      const node = element as Element & { cmTile?: { view?: ViewLike; root?: { view?: ViewLike } | null } };
      const view = node.cmTile?.view ?? node.cmTile?.root?.view;
      if (!view) throw new Error('toolInputTexts: an editor content element without its view');
      return view.state.doc.toString();
    }),
  );
}

/**
 * The tool's input texts once they have stopped changing: a tool may rework its inputs a moment after
 * typing (a table generator re-imports the text it was given), and a comparison must start from the settled state.
 */
export async function settledInputTexts(page: Page, quietMs = 300): Promise<string[]> {
  let previous = await toolInputTexts(page);
  for (;;) {
    await page.waitForTimeout(quietMs);
    const current = await toolInputTexts(page);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
}

/** Where the user types a tool's input: its editable editors and its text fields, but not secrets, which are never kept. */
export const TOOL_INPUTS =
  '[data-pane] .cm-content:not([aria-readonly="true"]), main input[type=text]:not([data-secret]), main textarea:not([data-secret])';

/** Presses the shell's Share button and reads the link it copied. */
export async function copyShareLink(page: Page): Promise<string> {
  // Emptied first: a second link copied while the first one's notice still shows is read once it is written.
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByText(/^Share link copied to clipboard!/).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe('');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** What a share link holds, decoded the way the app does: base64url, then deflate-raw, then JSON. */
export function sharedState(link: string): { tool: string; state: Record<string, unknown> } {
  const value = new URL(link).hash.replace(/^#share=/, '');
  const [version, data] = value.split('.');
  expect(version, 'the share format version').toBe('1');
  return JSON.parse(inflateRawSync(Buffer.from(data!, 'base64url')).toString('utf8'));
}

/** The app path of a share link for `toolId` holding `state`, made the way the Share button makes one. */
export function shareLinkPath(toolId: string, state: Record<string, unknown>): string {
  const compressed = deflateRawSync(Buffer.from(JSON.stringify({ tool: toolId, state }), 'utf8'), { level: 9 });
  return `/${toolId}#share=1.${compressed.toString('base64url')}`;
}

/**
 * The longest main-thread task a hostile share link may cause in a test of its own: the bombs it guards against
 * held the tab 10 to 90 s, and a tool page alone has taken 80 to 600 ms on a loaded 2-core machine.
 */
export const HOSTILE_LINK_TASK_MS = 750;

/**
 * Opens `path` (a hostile share link) with the page's main-thread tasks watched from the first script on,
 * and returns how to read the longest task so far and the JavaScript heap in use (Chromium's
 * performance.memory, after a forced collection where the browser allows one).
 */
export async function openWatched(
  page: Page,
  path: string,
): Promise<{ longestTaskMs: () => Promise<number>; heapMB: () => Promise<number> }> {
  await page.addInitScript(() => {
    const watched = window as unknown as { longestTaskMs: number };
    watched.longestTaskMs = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watched.longestTaskMs = Math.max(watched.longestTaskMs, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(path);
  return {
    longestTaskMs: () => page.evaluate(() => (window as unknown as { longestTaskMs: number }).longestTaskMs),
    heapMB: async () => {
      const session = await page.context().newCDPSession(page);
      await session.send('HeapProfiler.collectGarbage');
      const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
      await session.detach();
      return usedSize / 1024 / 1024;
    },
  };
}

/**
 * Starts watching the page's main thread by its animation frames; the returned function stops the watch and
 * gives the longest gap between two frames, in ms: how long the page was held while the watch ran.
 */
export async function watchFrameGaps(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = { last: performance.now(), longest: 0, running: true };
    (window as unknown as { frameWatch: typeof state }).frameWatch = state;
    const tick = () => {
      const now = performance.now();
      state.longest = Math.max(state.longest, now - state.last);
      state.last = now;
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { frameWatch: { longest: number; running: boolean } }).frameWatch;
      state.running = false;
      return state.longest;
    });
}

/** The values of the tool's secret fields (a card number, a password, a key), which are never kept. */
export function secretTexts(page: Page): Promise<string[]> {
  return page
    .locator('main [data-secret]')
    .evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
}

/**
 * What Load Sample filled in: the tool's input texts, or, for a tool whose input is a secret, its secret
 * fields. Waits until something is filled.
 */
export async function filledByTheSample(page: Page): Promise<{ inputs: string[]; secrets: string[]; kept: string[] }> {
  const filled = async () => ({ inputs: await toolInputTexts(page), secrets: await secretTexts(page) });
  // Every pane's editor is in place (its chunk loads on first use), or its text would be missed.
  await expect
    .poll(() => page.locator('[data-pane]:not(:has(.cm-editor, [data-editor="large-text"]))').count())
    .toBe(0);
  await expect.poll(async () => Object.values(await filled()).flat()).toContainEqual(expect.stringMatching(/\S/));
  const { inputs, secrets } = await filled();
  // What the tool keeps of them: credentials in a pasted HTTP head are blanked (src/test/kept-forms).
  const toolId = new URL(page.url()).pathname.slice(1);
  return { inputs, secrets, kept: inputs.map((text) => keptForm(toolId, text)) };
}

/**
 * The checked state of every checkbox and radio button in the tool's screen, in page order, but the switches
 * that let a link carry a field ("Include the token"): a choice made for one link, never restored.
 */
export function controlStates(page: Page): Promise<boolean[]> {
  return page
    .locator('main input[type=checkbox]:not([data-link-switch]), main input[type=radio]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).checked));
}

/**
 * Opens the JSON formatter and formats a 300 K-character document, past the 256 K at which the work goes to
 * the tool's Web Worker; pasted, as a user would, since typing that much would take minutes.
 */
export async function formatInTheWorker(page: Page, path = '/json-formatter'): Promise<void> {
  await page.goto(path);
  const big = JSON.stringify(Array.from({ length: 6000 }, (_, index) => ({ index, text: 'x'.repeat(30) })));
  await page.getByRole('textbox', { name: 'Input JSON' }).click();
  await page.evaluate((text) => navigator.clipboard.writeText(text), big);
  await page.keyboard.press('ControlOrMeta+V');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON')).toBeVisible();
}

/** Waits until a server the test started answers `url` with 200. */
export async function untilServing(url: string): Promise<void> {
  await expect
    .poll(() =>
      fetch(url).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(200);
}

/** Waits until the service worker has cached the build and controls the page. */
export async function untilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Watches for a disabled button showing `label` (a busy state, such as "Validating..."), from now on, and
 * gives a check of whether one has shown. A busy state lasts a few hundred milliseconds, which a test that
 * looks for it after the click can miss on a loaded machine; an observer in the page sees every change.
 */
export async function watchForBusyButton(page: Page, label: string): Promise<() => Promise<boolean>> {
  await page.evaluate((busyLabel) => {
    const seen = ((window as unknown as { busySeen?: Record<string, boolean> }).busySeen ??= {});
    seen[busyLabel] = false;
    const observer = new MutationObserver(() => {
      for (const button of document.querySelectorAll('button')) {
        const disabled = button.disabled || button.getAttribute('aria-disabled') === 'true';
        if (disabled && button.textContent?.trim() === busyLabel) {
          seen[busyLabel] = true;
          observer.disconnect();
        }
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, label);
  return () =>
    page.evaluate(
      (busyLabel) => (window as unknown as { busySeen: Record<string, boolean> }).busySeen[busyLabel] === true,
      label,
    );
}

/** The sandboxed preview frame whose title (accessible name) is `title`. */
export function previewFrame(page: Page, title: string) {
  return page.frameLocator(`iframe[title="${title}"]`);
}

/** Whether Chromium takes `value` for `property`, as `CSS.supports(property, value)` says. */
export function cssSupports(page: Page, property: string, value: string): Promise<boolean> {
  return page.evaluate(([name, text]) => CSS.supports(name!, text!), [property, value]);
}

/**
 * Waits until the element `selector` in the preview frame `title` computes each of `declarations` exactly as
 * the browser computes that declaration by itself (on a probe element beside it, so percentages and
 * inherited values resolve alike). The generated CSS is what the preview shows, not an approximation.
 */
export async function expectPreviewToMatch(
  page: Page,
  title: string,
  selector: string,
  declarations: Record<string, string>,
): Promise<void> {
  const element = previewFrame(page, title).locator(selector).first();
  const compare = () =>
    element.evaluate((target, wanted) => {
      const probe = document.createElement(target.localName);
      probe.style.visibility = 'hidden';
      target.parentElement!.append(probe);
      const shown = getComputedStyle(target);
      const expected = getComputedStyle(probe);
      const differences: string[] = [];
      for (const [property, value] of Object.entries(wanted)) {
        probe.style.setProperty(property, value);
        const actual = shown.getPropertyValue(property);
        const computed = expected.getPropertyValue(property);
        if (probe.style.getPropertyValue(property) === '') differences.push(`${property}: “${value}” is not valid CSS`);
        else if (actual !== computed)
          differences.push(`${property}: preview has “${actual}”, the CSS gives “${computed}”`);
      }
      probe.remove();
      return differences;
    }, declarations);
  await expect
    .poll(compare, { message: `preview ${title} ${selector} matches ${JSON.stringify(declarations)}` })
    .toEqual([]);
}

/**
 * Opens a tool under an installed clock and waits for its screen, not just its heading: the heading comes with
 * the tool frame, the screen in a second lazy chunk, and React reveals that chunk on a timer. A test that pauses
 * the clock before the screen is in would wait for it forever.
 */
export async function openToolScreen(page: Page, path: string, name: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Loading ${name}...`)).toHaveCount(0);
}

/**
 * With the clock paused, moves it in small steps until the tool's screen is in (see openToolScreen), and says
 * how far it moved, so a test can bring the clock to the time it means.
 */
export async function stepClockUntilScreen(page: Page, name: string, stepMs = 100): Promise<number> {
  let movedMs = 0;
  const loading = page.getByText(`Loading ${name}...`);
  const heading = page.getByRole('heading', { level: 1, name });
  for (;;) {
    if ((await heading.count()) > 0 && (await loading.count()) === 0) return movedMs;
    if (movedMs >= 10_000) throw new Error(`${name}: the screen did not load within 10 s of clock time`);
    await page.clock.runFor(stepMs);
    movedMs += stepMs;
  }
}

/** Opens the command palette with its shortcut, from the page as it is, and gives the dialog and its search field. */
export async function openPalette(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const field = palette.getByRole('combobox', { name: 'Search tools and commands, or paste data' });
  // The shortcut is heard once the app's effects have run, a moment after the first paint on a busy machine.
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press('ControlOrMeta+K');
    await expect(field).toBeFocused({ timeout: 1000 });
  }).toPass();
  return { palette, field };
}
