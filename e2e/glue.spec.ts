/**
 * The glue between tools, in the built app: share links, "Open in…" chaining, paste anything on home, the
 * command palette and the keyboard shortcuts.
 */
import type { BrowserContext } from '@playwright/test';
import { tools } from '../src/catalogue';
import { SAMPLE_SECRET, SAMPLE_TOKEN } from '../src/tools/jwt-decoder/core';
import {
  controlStates,
  copyShareLink,
  editorText,
  expect,
  fillEditor,
  filledByTheSample,
  openPalette,
  secretTexts,
  settledInputTexts,
  sharedState,
  toolInputTexts,
  TOOL_INPUTS,
  test,
} from './fixtures';

const SAMPLE_BUTTON = /^(Load Sample|Valid Example)$/;

/** Every request a context makes, with its body, to check none carries what only the fragment should. */
function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => seen.push(`${request.url()}\n${request.postData() ?? ''}`));
  return seen;
}

test.describe('share links', () => {
  test('a JWT decoder link restores the token in a new browser, and never holds the key', async ({
    page,
    browser,
    baseURL,
  }) => {
    const requests = recordRequests(page.context());
    await page.goto('/jwt-decoder');
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await expect(page.getByRole('heading', { name: 'Signature verified' })).toBeVisible();
    await expect(page.getByLabel('Secret', { exact: true })).toHaveValue(SAMPLE_SECRET);

    // A token is a bearer credential: it goes in a link only when the user ticks the box.
    await page.getByRole('checkbox', { name: 'Include the token' }).check();
    const link = await copyShareLink(page);
    await expect(page.getByText(/^Share link copied to clipboard!/).first()).toContainText(
      'The secret or key is left out. The token is included, as you chose.',
    );
    expect(link).toMatch(new RegExp(`^${baseURL}/jwt-decoder#share=1\\.[A-Za-z0-9_-]+$`));
    const shared = sharedState(link);
    expect(shared.tool).toBe('jwt-decoder');
    expect(shared.state.input).toBe(SAMPLE_TOKEN);
    expect(shared.state).not.toHaveProperty('key');
    expect(JSON.stringify(shared)).not.toContain(SAMPLE_SECRET);

    // A new browser context: no storage, no memory of the first one.
    const other = await browser.newContext();
    const otherRequests = recordRequests(other);
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await expect.poll(() => editorText(otherPage, 'Encoded Token')).toBe(SAMPLE_TOKEN);
      await expect.poll(() => editorText(otherPage, 'Payload')).toContain('"account_id": 12345678901234567890');
      await expect(otherPage.getByLabel('Secret', { exact: true })).toHaveValue('');
      // The fragment is taken out of the address once read, so a reload keeps later edits instead.
      expect(new URL(otherPage.url()).hash).toBe('');
    } finally {
      await other.close();
    }

    const fragment = new URL(link).hash;
    const tokenPayload = SAMPLE_TOKEN.split('.')[1]!;
    for (const request of [...requests, ...otherRequests]) {
      expect(request.startsWith(`${baseURL}/`), request).toBe(true);
      expect(request).not.toContain(fragment.slice(1, 60));
      expect(request).not.toContain(tokenPayload);
    }
  });

  for (const tool of tools) {
    test(`${tool.id}: a link opened in a new tab restores its input and options`, async ({ page, context }) => {
      await page.goto(tool.path);
      await page.getByRole('button', { name: SAMPLE_BUTTON }).click();
      // A field shared only on purpose (a JWT) is shared here: its switch is ticked, and never restored.
      for (const linkSwitch of await page.locator('main input[data-link-switch]').all()) await linkSwitch.check();
      const checkbox = page.locator('main input[type=checkbox]:enabled:not([data-link-switch])').first();
      if ((await checkbox.count()) > 0) await checkbox.click();
      const { kept, secrets } = await filledByTheSample(page);
      const controls = await controlStates(page);
      const link = await copyShareLink(page);
      expect(sharedState(link).tool).toBe(tool.id);
      for (const secret of secrets.filter((text) => text !== ''))
        expect(JSON.stringify(sharedState(link))).not.toContain(secret);

      // A new tab has its own, empty session storage: only the link can bring the state.
      const opened = await context.newPage();
      await opened.goto(link);
      await expect(opened.locator(`${TOOL_INPUTS}, main [data-secret]`).first()).toBeVisible();
      await expect.poll(() => toolInputTexts(opened)).toEqual(kept);
      expect(await controlStates(opened)).toEqual(controls);
      expect(await secretTexts(opened)).toEqual(secrets.map(() => ''));
      await opened.close();
    });
  }

  test('state that compresses past 32 KB is offered as a download instead of a link', async ({ page }) => {
    await page.goto('/reverse-text');
    // Random hex compresses to about half its size: 80,000 characters make about 40 KB.
    const noise = Array.from({ length: 40_000 }, () =>
      Math.floor(Math.random() * 256)
        .toString(16)
        .padStart(2, '0'),
    ).join('');
    await fillEditor(page, 'Text', noise);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Too large for a link' });
    await expect(notice).toContainText('a link holds up to 32.0 KB');
    const download = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Download the state' }).click();
    expect((await download).suggestedFilename()).toBe('reverse-text-state.json');
  });

  test('a malformed or foreign link is ignored with a notice, and the tool works', async ({ page }) => {
    await page.goto('/url-encoder#share=1.this-is-not-deflate');
    await expect(
      page.getByText('This link’s tool state could not be read, so the tool opens without it.'),
    ).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await fillEditor(page, 'Text', 'a b');
    await expect.poll(() => editorText(page, 'Encoded')).toBe('a%20b');

    // A real link, but for another tool.
    const link = await copyShareLink(page);
    const opened = await page.context().newPage();
    await opened.goto(link.replace('/url-encoder#', '/json-formatter#'));
    await expect(
      opened.getByText('This link’s tool state could not be read, so the tool opens without it.'),
    ).toBeVisible();
    await expect.poll(() => editorText(opened, 'Input JSON')).toBe('');
  });
});

