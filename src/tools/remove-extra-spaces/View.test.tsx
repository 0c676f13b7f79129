import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { toolStateKey } from '../../lib/tool-state';
import { renderTool } from '../../test/render-tool';

const renderCleaner = () => renderTool('remove-extra-spaces');

const output = () => editorText('Cleaned Text');
const JOIN_LINES = 'Join all lines into one (remove line breaks)';

describe('Remove Extra Spaces screen', () => {
  it('starts with the usual clean-up: collapse, trim, one empty line between paragraphs', async () => {
    await renderCleaner();
    expect(screen.getByRole('checkbox', { name: 'Collapse runs of spaces and tabs into one space' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Trim spaces at the start and end of each line' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: JOIN_LINES })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep one between paragraphs' })).toBeChecked();
  });

  it('cleans as you type, and again when an option changes', async () => {
    await renderCleaner();
    await setEditorText('Text', '  a   b  \n\n\n\tc  d');
    await waitFor(async () => expect(await output()).toBe('a b\n\nc d'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Characters removed9');
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Lines removed1');
    fireEvent.click(screen.getByRole('radio', { name: 'Remove all' }));
    await waitFor(async () => expect(await output()).toBe('a b\nc d'));
    fireEvent.click(screen.getByRole('checkbox', { name: JOIN_LINES }));
    await waitFor(async () => expect(await output()).toBe('a b c d'));
    expect(screen.getByRole('radio', { name: 'Remove all' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Copy cleaned text' })).toBeInTheDocument();
  });

  it('restores an unknown empty-line mode as the default', async () => {
    window.sessionStorage.setItem(
      toolStateKey('remove-extra-spaces'),
      JSON.stringify({ v: 1, state: { input: 'kept', emptyLines: 'squash' } }),
    );
    await renderCleaner();
    expect(await editorText('Text')).toBe('kept');
    expect(screen.getByRole('radio', { name: 'Keep one between paragraphs' })).toBeChecked();
  });
});
