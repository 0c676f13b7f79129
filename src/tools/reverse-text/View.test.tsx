import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toolStateKey } from '../../lib/tool-state';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_TEXT } from './core';

const renderReverser = () => renderTool('reverse-text');

const output = () => editorText('Reversed Text');

describe('Reverse Text screen', () => {
  it('reverses characters until another mode is chosen', async () => {
    await renderReverser();
    expect(screen.getByRole('radio', { name: 'Characters' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Words' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Lines' })).not.toBeChecked();
  });

  it('reverses as you type, keeping emoji whole, in each mode', async () => {
    await renderReverser();
    await setEditorText('Text', 'Hi 👋🏽 🇯🇵!\nsecond line');
    await waitFor(async () => expect(await output()).toBe('enil dnoces\n!🇯🇵 👋🏽 iH'));
    fireEvent.click(screen.getByRole('radio', { name: 'Words' }));
    await waitFor(async () => expect(await output()).toBe('Hi 👋🏽 🇯🇵!\nline second'));
    fireEvent.click(screen.getByRole('radio', { name: 'Lines' }));
    await waitFor(async () => expect(await output()).toBe('second line\nHi 👋🏽 🇯🇵!'));
    expect(screen.getByRole('button', { name: 'Copy reversed text' })).toBeInTheDocument();
  });

  it('marks the output out of date when the mode changes, until the new result comes', async () => {
    await renderReverser();
    await setEditorText('Text', 'one two');
    await waitFor(async () => expect(await output()).toBe('owt eno'));
    fireEvent.click(screen.getByRole('radio', { name: 'Words' }));
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    await waitFor(async () => expect(await output()).toBe('two one'));
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
  });

  it('says where half a character is, and recovers', async () => {
    await renderReverser();
    await setEditorText('Text', `ok\nab${String.fromCharCode(0xd83d)}c`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reverse this text');
    expect(alert).toHaveTextContent('Broken character at line 2, column 3: U+D83D is half of a surrogate pair');
    expect(await output()).toBe('');
    await setEditorText('Text', 'ok\nab😀c');
    await waitFor(async () => expect(await output()).toBe('c😀ba\nko'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the text and the mode when the screen is left and opened again', async () => {
    const { unmount } = await renderReverser();
    await setEditorText('Text', 'a\nb');
    fireEvent.click(screen.getByRole('radio', { name: 'Lines' }));
    await waitFor(async () => expect(await output()).toBe('b\na'));
    unmount();

    await renderReverser();
    expect(await editorText('Text')).toBe('a\nb');
    expect(screen.getByRole('radio', { name: 'Lines' })).toBeChecked();
    await waitFor(async () => expect(await output()).toBe('b\na'));
  });

  it('restores an unknown mode as Characters', async () => {
    window.sessionStorage.setItem(toolStateKey('reverse-text'), JSON.stringify({ v: 1, state: { mode: 'bytes' } }));
    await renderReverser();
    expect(screen.getByRole('radio', { name: 'Characters' })).toBeChecked();
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderReverser();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await output()).toMatch(/^すで都首の本日は京東\n/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(''));
    await waitFor(async () => expect(await output()).toBe(''));
  });
});
