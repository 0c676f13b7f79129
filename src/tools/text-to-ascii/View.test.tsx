import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderConverter = () => renderTool('text-to-ascii');

const output = () => editorText('Character Codes');
const select = (name: string) => screen.getByRole('combobox', { name });
const prefix = () => screen.getByRole('checkbox', { name: 'Prefix (0x, 0o, 0b)' });

describe('Text to ASCII screen', () => {
  it('updates as you type, and again when an option changes', async () => {
    await renderConverter();
    expect(prefix()).toBeDisabled();
    await setEditorText('Text', 'Hi');
    await waitFor(async () => expect(await output()).toBe('72 105'));
    fireEvent.change(select('Format'), { target: { value: 'hex' } });
    await waitFor(async () => expect(await output()).toBe('0x48 0x69'));
    fireEvent.click(prefix());
    fireEvent.change(select('Separator'), { target: { value: 'comma' } });
    await waitFor(async () => expect(await output()).toBe('48,69'));
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
  });

  it('flags characters outside ASCII with their code point and position', async () => {
    await renderConverter();
    await setEditorText('Text', 'a\ne\u0301😀');
    const panel = await screen.findByRole('region', { name: '2 characters are outside ASCII' });
    const rows = within(panel).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('◌\u0301U+0301769character 4 (line 2, column 2)');
    expect(rows[2]).toHaveTextContent('😀U+1F600128512character 5 (line 2, column 3)');
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Characters5');
    expect(stats).toHaveTextContent('ASCII3');
    expect(stats).toHaveTextContent('Outside ASCII2');
  });

  it('says "1 character is outside ASCII" for one', async () => {
    await renderConverter();
    await setEditorText('Text', 'café');
    expect(await screen.findByRole('region', { name: '1 character is outside ASCII' })).toBeInTheDocument();
  });

  it('hides the list while it describes text that has since changed', async () => {
    await renderConverter();
    await setEditorText('Text', 'é');
    await screen.findByRole('region', { name: '1 character is outside ASCII' });
    await setEditorText('Text', 'é😀');
    // Until the new text is converted, no list claims to describe it.
    expect(screen.queryByRole('region', { name: /outside ASCII/ })).not.toBeInTheDocument();
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '2 characters are outside ASCII' })).toBeInTheDocument();
    await waitFor(async () => expect(await output()).toBe('233 128512'));
  });

  it('keeps the text and the options when the tool is opened again', async () => {
    const first = await renderConverter();
    await setEditorText('Text', 'Hi');
    fireEvent.change(select('Format'), { target: { value: 'binary' } });
    fireEvent.click(prefix());
    fireEvent.change(select('Separator'), { target: { value: 'newline' } });
    await waitFor(async () => expect(await output()).toBe('01001000\n01101001'));
    first.unmount();

    await renderConverter();
    expect(await editorText('Text')).toBe('Hi');
    expect(select('Format')).toHaveValue('binary');
    expect(select('Separator')).toHaveValue('newline');
    expect(prefix()).not.toBeChecked();
    await waitFor(async () => expect(await output()).toBe('01001000\n01101001'));
  });
});