test('chaining: JWT payload → JSON Formatter → JSON to YAML, each opened with the last output', async ({ page }) => {
  const requests = recordRequests(page.context());
  await page.goto('/jwt-decoder');
  await fillEditor(page, 'Encoded Token', SAMPLE_TOKEN);
  await expect.poll(() => editorText(page, 'Payload')).toContain('"account_id": 12345678901234567890');
  const payload = await editorText(page, 'Payload');

  await page.getByRole('button', { name: 'Open payload in another tool' }).click();
  const menu = page.getByRole('menu', { name: 'Open payload in' });
  const first = menu.getByRole('menuitem').first();
  await expect(first).toContainText('JSON Formatter');
  await expect(first).toContainText('Suggested');
  await expect(first).toBeFocused();
  await first.click();

  await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter & Validator' })).toBeVisible();
  await expect.poll(() => editorText(page, 'Input JSON')).toBe(payload);
  expect(page.url()).not.toContain('#');
  await page.getByRole('button', { name: 'Format & Validate' }).click();
  await expect(page.getByText('Valid JSON')).toBeVisible();

  // By keyboard this time: the menu button opens with ArrowDown, and Enter takes the item.
  const open = page.getByRole('button', { name: 'Open output in another tool' });
  await open.focus();
  await page.keyboard.press('ArrowDown');
  const items = page.getByRole('menu', { name: 'Open output in' }).getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  const names = await items.allInnerTexts();
  const yaml = names.findIndex((name) => name.includes('JSON to YAML'));
  expect(yaml).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < yaml; step++) await page.keyboard.press('ArrowDown');
  await expect(items.nth(yaml)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: /JSON to YAML/ })).toBeVisible();
  // The header comes from the catalogue at once; the screen, which holds the action, once its chunk is in.
  await expect.poll(() => editorText(page, 'JSON Input')).toContain('"account_id": 12345678901234567890');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect.poll(() => editorText(page, 'YAML Output')).toContain('account_id: 12345678901234567890');
  expect(await editorText(page, 'YAML Output')).toContain('name: Zoë Ångström 👩‍💻');

  // The hand-over is in memory: no request carried the payload.
  const claim = 'account_id';
  for (const request of requests) expect(request).not.toContain(claim);
});

