import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findTool, type Tool } from '../catalogue';
import { createToolSession, type ToolSession } from '../kit/tool-session';
import { formatBytes } from '../lib/format';
import { decodeShare, encodeShare, SHARE_LIMIT_BYTES } from '../lib/share-link';
import type { ToolStateRules, ToolStateShape } from '../lib/tool-state';
import { peekHandover } from '../state/handover';
import { useToasts } from '../state/toasts';
import { editorText } from '../test/editor';
import { renderTool } from '../test/render-tool';
import { SAMPLE_SECRET, SAMPLE_TOKEN } from '../tools/jwt-decoder/core';
import { ShareButton } from './ShareButton';

const UNREADABLE_LINK = 'This link’s tool state could not be read, so the tool opens without it.';
/** A busy machine can take more than the default second to load a screen and its editors. */
const LOAD_TIMEOUT = 5000;

const toasts = () => useToasts.getState().toasts.map(({ type, message }) => ({ type, message }));

function tool(id: string): Tool {
  const found = findTool(id);
  if (!found) throw new Error(`No tool "${id}"`);
  return found;
}

/** Puts the page at `url` (path, query, fragment), as a link or a reload would. */
function visit(url: string) {
  window.history.replaceState(null, '', url);
}

/** A text that compresses to more than a link holds: random letters (mulberry32, from a fixed seed). */
function incompressible(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let seed = 20261122;
  let text = '';
  for (let index = 0; index < length; index += 1) {
    seed = (seed + 0x6d2b79f5) | 0;
    let mixed = Math.imul(seed ^ (seed >>> 15), seed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    text += alphabet[((mixed ^ (mixed >>> 14)) >>> 0) % alphabet.length];
  }
  return text;
}

beforeEach(() => visit('/'));

afterEach(() => {
  act(() => useToasts.getState().clearToasts());
  visit('/');
});

describe('ShareButton', () => {
  function renderShare(id: string, state: ToolStateShape | null, rules: ToolStateRules<ToolStateShape> = {}) {
    visit(`/${id}`);
    const session: ToolSession = createToolSession(id);
    session.state = state ? { state, rules, defaults: {}, replace: () => {} } : null;
    const user = userEvent.setup();
    render(<ShareButton tool={tool(id)} session={session} />);
    return { user, session };
  }

  const share = () => screen.getByRole('button', { name: 'Share' });

  /** The link put on the clipboard, once the toast says it was. */
  async function copiedLink(): Promise<URL> {
    await waitFor(() => expect(toasts()).toHaveLength(1));
    return new URL(await navigator.clipboard.readText());
  }

  it('says what it does: the state goes in the fragment, never to a server, and never a secret', () => {
    renderShare('json-formatter', { input: '' });
    expect(share()).toHaveAccessibleDescription(/keeps them in its fragment, which is never sent to a server/);
    expect(share()).toHaveAccessibleDescription(/never holds a key, password or other secret/);
  });

  it('copies a link to this page that holds the tool and its state in the fragment', async () => {
    const state = { input: '{"a": [1, 2]}', indent: 4 };
    const { user } = renderShare('json-formatter', state);
    await user.click(share());
    const link = await copiedLink();
    expect(link.origin).toBe(window.location.origin);
    expect(link.pathname).toBe('/json-formatter');
    expect(link.search).toBe('');
    expect(link.hash).toMatch(/^#share=1\.[A-Za-z0-9_-]+$/);
    expect(await decodeShare(link.hash.slice('#share='.length))).toEqual({ toolId: 'json-formatter', state });
    expect(toasts()).toEqual([{ type: 'success', message: 'Share link copied to clipboard!' }]);
  });

  it('leaves secret fields out of the link, and the toast says which', async () => {
    const { user } = renderShare(
      'jwt-decoder',
      { input: SAMPLE_TOKEN, key: SAMPLE_SECRET, secretEncoding: 'text' },
      { secret: ['key'] },
    );
    await user.click(share());
    const link = await copiedLink();
    expect(link.href).not.toContain(SAMPLE_SECRET);
    const shared = await decodeShare(link.hash.slice('#share='.length));
    expect(shared.state).toEqual({ input: SAMPLE_TOKEN, secretEncoding: 'text' });
    expect(toasts()).toEqual([{ type: 'success', message: 'Share link copied to clipboard! The key is left out.' }]);
  });

  describe('with a field shared only when its switch is on (a JWT)', () => {
    const rules = { linkOnlyWith: { input: 'includeToken' }, names: { input: 'token' } };

    it('leaves the field out while the switch is off, and the toast says so', async () => {
      const { user } = renderShare('jwt-decoder', { input: SAMPLE_TOKEN, includeToken: false, mode: 'a' }, rules);
      await user.click(share());
      const link = await copiedLink();
      expect(link.href).not.toContain(SAMPLE_TOKEN.slice(0, 20));
      expect((await decodeShare(link.hash.slice('#share='.length))).state).toEqual({ mode: 'a' });
      expect(toasts()).toEqual([
        { type: 'success', message: 'Share link copied to clipboard! The token is left out.' },
      ]);
    });

    it('puts it in the link once the switch is on, without the switch, and the toast says so', async () => {
      const { user } = renderShare('jwt-decoder', { input: SAMPLE_TOKEN, includeToken: true, mode: 'a' }, rules);
      await user.click(share());
      const link = await copiedLink();
      expect((await decodeShare(link.hash.slice('#share='.length))).state).toEqual({ input: SAMPLE_TOKEN, mode: 'a' });
      expect(toasts()).toEqual([
        { type: 'success', message: 'Share link copied to clipboard! The token is included, as you chose.' },
      ]);
    });
  });

  it('names a secret field as a reader would say it', async () => {
    const { user } = renderShare('jwt-decoder', { input: 'x', signingKey: 'hunter2' }, { secret: ['signingKey'] });
    await user.click(share());
    await waitFor(() => expect(toasts()[0]?.message).toMatch(/The signing key is left out\.$/));
  });

  it('names secret fields as the tool calls them, in a list', async () => {
    const { user } = renderShare(
      'credit-card-validator',
      { input: '4111111111111111', list: '', cvc: '123', mode: 'single' },
      { secret: ['input', 'list', 'cvc'], names: { input: 'card number', list: 'batch list', cvc: 'security code' } },
    );
    await user.click(share());
    await waitFor(() =>
      expect(toasts()[0]?.message).toBe(
        'Share link copied to clipboard! The card number, batch list, and security code are left out.',
      ),
    );
  });

  it('names the field whose credentials it blanks', async () => {
    const { user } = renderShare(
      'http-header-validator',
      { input: 'Authorization: Bearer abc' },
      { redact: { input: () => 'Authorization: Bearer ' }, names: { input: 'headers' } },
    );
    await user.click(share());
    await waitFor(() =>
      expect(toasts()[0]?.message).toBe('Share link copied to clipboard! Credentials in the headers are blanked.'),
    );
  });

  it('does nothing before the screen has a state', async () => {
    const { user } = renderShare('json-formatter', null);
    await navigator.clipboard.writeText('what the user copied');
    await user.click(share());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(toasts()).toEqual([]);
    expect(await navigator.clipboard.readText()).toBe('what the user copied');
  });

  it('says so when the link cannot be copied', async () => {
    const { user } = renderShare('json-formatter', { input: '{}' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(share());
    await waitFor(() => expect(toasts()).toEqual([{ type: 'error', message: 'Failed to copy to clipboard' }]));
  });

  describe('with state too large for a link', () => {
    const big = { input: incompressible(60_000), key: 'hunter2' };
    const rules = { secret: ['key'] };

    it('copies nothing and offers the state, without its secrets, as a download', async () => {
      const { bytes } = await encodeShare({ toolId: 'jwt-decoder', state: { input: big.input } });
      expect(bytes).toBeGreaterThan(SHARE_LIMIT_BYTES);
      const { user } = renderShare('jwt-decoder', big, rules);
      await navigator.clipboard.writeText('what the user copied');
      await user.click(share());
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(
        `Too large for a link: ${formatBytes(bytes)} compressed, and a link holds up to 32.0 KB. Download the state instead.`,
      );
      expect(toasts()).toEqual([]);
      expect(await navigator.clipboard.readText()).toBe('what the user copied');

      const blobs: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        blobs.push(blob as Blob);
        return 'blob:state';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const downloads: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
      await user.click(screen.getByRole('button', { name: 'Download the state' }));
      expect(downloads).toEqual(['jwt-decoder-state.json']);
      expect(blobs[0]?.type).toBe('application/json');
      expect(JSON.parse(await blobs[0]!.text())).toEqual({ tool: 'jwt-decoder', state: { input: big.input } });
    });

    it('closes the notice, and a later share that fits copies as usual', async () => {
      const { user, session } = renderShare('jwt-decoder', big, rules);
      await user.click(share());
      await user.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();

      await user.click(share());
      await screen.findByRole('status');
      session.state = { state: { input: 'small' }, rules, defaults: {}, replace: () => {} };
      await user.click(share());
      await copiedLink();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });
});

describe('opening a share link', () => {
  const shownTool = async (name: string) =>
    expect(await screen.findByRole('heading', { level: 1, name }, { timeout: LOAD_TIMEOUT })).toBeInTheDocument();
  const inputOf = async (label: string) => {
    let text = '';
    await waitFor(async () => (text = await editorText(label)), { timeout: LOAD_TIMEOUT });
    return text;
  };

  it('opens the tool with the link’s state, then takes the state out of the address', async () => {
    const { value } = await encodeShare({ toolId: 'json-formatter', state: { input: '{"shared": true}' } });
    visit(`/json-formatter?from=chat#share=${value}`);
    await renderTool('json-formatter');
    await waitFor(async () => expect(await inputOf('Input JSON')).toBe('{"shared": true}'), {
      timeout: LOAD_TIMEOUT,
    });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/json-formatter?from=chat');
    expect(toasts()).toEqual([]);
  });

  it('round-trips: a copied link opens the tool as it was, without the secret', async () => {
    visit('/jwt-decoder');
    const user = userEvent.setup();
    await renderTool('jwt-decoder');
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(() => expect(screen.getByLabelText('Secret')).toHaveValue(SAMPLE_SECRET));
    // A token is shared only on purpose.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include the token' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    const link = new URL(await navigator.clipboard.readText());
    cleanup();
    window.sessionStorage.clear();

    visit(link.pathname + link.search + link.hash);
    await renderTool('jwt-decoder');
    await waitFor(async () => expect(await inputOf('Encoded Token')).toBe(SAMPLE_TOKEN), { timeout: LOAD_TIMEOUT });
    expect(await screen.findByLabelText('Secret')).toHaveValue('');
    expect(window.location.hash).toBe('');
  });

  it('never fills in a secret a hand-made link carries', async () => {
    const { value } = await encodeShare({ toolId: 'jwt-decoder', state: { input: SAMPLE_TOKEN, key: 'sneaky' } });
    visit(`/jwt-decoder#share=${value}`);
    await renderTool('jwt-decoder');
    await waitFor(async () => expect(await inputOf('Encoded Token')).toBe(SAMPLE_TOKEN), { timeout: LOAD_TIMEOUT });
    expect(await screen.findByLabelText('Secret')).toHaveValue('');
  });

  it.each([
    ['not a share value at all', async () => 'hello'],
    ['another version', async () => '2.AAAA'],
    ['not base64url', async () => '1.a+b/c'],
    ['not compressed', async () => '1.AAAAAAAA'],
    [
      'cut short',
      async () => (await encodeShare({ toolId: 'json-formatter', state: { input: 'x' } })).value.slice(0, 6),
    ],
    ['for another tool', async () => (await encodeShare({ toolId: 'jwt-decoder', state: { input: 'x' } })).value],
  ])('a link that is %s opens the tool without it, with a notice', async (_name, makeValue) => {
    visit(`/json-formatter#share=${await makeValue()}`);
    await renderTool('json-formatter');
    await shownTool('JSON Formatter & Validator');
    await waitFor(() => expect(toasts()).toEqual([{ type: 'info', message: UNREADABLE_LINK }]), {
      timeout: LOAD_TIMEOUT,
    });
    expect(await inputOf('Input JSON')).toBe('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(peekHandover('jwt-decoder')).toBeUndefined();
  });
});
