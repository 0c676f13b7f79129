import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { toolStateKey } from '../../lib/tool-state';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_TEXT } from './core';

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

  it('marks the output and its counts out of date until the new text is cleaned', async () => {
    await renderCleaner();
    await setEditorText('Text', 'a  b');
    await waitFor(async () => expect(await output()).toBe('a b'));
    expect(screen.getByLabelText('Statistics')).not.toHaveAttribute('aria-busy');

    await setEditorText('Text', 'a  b   c');
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveAttribute('aria-busy', 'true');
    await waitFor(async () => expect(await output()).toBe('a b c'));
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Characters removed3');
  });

  it('says where a lone surrogate is', async () => {
    await renderCleaner();
    await setEditorText('Text', 'a  b\n  \uD800');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot clean this text');
    expect(alert).toHaveTextContent('lone surrogate U+D800 at line 2, column 3');
    expect(await output()).toBe('');
  });

  it('keeps the text and the options when the screen is left and opened again', async () => {
    const { unmount } = await renderCleaner();
    await setEditorText('Text', 'a  b\n\n\nc');
    fireEvent.click(screen.getByRole('radio', { name: 'Remove all' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Collapse runs of spaces and tabs into one space' }));
    await waitFor(async () => expect(await output()).toBe('a  b\nc'));
    unmount();

    await renderCleaner();
    expect(await editorText('Text')).toBe('a  b\n\n\nc');
    expect(screen.getByRole('radio', { name: 'Remove all' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Collapse runs of spaces and tabs into one space' })).not.toBeChecked();
    await waitFor(async () => expect(await output()).toBe('a  b\nc'));
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

  it('Load Sample fills the input; Clear empties both panes and restores the options', async () => {
    await renderCleaner();
    fireEvent.click(screen.getByRole('checkbox', { name: JOIN_LINES }));
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await output()).toMatch(/^Too many spaces between words\. Tabs/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await output()).toBe(''));
    expect(screen.getByRole('checkbox', { name: JOIN_LINES })).not.toBeChecked();
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
