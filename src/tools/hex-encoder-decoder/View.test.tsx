import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderConverter = () => renderTool('hex-encoder-decoder');

const select = (name: string) => screen.getByRole('combobox', { name });
const swap = () => screen.getByRole('button', { name: 'Swap' });

describe('Hex Encoder / Decoder screen', () => {
  it('encodes as you type, in the chosen format', async () => {
    await renderConverter();
    expect(screen.getByRole('radio', { name: 'Text to hex' })).toBeChecked();
    expect(select('Separator')).toHaveValue('space');
    expect(select('Case')).toHaveValue('lower');
    await setEditorText('Text', 'Hé');
    await waitFor(async () => expect(await editorText('Hex')).toBe('48 c3 a9'));
    fireEvent.change(select('Case'), { target: { value: 'upper' } });
    fireEvent.change(select('Separator'), { target: { value: 'colon' } });
    await waitFor(async () => expect(await editorText('Hex')).toBe('48:C3:A9'));
    fireEvent.change(select('Separator'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '0x prefix' }));
    await waitFor(async () => expect(await editorText('Hex')).toBe('0x48C3A9'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Bytes3');
  });

  it('decodes, reports odd length and invalid UTF-8 with where, and Swap turns the result around', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'Hex to text' }));
    expect(screen.getByRole('group', { name: 'Hex format' })).toBeDisabled();
    await setEditorText('Hex', '48 6');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Hex');
    expect(alert).toHaveTextContent(
      'Odd number of hex digits: "6" at line 1, column 4 has 1, but every byte takes two',
    );
    await setEditorText('Hex', '48 e2 82');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Truncated sequence at byte offset 1 (line 1, column 4): 0xE2 starts a 3-byte sequence, but the bytes end after 0xE2 0x82.',
      ),
    );
    await setEditorText('Hex', '48:69');
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(swap());
    expect(screen.getByRole('radio', { name: 'Text to hex' })).toBeChecked();
    expect(await editorText('Text')).toBe('Hi');
    await waitFor(async () => expect(await editorText('Hex')).toBe('48 69'));
  });

  it('names an invisible character that is not a hex digit by its code point', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'Hex to text' }));
    await setEditorText('Hex', '48 \u0000');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'U+0000 at line 1, column 4 is not a hex digit (0-9, a-f, A-F)',
    );
  });

  it('keeps the input, the direction and the format when the tool is opened again', async () => {
    const first = await renderConverter();
    await setEditorText('Text', 'Hi');
    fireEvent.change(select('Separator'), { target: { value: 'colon' } });
    fireEvent.change(select('Case'), { target: { value: 'upper' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '0x prefix' }));
    await waitFor(async () => expect(await editorText('Hex')).toBe('0x48:0x69'));
    fireEvent.click(swap());
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
    first.unmount();

    await renderConverter();
    expect(screen.getByRole('radio', { name: 'Hex to text' })).toBeChecked();
    expect(await editorText('Hex')).toBe('0x48:0x69');
    expect(select('Separator')).toHaveValue('colon');
    expect(select('Case')).toHaveValue('upper');
    expect(screen.getByRole('checkbox', { name: '0x prefix' })).toBeChecked();
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
  });
});
