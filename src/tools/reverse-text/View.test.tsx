import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import ReverseTextView from './View';

async function renderView() {
  render(<ReverseTextView />);
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

describe('Reverse Text screen', () => {
  it('shows its title, the three modes and feature cards', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Reverse Text' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Reverse' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Characters' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Words' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lines' })).not.toBeChecked();
    expect(screen.getByText('Type or paste text to reverse...')).toBeInTheDocument();
    expect(screen.getByText('The reversed text will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How Text Is Reversed' })).toBeInTheDocument();
  });

  it('reverses as you type, keeping emoji whole, in each mode', async () => {
    await renderView();
    await setEditorText('Text', 'Hi 👋🏽 🇯🇵!\nsecond line');
    await waitFor(async () => expect(await editorText('Reversed Text')).toBe('enil dnoces\n!🇯🇵 👋🏽 iH'));
    fireEvent.click(screen.getByRole('radio', { name: 'Words' }));
    await waitFor(async () => expect(await editorText('Reversed Text')).toBe('Hi 👋🏽 🇯🇵!\nline second'));
    fireEvent.click(screen.getByRole('radio', { name: 'Lines' }));
    await waitFor(async () => expect(await editorText('Reversed Text')).toBe('second line\nHi 👋🏽 🇯🇵!'));
    expect(screen.getByRole('button', { name: 'Copy reversed text' })).toBeInTheDocument();
  });

  it('says where half a character is, and recovers', async () => {
    await renderView();
    await setEditorText('Text', `ok\nab${String.fromCharCode(0xd83d)}c`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reverse this text');
    expect(alert).toHaveTextContent('Broken character at line 2, column 3: U+D83D is half of a surrogate pair');
    expect(await editorText('Reversed Text')).toBe('');
    await setEditorText('Text', 'ok\nab😀c');
    await waitFor(async () => expect(await editorText('Reversed Text')).toBe('c😀ba\nko'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Reversed Text')).toMatch(/^すで都首の本日は京東\n/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await editorText('Reversed Text')).toBe(''));
  });
});
