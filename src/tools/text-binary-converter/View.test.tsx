import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import TextBinaryConverterView from './View';

async function renderView() {
  render(<TextBinaryConverterView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

describe('Text to Binary screen', () => {
  it('shows its title, direction and options, and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Text to Binary Converter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Direction' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text to binary' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Byte separator' })).toHaveValue('space');
    expect(screen.getByRole('button', { name: 'Swap' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Conversion Rules' })).toBeInTheDocument();
  });

  it('encodes as you type, with the chosen separator', async () => {
    await renderView();
    await setEditorText('Text', 'Hé');
    await waitFor(async () => expect(await editorText('Binary')).toBe('01001000 11000011 10101001'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Byte separator' }), { target: { value: 'none' } });
    await waitFor(async () => expect(await editorText('Binary')).toBe('010010001100001110101001'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Characters2');
    expect(stats).toHaveTextContent('Bytes3');
    expect(stats).toHaveTextContent('Bits24');
  });

  it('decodes, reports bad binary with where it is, and Swap turns the result around', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('radio', { name: 'Binary to text' }));
    await setEditorText('Binary', '01001000 0110100');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Binary');
    expect(alert).toHaveTextContent('Group 2 "0110100" at line 1, column 10 has 7 bits, but a byte has 8');
    await setEditorText('Binary', '01001000 01101001');
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(screen.getByRole('radio', { name: 'Text to binary' })).toBeChecked();
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
    await waitFor(async () => expect(await editorText('Binary')).toBe('01001000 01101001'));
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Binary')).toMatch(/^01001000 01101001 00100000 11110000/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await editorText('Binary')).toBe(''));
  });
});
