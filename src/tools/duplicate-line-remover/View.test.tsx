import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_TEXT } from './core';

const renderRemover = () => renderTool('duplicate-line-remover');

const output = () => editorText('Unique Lines');
const check = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }));
const stats = () => screen.getByLabelText('Statistics');

describe('Duplicate Line Remover screen', () => {
  it('compares lines exactly until told otherwise', async () => {
    await renderRemover();
    for (const name of ['Ignore case', 'Trim spaces before comparing', 'Remove empty lines'])
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
  });

  it('removes duplicates as you type, and again when an option changes', async () => {
    await renderRemover();
    await setEditorText('Lines', 'Apple\napple\n\n apple \n\n🍎\n🍎');
    await waitFor(async () => expect(await output()).toBe('Apple\napple\n\n apple \n🍎'));
    expect(stats()).toHaveTextContent('Duplicates removed2');
    expect(stats()).toHaveTextContent('Empty lines removed0');
    expect(stats()).toHaveTextContent('Lines kept5');
    check('Ignore case');
    await waitFor(async () => expect(await output()).toBe('Apple\n\n apple \n🍎'));
    check('Trim spaces before comparing');
    await waitFor(async () => expect(await output()).toBe('Apple\n\n🍎'));
    check('Remove empty lines');
    await waitFor(async () => expect(await output()).toBe('Apple\n🍎'));
    expect(stats()).toHaveTextContent('Empty lines removed2');
    expect(screen.getByRole('button', { name: 'Copy unique lines' })).toBeInTheDocument();
  });

  it('marks the output and its counts out of date when an option changes, until the new result comes', async () => {
    await renderRemover();
    await setEditorText('Lines', 'a\n\nb\n\n');
    await waitFor(async () => expect(await output()).toBe('a\n\nb\n'));
    check('Remove empty lines');
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(stats()).toHaveAttribute('aria-busy', 'true');
    // The figures shown are still the old result's, marked as such, not mixed with the new option.
    expect(stats()).toHaveTextContent('Empty lines removed0');
    await waitFor(async () => expect(await output()).toBe('a\nb\n'));
    expect(stats()).toHaveTextContent('Empty lines removed2');
    expect(stats()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Out of date')).not.toBeInTheDocument();
  });

  it('says where a lone surrogate is', async () => {
    await renderRemover();
    await setEditorText('Lines', 'a\na\nx\uDFFF');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot process this text');
    expect(alert).toHaveTextContent('lone surrogate U+DFFF at line 3, column 2');
  });

  it('keeps the lines and the options when the screen is left and opened again', async () => {
    const { unmount } = await renderRemover();
    await setEditorText('Lines', 'x\nX\nx');
    check('Ignore case');
    await waitFor(async () => expect(await output()).toBe('x'));
    unmount();

    await renderRemover();
    expect(await editorText('Lines')).toBe('x\nX\nx');
    expect(screen.getByRole('checkbox', { name: 'Ignore case' })).toBeChecked();
    await waitFor(async () => expect(await output()).toBe('x'));
  });

  it('Load Sample fills the input; Clear empties both panes', async () => {
    await renderRemover();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Lines')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await output()).toMatch(/^apple\nbanana\nApple\ncherry\n/));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Lines')).toBe(''));
    await waitFor(async () => expect(await output()).toBe(''));
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
