import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_CODES } from './core';
import AsciiToTextView from './View';

async function renderView() {
  render(<AsciiToTextView />);
  await screen.findByRole('textbox', { name: 'Character Codes' }, { timeout: 5000 });
}

describe('ASCII to Text screen', () => {
  it('shows its title, the labelled base option and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'ASCII to Text Converter' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Number format' })).toHaveValue('auto');
    expect(screen.getByRole('heading', { name: 'Reading Rules' })).toBeInTheDocument();
  });

  it('updates as you type', async () => {
    await renderView();
    await setEditorText('Character Codes', '72 105 128512');
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi😀'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Codes3');
    expect(stats).toHaveTextContent('Characters3');
    expect(screen.getByRole('button', { name: 'Copy text' })).toBeInTheDocument();
  });

  it('reads every number in the chosen base', async () => {
    await renderView();
    await setEditorText('Character Codes', '48 69');
    await waitFor(async () => expect(await editorText('Text')).toBe('0E'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Number format' }), { target: { value: 'hex' } });
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi'));
  });

  it('names a bad token with its position, and recovers when it is fixed', async () => {
    await renderView();
    await setEditorText('Character Codes', '72 105\n33 x1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Code');
    expect(alert).toHaveTextContent('Token 4 "x1" (line 2, column 4) is not a decimal');
    expect(await editorText('Text')).toBe('');
    await setEditorText('Character Codes', '72 105\n33 0x21');
    await waitFor(async () => expect(await editorText('Text')).toBe('Hi!!'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Character Codes')).toBe(SAMPLE_CODES));
    await waitFor(async () => expect(await editorText('Text')).toBe('Hello, World!\nCafé 😀'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Character Codes')).toBe(''));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
