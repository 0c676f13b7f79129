import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import TextToAsciiView from './View';

async function renderView() {
  render(<TextToAsciiView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

describe('Text to ASCII screen', () => {
  it('shows its title, labelled options and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Text to ASCII Converter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('decimal');
    expect(screen.getByRole('combobox', { name: 'Separator' })).toHaveValue('space');
    expect(screen.getByRole('checkbox', { name: 'Prefix (0x, 0o, 0b)' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Conversion Rules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy codes' })).not.toBeInTheDocument();
  });

  it('updates as you type, and again when an option changes', async () => {
    await renderView();
    await setEditorText('Text', 'Hi');
    await waitFor(async () => expect(await editorText('Character Codes')).toBe('72 105'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), { target: { value: 'hex' } });
    await waitFor(async () => expect(await editorText('Character Codes')).toBe('0x48 0x69'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Prefix (0x, 0o, 0b)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Separator' }), { target: { value: 'comma' } });
    await waitFor(async () => expect(await editorText('Character Codes')).toBe('48,69'));
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
  });

  it('flags characters outside ASCII with their code point and position', async () => {
    await renderView();
    await setEditorText('Text', 'a\ne\u0301😀');
    const list = await screen.findByRole('region', { name: '2 characters are outside ASCII' });
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('◌\u0301U+0301769character 4 (line 2, column 2)');
    expect(rows[2]).toHaveTextContent('😀U+1F600128512character 5 (line 2, column 3)');
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Characters5');
    expect(stats).toHaveTextContent('ASCII3');
    expect(stats).toHaveTextContent('Outside ASCII2');
  });

  it('Load Sample fills the input; Clear empties input and output', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Character Codes')).toMatch(/^72 101 108/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await editorText('Character Codes')).toBe(''));
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
