import { EditorView } from '@codemirror/view';
import { act, screen } from '@testing-library/react';

/**
 * The CodeMirror view behind an editor pane, found by its accessible name. The editor's chunk loads lazily:
 * its first import in a test file can take seconds on a busy machine, beyond findByRole's 1 s default.
 */
export async function findEditor(label: string): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name: label }, { timeout: 10_000 });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error(`No editor view for "${label}"`);
  return view;
}

/** Replaces an editor's text as a user typing or pasting would. */
export async function setEditorText(label: string, text: string): Promise<void> {
  const view = await findEditor(label);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.paste' }));
}

export async function editorText(label: string): Promise<string> {
  return (await findEditor(label)).state.doc.toString();
}