test('Open in… lists the tools that take the output’s kind first, however short the output', async ({ page }) => {
  await page.goto('/json-to-yaml');
  await fillEditor(page, 'JSON Input', '{"k":"v"}');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect.poll(() => editorText(page, 'YAML Output')).toBe('k: v\n');
  await page.getByRole('button', { name: /^Open .* in another tool$/ }).click();
  const first = page.getByRole('menu').getByRole('menuitem').first();
  await expect(first).toContainText('YAML to JSON');
  await expect(first).toContainText('Suggested');
});

test('Clear and Load Sample replace the input, and Undo in their toast puts it back', async ({ page }) => {
  await page.goto('/iban-validator');
  const iban = page.getByLabel('IBAN', { exact: true });
  await iban.fill('GB29 NWBK 6016 1331 9268 19');
  await page.getByLabel('BIC (optional)').fill('NWBKGB2L');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(iban).toHaveValue('');
  const toast = (text: string) =>
    page.getByRole('status', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text });
  await toast('Cleared.').getByRole('button', { name: 'Undo' }).click();
  await expect(iban).toHaveValue('GB29 NWBK 6016 1331 9268 19');
  await expect(page.getByLabel('BIC (optional)')).toHaveValue('NWBKGB2L');

  await page.getByRole('button', { name: 'Load Sample' }).click();
  await expect(iban).not.toHaveValue('GB29 NWBK 6016 1331 9268 19');
  await toast('Sample loaded.').getByRole('button', { name: 'Undo' }).click();
  await expect(iban).toHaveValue('GB29 NWBK 6016 1331 9268 19');
});

test.describe('paste anything on home', () => {
  const cases = [
    { what: 'a JWT', text: SAMPLE_TOKEN, best: 'JWT Decoder', heading: 'JWT Decoder', field: 'Encoded Token' },
    {
      what: 'a JSON document',
      text: '{"id": 12345678901234567890, "tags": ["a", "b"]}',
      best: 'JSON Formatter',
      heading: 'JSON Formatter & Validator',
      field: 'Input JSON',
    },
    {
      what: 'a Base64 string',
      text: 'SGVsbG8sIHdvcmxkISBUaGlzIGlzIEJhc2U2NC4=',
      best: 'Base64 Decoder',
      heading: /Base64 Decoder/,
      field: 'Base64',
    },
  ];
  for (const { what, text, best, heading, field } of cases) {
    test(`${what} pasted anywhere on the page proposes ${best} first, which opens with it`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Paste anything' })).toBeVisible();
      await page.evaluate((value) => navigator.clipboard.writeText(value), text);
      // No field has focus: the paste lands on the page.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('ControlOrMeta+V');
      const proposals = page.getByRole('list', { name: 'Tools for what you pasted' }).getByRole('button');
      await expect(proposals.first()).toHaveText(new RegExp(`Open in ${best}$`));
      await proposals.first().click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => editorText(page, field)).toBe(text);
    });
  }

  test('the Paste anything box takes a paste too, and a paste into another field is left alone', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.clipboard.writeText('%E2%9C%93%20done%3F'));
    await page.getByRole('searchbox').first().click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(page.getByRole('list', { name: 'Tools for what you pasted' })).toBeHidden();

    await page.getByLabel(/^Paste JSON, YAML, XML/).click();
    await page.keyboard.press('ControlOrMeta+V');
    const proposals = page.getByRole('list', { name: 'Tools for what you pasted' }).getByRole('button');
    await expect(proposals.first()).toHaveText(/Open in URL Decoder$/);
  });
});

