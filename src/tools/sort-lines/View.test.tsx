import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import SortLinesView from './View';

async function renderView() {
  render(<SortLinesView />);
  await screen.findByRole('textbox', { name: 'Lines' }, { timeout: 5000 });
  // A fixed locale, so the test does not depend on the machine's.
  fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'en' } });
}

describe('Sort Lines screen', () => {
  it('shows its title, labelled options and feature cards', async () => {
    render(<SortLinesView />);
    await screen.findByRole('textbox', { name: 'Lines' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Sort Lines' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sort options' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('a-z');
    expect(screen.getByRole('option', { name: 'Natural, 1 → 10 (item2 before item10)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Case-insensitive' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Unique (remove duplicates)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveAccessibleDescription(
      /^empty: your browser’s \(.+\)$/,
    );
    expect(screen.getByText('The sorted lines will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How Lines Are Sorted' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy sorted lines' })).not.toBeInTheDocument();
  });

  it('sorts as you type, and again when an option changes', async () => {
    await renderView();
    await setEditorText('Lines', 'item10\nitem2\nitem1\nitem2');
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('item1\nitem10\nitem2\nitem2'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value: 'natural' } });
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('item1\nitem2\nitem2\nitem10'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unique (remove duplicates)' }));
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('item1\nitem2\nitem10'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Lines3');
    expect(stats).toHaveTextContent('Duplicates removed1');
    expect(stats).toHaveTextContent('Alphabet rulesEnglish (en)');
    expect(screen.getByRole('button', { name: 'Copy sorted lines' })).toBeInTheDocument();
  });

  it('follows the chosen locale', async () => {
    await renderView();
    await setEditorText('Lines', 'Zebra\nÄrger\nAmsel');
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('Amsel\nÄrger\nZebra'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'sv' } });
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('Amsel\nZebra\nÄrger'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('(sv)');
  });

  it('says what is wrong with a locale, and recovers when it is fixed', async () => {
    await renderView();
    await setEditorText('Lines', 'b\na');
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('a\nb'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'en_US' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot sort these lines');
    expect(alert).toHaveTextContent('Locale: "en_US" is not a language tag. Did you mean "en-US"?');
    expect(await editorText('Sorted Lines')).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value: 'en-US' } });
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe('a\nb'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Lines')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await editorText('Sorted Lines')).toMatch(/^👨‍👩‍👧‍👦 family\nÄpfel\napple\napple\n/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Lines')).toBe(''));
    await waitFor(async () => expect(await editorText('Sorted Lines')).toBe(''));
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
