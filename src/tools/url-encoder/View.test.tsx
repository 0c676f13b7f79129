import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderEncoder = () => renderTool('url-encoder');

const output = () => editorText('Encoded');

describe('URL Encoder screen', () => {
  it('shows its heading, options, panes and rules', async () => {
    await renderEncoder();
    expect(screen.getByRole('heading', { level: 1, name: 'URL Encoder' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Component' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Whole URL' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Form' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Encode each line separately (keep line breaks)' })).not.toBeChecked();
    expect(screen.getByText('Type or paste text or a URL here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Encoding Rules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy encoded text' })).not.toBeInTheDocument();
  });

  it('encodes as you type, and again when the mode changes', async () => {
    await renderEncoder();
    await setEditorText('Text', 'a b&c/é 😀');
    await waitFor(async () => expect(await output()).toBe('a%20b%26c%2F%C3%A9%20%F0%9F%98%80'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Bytes percent-encoded');
    fireEvent.click(screen.getByRole('radio', { name: 'Form' }));
    await waitFor(async () => expect(await output()).toBe('a+b%26c%2F%C3%A9+%F0%9F%98%80'));
    fireEvent.click(screen.getByRole('radio', { name: 'Whole URL' }));
    await waitFor(async () => expect(await output()).toBe('a%20b&c/%C3%A9%20%F0%9F%98%80'));
    expect(screen.getByRole('button', { name: 'Copy encoded text' })).toBeInTheDocument();
  });

  it('encodes each line on its own when asked', async () => {
    await renderEncoder();
    await setEditorText('Text', 'a b\nc d');
    await waitFor(async () => expect(await output()).toBe('a%20b%0Ac%20d'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Encode each line separately (keep line breaks)' }));
    await waitFor(async () => expect(await output()).toBe('a%20b\nc%20d'));
  });
});
