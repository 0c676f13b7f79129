import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILE_SIZE_LIMIT } from '../../lib/files';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderEncoder = () => renderTool('base64-encoder');

/** Reading a file and the run that follows take more than the default second on a busy machine. */
const SLOW = { timeout: 5000 };

const output = () => editorText('Base64');
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const dropZone = () => screen.getByRole('region', { name: 'Encode a file' });

/** Chooses a file in the drop zone's file picker, as the user would. */
function chooseFile(file: File) {
  const picker = dropZone().querySelector('input[type=file]')!;
  fireEvent.change(picker, { target: { files: [file] } });
}

/**
 * The screen is LiveTransformScreen's (tested there and by the transform contract), the encoding and its
 * options are the core's. Base64 Encoder is the only tool that gives LiveTransformScreen a file to encode, so
 * the template's file input is tested here, through it.
 */
describe('Base64 Encoder screen', () => {
  it('encodes a chosen file of any type as bytes, optionally as a data URL', async () => {
    await renderEncoder();
    chooseFile(new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00])], 'dot.png', { type: 'image/png' }));
    await waitFor(async () => expect(await output()).toBe('iVBOR/8A'), SLOW);
    expect(within(dropZone()).getByText('dot.png')).toBeInTheDocument();
    expect(within(dropZone()).getByText('image/png · 6 B · binary')).toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('File size6 B');
    fireEvent.click(checkbox('Output as a data URL'));
    await waitFor(async () => expect(await output()).toBe('data:image/png;base64,iVBOR/8A'), SLOW);
    // Removing the file goes back to the (empty) text.
    fireEvent.click(screen.getByRole('button', { name: 'Remove dot.png' }));
    await waitFor(async () => expect(await output()).toBe(''), SLOW);
  });

  it('refuses a file over the limit, naming the limit', async () => {
    await renderEncoder();
    const huge = new File(['x'], 'huge.iso');
    Object.defineProperty(huge, 'size', { value: FILE_SIZE_LIMIT + 1 });
    chooseFile(huge);
    const alert = await within(dropZone()).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Cannot open the file');
    expect(alert).toHaveTextContent('"huge.iso" is 64.0 MB; files up to 64.0 MB can be opened.');
    expect(await output()).toBe('');
  });

  it('a pasted file is encoded', async () => {
    await renderEncoder();
    const pasted = new File(['abc'], 'pasted.txt', { type: 'text/plain' });
    fireEvent.paste(dropZone(), { clipboardData: { files: [pasted] } });
    await waitFor(async () => expect(await output()).toBe('YWJj'), SLOW);
    expect(within(dropZone()).getByText('text/plain · 3 B · text')).toBeInTheDocument();
  });

  it('typing text replaces the file as what is encoded', async () => {
    await renderEncoder();
    chooseFile(new File(['abc'], 'a.bin'));
    await waitFor(async () => expect(await output()).toBe('YWJj'), SLOW);
    await setEditorText('Text', 'hi');
    await waitFor(async () => expect(await output()).toBe('aGk='), SLOW);
    expect(screen.queryByText('a.bin')).not.toBeInTheDocument();
  });
});
