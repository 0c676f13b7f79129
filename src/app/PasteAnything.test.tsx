import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rankTools } from '../catalogue/detection';
import { clearHandover, peekHandover } from '../state/handover';
import { fillBrowserGaps } from '../test/browser-gaps';
import { PasteAnything } from './PasteAnything';

fillBrowserGaps();

const JSON_TEXT = '{"name": "Ada", "born": 1815}';
const JWT_TEXT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc';

/** Home as it is around the box: other fields a user may be typing in. */
function renderHome() {
  const location = memoryLocation({ path: '/', record: true });
  const user = userEvent.setup({ delay: null });
  render(
    <Router hook={location.hook}>
      <label>
        Elsewhere <input />
      </label>
      <div contentEditable suppressContentEditableWarning aria-label="An editor" role="textbox" />
      <PasteAnything />
    </Router>,
  );
  return { user, location: () => location.history!.at(-1) };
}

const box = () => screen.getByRole('textbox', { name: /Paste JSON, YAML, XML, CSV/ });
const proposals = () => screen.getByRole('list', { name: 'Tools for what you pasted' });
const proposalNames = () =>
  within(proposals())
    .getAllByRole('button')
    .map((button) => button.textContent);
/** The "Open in" labels the detectors' ranking calls for: the best five, best first. */
const expectedFor = (text: string) =>
  rankTools(text)
    .slice(0, 5)
    .map((entry) => `${entry.tool.icon}Open in ${entry.tool.name}`);

afterEach(() => {
  for (const id of ['json-formatter', 'json-to-yaml', 'jwt-decoder']) {
    const waiting = peekHandover(id);
    if (waiting) clearHandover(id, waiting);
  }
});

describe('PasteAnything', () => {
  it('proposes the tools that recognise a paste into the box, best first and at most five, and keeps the box empty', async () => {
    const { user } = renderHome();
    expect(rankTools(JSON_TEXT).length).toBeGreaterThan(5);
    await user.click(box());
    await user.paste(JSON_TEXT);
    await waitFor(() => expect(proposalNames()).toEqual(expectedFor(JSON_TEXT)));
    expect(proposalNames()[0]).toBe('📋Open in JSON Formatter');
    expect(box()).toHaveValue('');
    expect(screen.getByText(`Pasted ${JSON_TEXT.length} characters:`)).toBeInTheDocument();
    expect(screen.getByText(JSON_TEXT, { selector: 'code' })).toBeInTheDocument();
  });

  it('takes a paste anywhere on the page when no field has focus', async () => {
    const { user } = renderHome();
    expect(document.activeElement).toBe(document.body);
    await user.paste(JWT_TEXT);
    await waitFor(() => expect(proposalNames()).toEqual(expectedFor(JWT_TEXT)));
    expect(proposalNames()[0]).toMatch(/Open in JWT Decoder$/);
  });

  it.each([
    ['a text field', () => screen.getByRole('textbox', { name: 'Elsewhere' })],
    ['an editor', () => screen.getByRole('textbox', { name: 'An editor' })],
  ])('leaves a paste into %s elsewhere on the page to that field', async (_name, field) => {
    const { user } = renderHome();
    act(() => field().focus());
    await user.paste(JSON_TEXT);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText(/^Pasted/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tools for what you pasted' })).not.toBeInTheDocument();
  });

  it('leaves a paste to a dialog open over the page', async () => {
    const { user } = renderHome();
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    try {
      await user.paste(JSON_TEXT);
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByText(/^Pasted/)).not.toBeInTheDocument();
    } finally {
      dialog.remove();
    }
  });

  it('ignores a paste of nothing but spaces', async () => {
    const { user } = renderHome();
    await user.paste('  \n\t ');
    await user.click(box());
    await user.paste(' \n');
    expect(screen.queryByText(/^Pasted/)).not.toBeInTheDocument();
  });

  it('says it is looking until the detectors answer', async () => {
    renderHome();
    fireEvent.paste(document.body, { clipboardData: { getData: () => JSON_TEXT } });
    expect(screen.getByText('Looking at it…')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tools for what you pasted' });
    expect(screen.queryByText('Looking at it…')).not.toBeInTheDocument();
  });

  it('says so when no tool recognises the text', async () => {
    const { user } = renderHome();
    expect(rankTools('hello world')).toEqual([]);
    await user.paste('hello world');
    expect(await screen.findByText(/No tool recognises this as data/)).toBeInTheDocument();
  });

  it('shows the start of a long paste, and its full length', async () => {
    const { user } = renderHome();
    const long = `[${'1,'.repeat(600)}1]`;
    await user.paste(long);
    expect(screen.getByText('Pasted 1,203 characters:')).toBeInTheDocument();
    expect(screen.getByText(`${long.slice(0, 160)}…`, { selector: 'code' })).toBeInTheDocument();
  });

  it('a later paste replaces the earlier one', async () => {
    const { user } = renderHome();
    await user.paste(JSON_TEXT);
    await screen.findByRole('list', { name: 'Tools for what you pasted' });
    await user.paste(JWT_TEXT);
    await waitFor(() => expect(proposalNames()).toEqual(expectedFor(JWT_TEXT)));
    expect(screen.queryByText(JSON_TEXT)).not.toBeInTheDocument();
  });

  it('a click on a proposal hands the text over to that tool and opens it', async () => {
    const { user, location } = renderHome();
    await user.click(box());
    await user.paste(JSON_TEXT);
    const tool = rankTools(JSON_TEXT)[1]!.tool;
    await user.click(await screen.findByRole('button', { name: `Open in ${tool.name}` }));
    expect(location()).toBe(`/${tool.id}`);
    expect(peekHandover(tool.id)).toMatchObject({ [tool.inputField]: JSON_TEXT });
  });
});
