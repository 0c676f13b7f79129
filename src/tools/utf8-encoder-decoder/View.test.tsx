import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import Utf8EncoderDecoderView from './View';

async function renderView() {
  render(<Utf8EncoderDecoderView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

describe('UTF-8 Encoder / Decoder screen', () => {
  it('shows its title, direction and format options, and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'UTF-8 Encoder / Decoder' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text to UTF-8 bytes' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Byte format' })).toHaveValue('hex');
    expect(screen.getByRole('heading', { name: 'Encoding Rules' })).toBeInTheDocument();
  });

  it('encodes as you type, in each notation, with a character breakdown', async () => {
    await renderView();
    await setEditorText('Text', 'A€');
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('41 E2 82 AC'));
    const breakdown = screen.getByRole('region', { name: 'Character Breakdown' });
    expect(within(breakdown).getAllByRole('row')[2]).toHaveTextContent('€U+20ACE2 82 AC3 bytes');
    fireEvent.change(screen.getByRole('combobox', { name: 'Byte format' }), { target: { value: 'escape' } });
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('\\x41\\xe2\\x82\\xac'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Byte format' }), { target: { value: 'percent' } });
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('%41%E2%82%AC'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Byte format' }), { target: { value: 'decimal' } });
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('65 226 130 172'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Bytes4');
  });

  it('decodes, and points out invalid sequences with offset, position and why', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('radio', { name: 'UTF-8 bytes to text' }));
    await setEditorText('UTF-8 Bytes', '41 C0 AF\nED A0 80');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid UTF-8 Input');
    expect(alert).toHaveTextContent('The bytes are not valid UTF-8: 2 invalid sequences.');
    expect(alert).toHaveTextContent('Overlong encoding at byte offset 1 (line 1, column 4)');
    expect(alert).toHaveTextContent('Surrogate at byte offset 3 (line 2, column 1)');
    await setEditorText('UTF-8 Bytes', '41 C3 A9');
    await waitFor(async () => expect(await editorText('Text')).toBe('Aé'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('41 C3 A9'));
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toMatch(/^50 72 69 63 65/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe(''));
    expect(screen.queryByRole('region', { name: 'Character Breakdown' })).not.toBeInTheDocument();
  });
});
