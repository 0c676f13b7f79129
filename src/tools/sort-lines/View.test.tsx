import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toolStateKey } from '../../lib/tool-state';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderSorter = () => renderTool('sort-lines');

async function renderView() {
  const rendered = await renderSorter();
  // A fixed locale, so the test does not depend on the machine's.
  setLocale('en');
  return rendered;
}

const setLocale = (value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Locale' }), { target: { value } });
const setOrder = (value: string) =>
  fireEvent.change(screen.getByRole('combobox', { name: 'Order' }), { target: { value } });
const output = () => editorText('Sorted Lines');

describe('Sort Lines screen', () => {
  it('starts in natural order (item2 before item10, as its card says) in the browser’s alphabet', async () => {
    await renderSorter();
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('natural');
    expect(screen.getByRole('option', { name: 'A → Z, numbers in order (item2 before item10)' })).toBeInTheDocument();
    expect(
      screen.getByRole('option', { name: 'A → Z, character by character (item10 before item2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Case-insensitive' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Unique (remove duplicates)' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveAccessibleDescription(
      /^empty: your browser’s \(.+\)$/,
    );
    expect(screen.queryByRole('button', { name: 'Copy sorted lines' })).not.toBeInTheDocument();
  });

  it('sorts as you type, and again when an option changes', async () => {
    await renderView();
    await setEditorText('Lines', 'item10\nitem2\nitem1\nitem2');
    await waitFor(async () => expect(await output()).toBe('item1\nitem2\nitem2\nitem10'));
    setOrder('a-z');
    await waitFor(async () => expect(await output()).toBe('item1\nitem10\nitem2\nitem2'));
    setOrder('natural');
    await waitFor(async () => expect(await output()).toBe('item1\nitem2\nitem2\nitem10'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unique (remove duplicates)' }));
    await waitFor(async () => expect(await output()).toBe('item1\nitem2\nitem10'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Lines3');
    expect(stats).toHaveTextContent('Duplicates removed1');
    expect(stats).toHaveTextContent('Alphabet rulesEnglish (en)');
    expect(screen.getByRole('button', { name: 'Copy sorted lines' })).toBeInTheDocument();
  });

  it('follows the chosen locale', async () => {
    await renderView();
    await setEditorText('Lines', 'Zebra\nÄrger\nAmsel');
    await waitFor(async () => expect(await output()).toBe('Amsel\nÄrger\nZebra'));
    setLocale('sv');
    await waitFor(async () => expect(await output()).toBe('Amsel\nZebra\nÄrger'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('(sv)');
  });

  it('says at the field what is wrong with a locale, sorts meanwhile in the browser’s, and recovers', async () => {
    await renderView();
    await setEditorText('Lines', 'b\na');
    await waitFor(async () => expect(await output()).toBe('a\nb'));
    setLocale('en_US');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Locale: "en_US" is not a language tag. Did you mean "en-US"?');
    expect(screen.getByRole('combobox', { name: 'Locale' })).toHaveAttribute('aria-invalid', 'true');
    expect(await output()).toBe('a\nb');
    setLocale('en-US');
    await waitFor(async () => expect(await output()).toBe('a\nb'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restores an unknown order as the default, natural order', async () => {
    window.sessionStorage.setItem(
      toolStateKey('sort-lines'),
      JSON.stringify({ v: 1, state: { input: 'b\na', order: 'random' } }),
    );
    await renderSorter();
    expect(screen.getByRole('combobox', { name: 'Order' })).toHaveValue('natural');
    await waitFor(async () => expect(await output()).toBe('a\nb'));
  });
});
