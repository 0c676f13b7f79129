import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_BASE64 } from './core';
import Base64DecoderView from './View';

async function renderDecoder() {
  render(<Base64DecoderView />);
  // The editor loads lazily; a busy machine can take more than the default second.
  await screen.findByRole('textbox', { name: 'Base64' }, { timeout: 5000 });
}

describe('Base64 Decoder screen', () => {
  it('shows its heading, panes and features', async () => {
    await renderDecoder();
    expect(screen.getByRole('heading', { level: 1, name: 'Base64 Decoder' })).toBeInTheDocument();
    expect(screen.getByText('Paste Base64 or a data: URL here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Decoding Features' })).toBeInTheDocument();
  });

  it('decodes text as you type, in either alphabet', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'w7w_PvCfmIA');
    await waitFor(async () => expect(await editorText('Decoded')).toBe('ü?>😀'));
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Decoded size8 B');
    expect(stats).toHaveTextContent('AlphabetURL-safe (- _)');
    expect(stats).toHaveTextContent('PaddingNone');
    expect(screen.getByRole('button', { name: 'Copy decoded text' })).toBeInTheDocument();
  });

  it('shows binary data as hex with a download named after its type', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'data:application/octet-stream;base64,iVBORw0KGgoAAAANSUhEUg==');
    await waitFor(async () =>
      expect(await editorText('Decoded (hex view)')).toBe(
        '00000000  89 50 4e 47 0d 0a 1a 0a  00 00 00 0d 49 48 44 52  |.PNG........IHDR|',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Binary data, 16 B: a PNG image' })).toBeInTheDocument();
    expect(screen.getByText(/at byte 0, 0x89 is a continuation byte/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download decoded.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy hex view' })).toBeInTheDocument();
  });

  it('says where an invalid character is', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'Zm9v\nYm!y');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Base64');
    expect(alert).toHaveTextContent('Invalid Base64 character "!" (U+0021) at line 2, column 3 (offset 7).');
    expect(await editorText('Decoded')).toBe('');
  });

  it('explains bad padding', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'Zg=');
    expect(await screen.findByRole('alert')).toHaveTextContent('needs exactly 2 "=" to make four, but has 1');
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderDecoder();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Base64')).toBe(SAMPLE_BASE64));
    await waitFor(async () => expect(await editorText('Decoded')).toContain('Hello, world! 👋'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await editorText('Decoded')).toBe(''));
    expect(await editorText('Base64')).toBe('');
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
