import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { NOTHING_TO_DECODE } from './core';

const renderDecoder = () => renderTool('base64-decoder');

describe('Base64 Decoder screen', () => {
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
    const panel = screen.getByRole('region', { name: 'Binary data, 16 B: a PNG image' });
    expect(panel).toHaveTextContent(/at byte 0, 0x89 is a continuation byte/);
    expect(panel).toHaveTextContent('The hex view shows every byte.');
    expect(screen.getByRole('button', { name: 'Download decoded.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy hex view' })).toBeInTheDocument();
  });

  it('says where an invalid character is, and marks its line in the input', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'Zm9v\nYm!y');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid Base64');
    expect(alert).toHaveTextContent('Invalid Base64 character "!" (U+0021) at line 2, column 3 (offset 7).');
    expect(screen.getByRole('button', { name: 'Go to the error at line 2, column 3' })).toBeInTheDocument();
    expect(await editorText('Decoded')).toBe('');
  });

  it('explains bad padding', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'Zg=');
    expect(await screen.findByRole('alert')).toHaveTextContent('needs exactly 2 "=" to make four, but has 1');
  });

  it('says there is nothing to decode in whitespace alone, and shows no error for empty input', async () => {
    await renderDecoder();
    await setEditorText('Base64', '  \n\t ');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing to decode');
    expect(alert).toHaveTextContent(NOTHING_TO_DECODE);
    await setEditorText('Base64', '');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await editorText('Decoded')).toBe('');
  });

  it('marks the binary findings out of date while newer input is decoded', async () => {
    await renderDecoder();
    await setEditorText('Base64', 'iVBORw0KGgoAAAANSUhEUg==');
    await screen.findByRole('region', { name: /^Binary data, 16 B: a PNG image/ });
    await setEditorText('Base64', 'aGk=');
    expect(screen.getByRole('region', { name: /^Binary data/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Statistics')).toHaveAttribute('aria-busy', 'true');
    await waitFor(async () => expect(await editorText('Decoded')).toBe('hi'));
    expect(screen.queryByRole('region', { name: /^Binary data/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).not.toHaveAttribute('aria-busy');
  });

  it('keeps the input when the tool is opened again', async () => {
    const first = await renderDecoder();
    await setEditorText('Base64', 'Zm9vYmFy');
    await waitFor(async () => expect(await editorText('Decoded')).toBe('foobar'));
    first.unmount();

    await renderDecoder();
    expect(await editorText('Base64')).toBe('Zm9vYmFy');
    await waitFor(async () => expect(await editorText('Decoded')).toBe('foobar'));
  });
});
