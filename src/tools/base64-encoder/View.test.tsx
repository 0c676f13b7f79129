import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import Base64EncoderView from './View';

async function renderEncoder() {
  render(<Base64EncoderView />);
  // The editor loads lazily; a busy machine can take more than the default second.
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

const output = () => editorText('Base64');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('File to encode'), { target: { files: [file] } });
}

describe('Base64 Encoder screen', () => {
  it('shows its heading, options, file control and features', async () => {
    await renderEncoder();
    expect(screen.getByRole('heading', { level: 1, name: 'Base64 Encoder' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    for (const name of ['URL-safe alphabet (- and _)', 'No padding (=)', 'Output as a data URL'])
      expect(checkbox(name)).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Line breaks' })).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Encode a file' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Encoding Features' })).toBeInTheDocument();
    expect(screen.getByText('Base64 will appear here...')).toBeInTheDocument();
  });

  it('encodes UTF-8 text as you type, following the options', async () => {
    await renderEncoder();
    await setEditorText('Text', 'ü?>😀');
    await waitFor(async () => expect(await output()).toBe('w7w/PvCfmIA='));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('UTF-8 size8 B');
    fireEvent.click(checkbox('URL-safe alphabet (- and _)'));
    await waitFor(async () => expect(await output()).toBe('w7w_PvCfmIA='));
    fireEvent.click(checkbox('No padding (=)'));
    await waitFor(async () => expect(await output()).toBe('w7w_PvCfmIA'));
    fireEvent.click(checkbox('Output as a data URL'));
    await waitFor(async () => expect(await output()).toBe('data:text/plain;charset=utf-8;base64,w7w/PvCfmIA='));
    expect(checkbox('URL-safe alphabet (- and _)')).toBeDisabled();
    expect(screen.getByText(/A data URL is always standard Base64 with padding/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy Base64' })).toBeInTheDocument();
  });

  it('breaks lines for MIME', async () => {
    await renderEncoder();
    await setEditorText('Text', 'x'.repeat(60));
    fireEvent.change(screen.getByRole('combobox', { name: 'Line breaks' }), { target: { value: '76' } });
    await waitFor(async () => expect((await output()).split('\n').map((line) => line.length)).toEqual([76, 4]));
  });

  it('encodes a chosen file of any type as bytes, optionally as a data URL', async () => {
    await renderEncoder();
    chooseFile(new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00])], 'dot.png', { type: 'image/png' }));
    await waitFor(async () => expect(await output()).toBe('iVBOR/8A'));
    expect(screen.getByText('dot.png')).toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('File size6 B');
    fireEvent.click(checkbox('Output as a data URL'));
    await waitFor(async () => expect(await output()).toBe('data:image/png;base64,iVBOR/8A'));
    // Removing the file goes back to the (empty) text.
    fireEvent.click(screen.getByRole('button', { name: 'Remove dot.png' }));
    await waitFor(async () => expect(await output()).toBe(''));
  });

  it('typing text replaces the file as what is encoded', async () => {
    await renderEncoder();
    chooseFile(new File(['abc'], 'a.bin'));
    await waitFor(async () => expect(await output()).toBe('YWJj'));
    await setEditorText('Text', 'hi');
    await waitFor(async () => expect(await output()).toBe('aGk='));
    expect(screen.queryByText('a.bin')).not.toBeInTheDocument();
  });

  it('says where a lone surrogate is', async () => {
    await renderEncoder();
    await setEditorText('Text', 'a\n\uDE00');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot encode this text');
    expect(alert).toHaveTextContent('lone surrogate U+DE00 at line 2, column 1');
  });

  it('Load Sample fills the input; Clear empties text, file and output', async () => {
    await renderEncoder();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await output()).toBe(Buffer.from(SAMPLE_TEXT).toString('base64')));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await output()).toBe(''));
    expect(await editorText('Text')).toBe('');
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
