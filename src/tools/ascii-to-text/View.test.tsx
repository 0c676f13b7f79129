import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderConverter = () => renderTool('ascii-to-text');

const output = () => editorText('Text');
const numberFormat = () => screen.getByRole('combobox', { name: 'Number format' });

describe('ASCII to Text screen', () => {
  it('updates as you type', async () => {
    await renderConverter();
    expect(numberFormat()).toHaveValue('auto');
    await setEditorText('Character Codes', '72 105 128512');
    await waitFor(async () => expect(await output()).toBe('Hi😀'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Codes3');
    expect(stats).toHaveTextContent('Characters3');
    expect(screen.getByRole('button', { name: 'Copy text' })).toBeInTheDocument();
  });

  it('reads every number in the chosen base', async () => {
    await renderConverter();
    await setEditorText('Character Codes', '48 69');
    await waitFor(async () => expect(await output()).toBe('0E'));
    fireEvent.change(numberFormat(), { target: { value: 'hex' } });
    await waitFor(async () => expect(await output()).toBe('Hi'));
  });

  it('names a bad token with its position, and recovers when it is fixed', async () => {
    await renderConverter();
    await setEditorText('Character Codes', '72 105\n33 x1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Code');
    expect(alert).toHaveTextContent('Token 4 "x1" (line 2, column 4) is not a decimal');
    expect(await output()).toBe('');
    await setEditorText('Character Codes', '72 105\n33 0x21');
    await waitFor(async () => expect(await output()).toBe('Hi!!'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('quotes a token holding a NUL with the NUL shown as U+0000, not as an invisible character', async () => {
    await renderConverter();
    await setEditorText('Character Codes', '72 1\u00005');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Token 2 "1<U+0000>5" (line 1, column 4) is not a decimal');
    expect(alert.textContent).not.toContain('\u0000');
  });

  it('keeps the codes and the number format when the tool is opened again', async () => {
    const first = await renderConverter();
    await setEditorText('Character Codes', '48 69');
    fireEvent.change(numberFormat(), { target: { value: 'hex' } });
    await waitFor(async () => expect(await output()).toBe('Hi'));
    first.unmount();

    await renderConverter();
    expect(await editorText('Character Codes')).toBe('48 69');
    expect(numberFormat()).toHaveValue('hex');
    await waitFor(async () => expect(await output()).toBe('Hi'));
  });
});
