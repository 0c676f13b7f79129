import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 5000 };

/**
 * The screen is LiveTransformScreen's (tested there and by the transform contract), the byte notations and
 * their errors are the core's; what is the tool's own here is the Character Breakdown it draws below.
 */
describe('UTF-8 Encoder / Decoder screen', () => {
  it('breaks the text down into each character’s bytes', async () => {
    await renderTool('utf8-encoder-decoder');
    await setEditorText('Text', 'A€');
    await waitFor(async () => expect(await editorText('UTF-8 Bytes')).toBe('41 E2 82 AC'), SLOW);
    const rows = within(screen.getByRole('region', { name: 'Character Breakdown' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('AU+0041411 byte');
    expect(rows[2]).toHaveTextContent('€U+20ACE2 82 AC3 bytes');
  });

  it('hides the breakdown while the result describes older text', async () => {
    await renderTool('utf8-encoder-decoder');
    await setEditorText('Text', 'é');
    await screen.findByRole('region', { name: 'Character Breakdown' }, SLOW);
    await setEditorText('Text', 'é€');
    expect(screen.queryByRole('region', { name: 'Character Breakdown' })).not.toBeInTheDocument();
    const breakdown = await screen.findByRole('region', { name: 'Character Breakdown' }, SLOW);
    expect(within(breakdown).getAllByRole('row')).toHaveLength(3);
  });
});
