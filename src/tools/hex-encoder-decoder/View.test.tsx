import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 5000 };

const select = (name: string) => screen.getByRole('combobox', { name });

/**
 * The screen is LiveTransformScreen's (tested there and by the transform contract), the conversions and their
 * errors are the core's; what is the tool's own here is the Hex format box it draws beside the options.
 */
describe('Hex Encoder / Decoder screen', () => {
  it('writes hex in the format its Hex format box sets, and disables the box when decoding', async () => {
    await renderTool('hex-encoder-decoder');
    expect(select('Separator')).toHaveValue('space');
    expect(select('Case')).toHaveValue('lower');
    await setEditorText('Text', 'Hé');
    await waitFor(async () => expect(await editorText('Hex')).toBe('48 c3 a9'), SLOW);
    fireEvent.change(select('Case'), { target: { value: 'upper' } });
    fireEvent.change(select('Separator'), { target: { value: 'colon' } });
    await waitFor(async () => expect(await editorText('Hex')).toBe('48:C3:A9'), SLOW);
    fireEvent.change(select('Separator'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '0x prefix' }));
    await waitFor(async () => expect(await editorText('Hex')).toBe('0x48C3A9'), SLOW);

    fireEvent.click(screen.getByRole('radio', { name: 'Hex to text' }));
    expect(screen.getByRole('group', { name: 'Hex format' })).toBeDisabled();
  });
});
