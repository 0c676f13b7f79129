import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toolStateKey } from '../../lib/tool-state';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

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

  it('restores an unknown mode as Characters', async () => {
    window.sessionStorage.setItem(toolStateKey('reverse-text'), JSON.stringify({ v: 1, state: { mode: 'bytes' } }));
    await renderReverser();
    expect(screen.getByRole('radio', { name: 'Characters' })).toBeChecked();
  });
});
