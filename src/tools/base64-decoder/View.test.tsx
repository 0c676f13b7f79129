import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 5000 };

const renderDecoder = () => renderTool('base64-decoder');

/**
 * The screen is LiveTransformScreen's (tested there and by the transform contract), the decoding and its
 * errors are the core's; what is the tool's own here is what it draws from a result: the statistics' names,
 * the binary panel with its download, and the title of its error.
 */
describe('Base64 Decoder screen', () => {
  it('names the alphabet and the padding it read', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'w7w_PvCfmIA');
    await waitFor(async () => expect(await editorText('Decoded')).toBe('ü?>😀'), SLOW);
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Decoded size8 B');
    expect(stats).toHaveTextContent('AlphabetURL-safe (- _)');
    expect(stats).toHaveTextContent('PaddingNone');
  });

  it('shows binary data as hex with a download named after its type', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'data:application/octet-stream;base64,iVBORw0KGgoAAAANSUhEUg==');
    await waitFor(
      async () =>
        expect(await editorText('Decoded (hex view)')).toBe(
          '00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|',
        ),
      SLOW,
    );
    const panel = screen.getByRole('region', { name: 'Binary data, 16 B: a PNG image' });
    expect(panel).toHaveTextContent(/at byte 0, 0x89 is a continuation byte/);
    expect(panel).toHaveTextContent('The hex view shows every byte.');
    expect(screen.getByRole('button', { name: 'Download decoded.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy hex view' })).toBeInTheDocument();
  });

  it('marks the binary panel out of date while newer input is decoded, and drops it for text', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'iVBORw0KGgoAAAANSUhEUg==');
    await screen.findByRole('region', { name: /^Binary data, 16 B: a PNG image/ }, SLOW);
    await setEditorText('Base64', 'aGk=');
    expect(screen.getByRole('region', { name: /^Binary data/ })).toHaveAttribute('aria-busy', 'true');
    await waitFor(async () => expect(await editorText('Decoded')).toBe('hi'), SLOW);
    expect(screen.queryByRole('region', { name: /^Binary data/ })).not.toBeInTheDocument();
  });

  it('titles the error of whitespace alone "Nothing to decode", and of bad input "Invalid Base64"', async () => {
    await renderDecoder();
    await setEditorText('Base64', '  \n\t ');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Nothing to decode');
    await setEditorText('Base64', 'Zg=');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid Base64'), SLOW);
  });
});