test.describe('command palette', () => {
  test('works by keyboard alone: fuzzy search, arrows, Enter, commands, data, Escape', async ({ page }) => {
    await page.goto('/');
    const { palette, field } = await openPalette(page);
    await expect(field).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.type('jsn fmt');
    const activeOption = async () => {
      const id = await field.getAttribute('aria-activedescendant');
      return id ? page.locator(`[id="${id}"]`).innerText() : '';
    };
    await expect.poll(activeOption).toContain('JSON Formatter');
    await expect(palette.getByRole('option', { selected: true })).toContainText('JSON Formatter');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'JSON Formatter & Validator' })).toBeVisible();

    // From inside an editor too, and the arrows move the active option.
    await page.getByRole('textbox', { name: 'Input JSON' }).click();
    await page.keyboard.press('ControlOrMeta+K');
    await expect(field).toBeFocused();
    await page.keyboard.type('base64');
    await expect.poll(activeOption).toContain('Base64');
    const firstActive = await activeOption();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeOption).not.toBe(firstActive);
    await page.keyboard.press('ArrowUp');
    await expect.poll(activeOption).toBe(firstActive);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Input JSON' })).toBeFocused();

    // A command.
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.keyboard.press('ControlOrMeta+K');
    await expect(field).toBeFocused();
    await page.keyboard.type('theme');
    await expect.poll(activeOption).toMatch(/Switch to (light|dark) theme/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!dark);

    // Data typed (here pasted) into the field puts the tools that recognise it first.
    await page.keyboard.press('ControlOrMeta+K');
    await expect(field).toBeFocused();
    await page.keyboard.insertText(SAMPLE_TOKEN);
    await expect.poll(activeOption).toContain('JWT Decoder');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Decoder' })).toBeVisible();
    await expect.poll(() => editorText(page, 'Encoded Token')).toBe(SAMPLE_TOKEN);
  });

  test('lists favorites and recent tools first when nothing is typed', async ({ page }) => {
    await page.goto('/url-encoder');
    await page.getByRole('main').getByRole('button', { name: 'Add to favorites: URL Encoder' }).click();
    await page.goto('/sort-lines');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+K');
    const options = page.getByRole('dialog', { name: 'Command palette' }).getByRole('option');
    await expect(options.first()).toContainText('URL Encoder');
    await expect(options.nth(1)).toContainText('Sort Lines');
  });
});

test.describe('keyboard shortcuts', () => {
  for (const tool of tools) {
    test(`${tool.id}: Ctrl+Enter runs "${tool.primaryAction}" from the input`, async ({ page }) => {
      await page.goto(tool.path);
      await page.getByRole('button', { name: SAMPLE_BUTTON }).click();
      await filledByTheSample(page);
      const button = page.getByRole('button', { name: tool.primaryAction, exact: true });
      const hasButton = (await button.count()) > 0;
      // The input editor where there is one; a tool whose input is a field (a timestamp) has its field.
      const editors = page.locator('[data-pane] .cm-content:not([aria-readonly="true"])');
      const input =
        (await editors.count()) > 0 ? editors.first() : page.locator(`${TOOL_INPUTS}, main [data-secret]`).first();
      await input.click();
      await page.keyboard.press('ControlOrMeta+End');
      if (hasButton) {
        // The button's work has not run yet: the main area changes only when Ctrl+Enter runs it.
        await expect(button).toBeEnabled();
        const before = await page.locator('main').innerText();
        const inputs = await toolInputTexts(page);
        await page.keyboard.press('ControlOrMeta+Enter');
        await expect.poll(() => page.locator('main').innerText()).not.toBe(before);
        // Regenerate draws a new seed, and the seed is the Lorem Ipsum Generator's one field: its input changes.
        if (tool.id !== 'lorem-ipsum-generator') expect(await toolInputTexts(page)).toEqual(inputs);
      } else {
        // A live tool: Ctrl+Enter runs it now, and is not taken by the editor as a new line.
        await page.keyboard.type('x');
        const inputs = await settledInputTexts(page);
        await page.keyboard.press('ControlOrMeta+Enter');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect(await toolInputTexts(page)).toEqual(inputs);
        await expect(page.getByText('Out of date', { exact: false })).toHaveCount(0);
      }
    });
  }

  test('Ctrl+Enter works from an option field as well as the editor', async ({ page }) => {
    await page.goto('/csv-to-json');
    await page.getByRole('button', { name: 'Load Sample' }).click();
    await page.getByLabel('Typed values').focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => editorText(page, 'JSON Output')).toMatch(/^\[/);
  });

  test('/ focuses the search and ? lists the shortcuts, but never while typing', async ({ page }) => {
    await page.goto('/url-encoder');
    await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox').first()).toBeFocused();

    await page.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('a/b?');
    await expect.poll(() => editorText(page, 'Text')).toBe('a/b?');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ctrl+K');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
