import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import HexEncoderDecoderView from './View';

async function renderView() {
  render(<HexEncoderDecoderView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

describe('Hex Encoder / Decoder screen', () => {
  it('shows its title, direction and format options, and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Hex Encoder / Decoder' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text to hex' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Hex format' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Separator' })).toHaveValue('space');
    expect(screen.getByRole('combobox', { name: 'Case' })).toHaveValue('lower');
    expect(screen.getByRole('checkbox', { name: '0x prefix' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Conversion Rules' })).toBeInTheDocument();
  });

  it('encodes as you type, in the chosen format', async () => {
    await renderView();
    await setEditorText('Text', 'Hé');
    await waitFor(async () => expect(await editorText('Hex')).toBe('48 c3 a9'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Case' }), { target: { value: 'upper' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Separator' }), { target: { value: 'colon' } });
    await waitFor(async () => expect(await editorText('Hex')).toBe('48:C3:A9'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Separator' }), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '0x prefix' }));
    await waitFor(async () => expect(await editorText('Hex')).toBe('0x48C3A9'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Bytes3');
  });

  it('decodes, reports odd length and invalid UTF-8 with where, and Swap turns the result around', async () => {
    await renderView();
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
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await waitFor(async () => expect(await editorText('Hex')).toBe('48 69'));
    expect(await editorText('Text')).toBe('Hi');
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Hex')).toMatch(/^48 65 6c 6c 6f/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await editorText('Hex')).toBe(''));
  });
});
