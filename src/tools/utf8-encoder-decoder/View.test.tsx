import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderConverter = () => renderTool('utf8-encoder-decoder');

const byteFormat = () => screen.getByRole('combobox', { name: 'Byte format' });
const swap = () => screen.getByRole('button', { name: 'Swap' });

describe('UTF-8 Encoder / Decoder screen', () => {
  it('encodes as you type, in each notation, with a character breakdown', async () => {
    await renderConverter();
    expect(screen.getByRole('radio', { name: 'Text to UTF-8 bytes' })).toBeChecked();
    expect(byteFormat()).toHaveValue('hex');
    await setEditorText('Text', 'A€');
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('41 E2 82 AC'));
    const breakdown = screen.getByRole('region', { name: 'Character Breakdown' });
    expect(within(breakdown).getAllByRole('row')[2]).toHaveTextContent('€U+20ACE2 82 AC3 bytes');
    expect(within(breakdown).getAllByRole('row')[1]).toHaveTextContent('AU+0041411 byte');
    fireEvent.change(byteFormat(), { target: { value: 'escape' } });
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('\\x41\\xe2\\x82\\xac'));
    fireEvent.change(byteFormat(), { target: { value: 'percent' } });
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('%41%E2%82%AC'));
    fireEvent.change(byteFormat(), { target: { value: 'decimal' } });
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('65 226 130 172'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Bytes4');
  });

  it('decodes, and points out invalid sequences with offset, position and why', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'UTF-8 bytes to text' }));
    await setEditorText('UTF-8 Bytes', '41 C0 AF\nED A0 80');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid UTF-8 Input');
    expect(alert).toHaveTextContent('The bytes are not valid UTF-8: 2 invalid sequences.');
    expect(alert).toHaveTextContent('Overlong encoding at byte offset 1 (line 1, column 4)');
    expect(alert).toHaveTextContent('Surrogate at byte offset 3 (line 2, column 1)');
    await setEditorText('UTF-8 Bytes', '41 C3 A9');
    await waitFor(async () => expect(await editorText('Text')).toBe('Aé'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(swap());
    expect(screen.getByRole('radio', { name: 'Text to UTF-8 bytes' })).toBeChecked();
    expect(await editorText('Text')).toBe('Aé');
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('41 C3 A9'));
  });

  it('quotes a malformed escape with its control character shown as U+0000, not raw', async () => {
    await renderConverter();
    fireEvent.click(screen.getByRole('radio', { name: 'UTF-8 bytes to text' }));
    fireEvent.change(byteFormat(), { target: { value: 'escape' } });
    await setEditorText('UTF-8 Bytes', 'a\\\u0000');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('"\\<U+0000>" at line 1, column 2 is not a \\xHH escape');
    expect(alert.textContent).not.toContain('\u0000');
  });

  it('hides the breakdown and offers no Swap while the result describes older text', async () => {
    await renderConverter();
    await setEditorText('Text', 'é');
    await screen.findByRole('region', { name: 'Character Breakdown' });
    await setEditorText('Text', 'é€');
    expect(screen.queryByRole('region', { name: 'Character Breakdown' })).not.toBeInTheDocument();
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(swap()).toBeDisabled();
    const breakdown = await screen.findByRole('region', { name: 'Character Breakdown' });
    expect(within(breakdown).getAllByRole('row')).toHaveLength(3);
    expect(swap()).toBeEnabled();
  });

  it('keeps the input, the direction and the byte format when the tool is opened again', async () => {
    const first = await renderConverter();
    fireEvent.change(byteFormat(), { target: { value: 'percent' } });
    await setEditorText('Text', 'é');
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('%C3%A9'));
    fireEvent.click(swap());
    await waitFor(async () => expect(await editorText('Text')).toBe('é'));
    first.unmount();

    await renderConverter();
    expect(screen.getByRole('radio', { name: 'UTF-8 bytes to text' })).toBeChecked();
    expect(byteFormat()).toHaveValue('percent');
    expect(await editorText('UTF-8 Bytes')).toBe('%C3%A9');
    await waitFor(async () => expect(await editorText('Text')).toBe('é'));
  });
});
