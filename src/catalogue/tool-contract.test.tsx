/**
 * What every tool promises, checked for each one in the catalogue: the behaviour tools share is tested once
 * here, not copied into each tool's own tests.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { tools } from '.';
import { keptForm } from '../test/kept-forms';
import { loadDetails } from './details';
import { renderTool } from '../test/render-tool';

/** Long enough for a live tool's debounce and a run to pass on small input. */
const SETTLE_MS = 400;
const RESULT_TIMEOUT = 8000;

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));

function editorsOf(readOnly: boolean): EditorView[] {
  return [...document.querySelectorAll<HTMLElement>('[data-pane] .cm-content')]
    .filter((content) => (content.getAttribute('aria-readonly') === 'true') === readOnly)
    .map((content) => EditorView.findFromDOM(content))
    .filter((view): view is EditorView => view !== null);
}

/** What the user typed: the editable editors' texts, then the screen's text fields' values (secrets are never kept). */
const editableText = () => [
  ...editorsOf(false).map((view) => view.state.doc.toString()),
  ...[
    ...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[type=text]:not([data-secret]), textarea:not([data-secret])',
    ),
  ].map((field) => field.value),
];

/** The values of the secret fields (a card number, a password, a key). */
const secretText = () =>
  [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-secret]')].map((field) => field.value);

/**
 * The screen's text outside its input panes: what it shows of a result (an output pane, a success message,
 * panels, tables, statistics), but not the input the sample filled in.
 */
function shownText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const pane = node.parentElement?.closest('[data-pane]');
    if (pane && pane.querySelector('.cm-content:not([aria-readonly="true"])')) continue;
    text += `${node.textContent ?? ''}\n`;
  }
  return text;
}

function sampleButton(): HTMLElement {
  return screen.getByRole('button', { name: /^(Load Sample|Valid Example)$/ });
}

/** The screen's primary action, if it runs on one (live tools have none). */
function primaryAction(): HTMLElement | null {
  const actions = screen.queryAllByRole('group', { name: 'Actions' });
  for (const group of actions) {
    const primary = group.querySelector<HTMLElement>('[data-variant="primary"]');
    if (primary) return primary;
  }
  return null;
}

describe.each(tools.map((tool) => [tool.id, tool] as const))('%s', (_id, tool) => {
  it('draws its header from the catalogue and shows no error for empty input', async () => {
    await renderTool(tool.id);
    expect(screen.getByRole('heading', { level: 1, name: tool.heading })).toBeInTheDocument();
    const details = await loadDetails(tool.id);
    expect(await screen.findByText(details.tagline)).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: new RegExp(`favorites: ${tool.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      }),
    ).toBeInTheDocument();
    // The view starts below the header: the tool is named once.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('runs its sample without error and shows a result', async () => {
    await renderTool(tool.id);
    const before = shownText();
    fireEvent.click(sampleButton());
    const primary = primaryAction();
    if (primary) {
      await settle();
      fireEvent.click(primary);
    }
    // Done: nothing busy any more, and the screen shows something it did not before.
    await waitFor(
      () => {
        expect(document.querySelector('[aria-busy="true"]')).toBeNull();
        expect(shownText()).not.toBe(before);
      },
      { timeout: RESULT_TIMEOUT },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its input when the screen is left and opened again, but never a secret', async () => {
    await renderTool(tool.id);
    fireEvent.click(sampleButton());
    await settle();
    const filled = editableText();
    const secrets = secretText();
    expect([...filled, ...secrets].some((text) => text.length > 0)).toBe(true);
    cleanup();
    await renderTool(tool.id);
    await waitFor(() => expect(editableText()).toEqual(filled.map((text) => keptForm(tool.id, text))));
    expect(secretText()).toEqual(secrets.map(() => ''));
  });
});
