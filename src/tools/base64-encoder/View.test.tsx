import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_LIMIT } from '../../lib/files';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderEncoder = () => renderTool('base64-encoder');

const output = () => editorText('Base64');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const dropZone = () => screen.getByRole('region', { name: 'Encode a file' });

/** Chooses a file in the drop zone's file picker, as the user would. */
function chooseFile(file: File) {
  const picker = dropZone().querySelector('input[type=file]')!;
  fireEvent.change(picker, { target: { files: [file] } });
}

describe('Base64 Encoder screen', () => {
  it('encodes UTF-8 text as you type, following the options', async () => {
    await renderEncoder();
    await setEditorText('Text', 'ü?>😀');
    await waitFor(async () => expect(await output()).toBe('w7w/PvCfmIA='));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('UTF-8 size8 B');
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Base64 length12 characters');
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
    expect(within(dropZone()).getByText('dot.png')).toBeInTheDocument();
    expect(within(dropZone()).getByText('image/png · 6 B · binary')).toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('File size6 B');
    fireEvent.click(checkbox('Output as a data URL'));
    await waitFor(async () => expect(await output()).toBe('data:image/png;base64,iVBOR/8A'));
    // Removing the file goes back to the (empty) text.
    fireEvent.click(screen.getByRole('button', { name: 'Remove dot.png' }));
    await waitFor(async () => expect(await output()).toBe(''));
  });

  it('refuses a file over the limit, naming the limit', async () => {
    await renderEncoder();
    const huge = new File(['x'], 'huge.iso');
    Object.defineProperty(huge, 'size', { value: FILE_SIZE_LIMIT + 1 });
    chooseFile(huge);
    const alert = await within(dropZone()).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot open the file');
    expect(alert).toHaveTextContent('"huge.iso" is 64.0 MB; files up to 64.0 MB can be opened.');
    expect(await output()).toBe('');
  });

  it('a pasted file is encoded', async () => {
    await renderEncoder();
    const pasted = new File(['abc'], 'pasted.txt', { type: 'text/plain' });
    fireEvent.paste(dropZone(), { clipboardData: { files: [pasted] } });
    await waitFor(async () => expect(await output()).toBe('YWJj'));
    expect(within(dropZone()).getByText('text/plain · 3 B · text')).toBeInTheDocument();
  });

  it('typing text replaces the file as what is encoded', async () => {
    await renderEncoder();
    chooseFile(new File(['abc'], 'a.bin'));
    await waitFor(async () => expect(await output()).toBe('YWJj'));
    await setEditorText('Text', 'hi');
    await waitFor(async () => expect(await output()).toBe('aGk='));
    expect(screen.queryByText('a.bin')).not.toBeInTheDocument();
  });

  it('keeps the text and the options when the tool is opened again', async () => {
    const first = await renderEncoder();
    await setEditorText('Text', 'ü?>');
    fireEvent.click(checkbox('URL-safe alphabet (- and _)'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Line breaks' }), { target: { value: '64' } });
    await waitFor(async () => expect(await output()).toBe('w7w_Pg=='));
    first.unmount();

    await renderEncoder();
    expect(await editorText('Text')).toBe('ü?>');
    expect(checkbox('URL-safe alphabet (- and _)')).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Line breaks' })).toHaveValue('64');
    await waitFor(async () => expect(await output()).toBe('w7w_Pg=='));
  });
});
