import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderConverter = () => renderTool('text-binary-converter');

const separator = () => screen.getByRole('combobox', { name: 'Byte separator' });
const swap = () => screen.getByRole('button', { name: 'Swap' });

describe('Text to Binary screen', () => {
  it('encodes as you type, with the chosen separator', async () => {
    await renderConverter();
    expect(screen.getByRole('radio', { name: 'Text to binary' })).toBeChecked();
    expect(swap()).toBeDisabled();
    await setEditorText('Text', 'Hé');
    await waitFor(async () => expect(await editorText('Binary')).toBe('01001000 11000011 10101001'));
    fireEvent.change(separator(), { target: { value: 'none' } });
    await waitFor(async () => expect(await editorText('Binary')).toBe('010010001100001110101001'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Characters2');
    expect(stats).toHaveTextContent('Bytes3');
    expect(stats).toHaveTextContent('Bits24');
  });

  it('decodes, reports bad binary with where it is, and Swap turns the result around', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'Binary to text' }));
    expect(separator()).toBeDisabled();
    await setEditorText('Binary', '01001000 0110100');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Binary');
    expect(alert).toHaveTextContent('Group 2 "0110100" at line 1, column 10 has 7 bits, but a byte has 8');
    await setEditorText('Binary', '01001000 01101001');
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(swap());
    expect(screen.getByRole('radio', { name: 'Text to binary' })).toBeChecked();
    expect(await editorText('Text')).toBe('Hi');
    await waitFor(async () => expect(await editorText('Binary')).toBe('01001000 01101001'));
  });

  it('names an invisible character that is not a binary digit by its code point', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'Binary to text' }));
    await setEditorText('Binary', '0100\u00000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'U+0000 at line 1, column 5 is not a binary digit (0 or 1)',
    );
  });

  it('keeps the input, the direction and the separator when the tool is opened again', async () => {
    const first = await renderConverter();
    fireEvent.change(separator(), { target: { value: 'newline' } });
    await setEditorText('Text', 'Hi');
    await waitFor(async () => expect(await editorText('Binary')).toBe('01001000\n01101001'));
    fireEvent.click(swap());
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
    first.unmount();

    await renderConverter();
    expect(screen.getByRole('radio', { name: 'Binary to text' })).toBeChecked();
    expect(await editorText('Binary')).toBe('01001000\n01101001');
    expect(separator()).toHaveValue('newline');
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
  });
});
