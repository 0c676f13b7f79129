import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

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
});
