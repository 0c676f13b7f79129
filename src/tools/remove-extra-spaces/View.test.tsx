import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import RemoveExtraSpacesView from './View';

async function renderView() {
  render(<RemoveExtraSpacesView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

describe('Remove Extra Spaces screen', () => {
  it('shows its title, labelled options and rules', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Remove Extra Spaces' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Collapse runs of spaces and tabs into one space' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Trim spaces at the start and end of each line' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Join all lines into one (remove line breaks)' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Empty lines' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep one between paragraphs' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Cleaning Rules' })).toBeInTheDocument();
  });

  it('cleans as you type, and again when an option changes', async () => {
    await renderView();
    await setEditorText('Text', '  a   b  \n\n\n\tc  d');
    await waitFor(async () => expect(await editorText('Cleaned Text')).toBe('a b\n\nc d'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Characters removed9');
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Lines removed1');
    fireEvent.click(screen.getByRole('radio', { name: 'Remove all' }));
    await waitFor(async () => expect(await editorText('Cleaned Text')).toBe('a b\nc d'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Join all lines into one (remove line breaks)' }));
    await waitFor(async () => expect(await editorText('Cleaned Text')).toBe('a b c d'));
    expect(screen.getByRole('radio', { name: 'Remove all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy cleaned text' })).toBeInTheDocument();
  });

  it('says where a lone surrogate is', async () => {
    await renderView();
    await setEditorText('Text', 'a  b\n  \uD800');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot clean this text');
    expect(alert).toHaveTextContent('lone surrogate U+D800 at line 2, column 3');
    expect(await editorText('Cleaned Text')).toBe('');
  });

  it('Load Sample fills the input; Clear empties both panes', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Cleaned Text')).toMatch(/^Too many spaces between words\.\n/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await editorText('Cleaned Text')).toBe(''));
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
