import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import DuplicateLineRemoverView from './View';

async function renderView() {
  render(<DuplicateLineRemoverView />);
  await screen.findByRole('textbox', { name: 'Lines' }, { timeout: 5000 });
}

const check = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));

describe('Duplicate Line Remover screen', () => {
  it('shows its title, labelled options and rules', async () => {
    await renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Duplicate Line Remover' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    for (const name of ['Ignore case', 'Trim spaces before comparing', 'Remove empty lines'])
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'How Lines Are Compared' })).toBeInTheDocument();
  });

  it('removes duplicates as you type, and again when an option changes', async () => {
    await renderView();
    await setEditorText('Lines', 'Apple\napple\n\n apple \n\n🍎\n🍎');
    await waitFor(async () => expect(await editorText('Unique Lines')).toBe('Apple\napple\n\n apple \n🍎'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Duplicates removed2');
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Lines kept5');
    check('Ignore case');
    await waitFor(async () => expect(await editorText('Unique Lines')).toBe('Apple\n\n apple \n🍎'));
    check('Trim spaces before comparing');
    await waitFor(async () => expect(await editorText('Unique Lines')).toBe('Apple\n\n🍎'));
    check('Remove empty lines');
    await waitFor(async () => expect(await editorText('Unique Lines')).toBe('Apple\n🍎'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Empty lines removed2');
    expect(screen.getByRole('button', { name: 'Copy unique lines' })).toBeInTheDocument();
  });

  it('says where a lone surrogate is', async () => {
    await renderView();
    await setEditorText('Lines', 'a\na\nx\uDFFF');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot process this text');
    expect(alert).toHaveTextContent('lone surrogate U+DFFF at line 3, column 2');
  });

  it('Load Sample fills the input; Clear empties both panes', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Lines')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Unique Lines')).toMatch(/^apple\nbanana\nApple\ncherry\n/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Lines')).toBe(''));
    await waitFor(async () => expect(await editorText('Unique Lines')).toBe(''));
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
