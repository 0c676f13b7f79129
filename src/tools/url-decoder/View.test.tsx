import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderDecoder = () => renderTool('url-decoder');

const output = () => editorText('Decoded');

describe('URL Decoder screen', () => {
  it('decodes as you type, in each mode', async () => {
    await renderDecoder();
    expect(screen.getByRole('radio', { name: 'Component' })).toBeChecked();
    await setEditorText('Encoded', 'a+b%20c%2Fd%C3%A9%F0%9F%98%80');
    await waitFor(async () => expect(await output()).toBe('a+b c/dé😀'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Escapes decoded8');
    fireEvent.click(screen.getByRole('radio', { name: 'Form' }));
    await waitFor(async () => expect(await output()).toBe('a b c/dé😀'));
    fireEvent.click(screen.getByRole('radio', { name: 'Whole URL' }));
    await waitFor(async () => expect(await output()).toBe('a+b c%2Fdé😀'));
    expect(screen.getByRole('button', { name: 'Copy decoded text' })).toBeInTheDocument();
  });

  it('points at a malformed sequence, and recovers when it is fixed', async () => {
    await renderDecoder();
    await setEditorText('Encoded', 'caf%C3%A9\n100% sure');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Malformed percent-encoding');
    expect(alert).toHaveTextContent('Malformed percent sequence "% s" at line 2, column 4 (offset 13)');
    expect(await output()).toBe('');
    await setEditorText('Encoded', 'caf%C3%A9\n100%25 sure');
    await waitFor(async () => expect(await output()).toBe('café\n100% sure'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports bytes that are not UTF-8', async () => {
    await renderDecoder();
    await setEditorText('Encoded', 'x%E2%82');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The percent-encoded bytes "%E2%82" at line 1, column 2 (offset 1) are not valid UTF-8',
    );
  });

  it('shows a control character in a malformed sequence by its code point', async () => {
    await renderDecoder();
    await setEditorText('Encoded', 'ok%\u00001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Malformed percent sequence "%<U+0000>1" at line 1, column 3 (offset 2): "<U+0000>" is not a hexadecimal digit.',
    );
    expect(alert.textContent).not.toContain('\u0000');
  });

  it('keeps the input and the mode when the tool is opened again', async () => {
    const first = await renderDecoder();
    await setEditorText('Encoded', 'a+b%20c');
    fireEvent.click(screen.getByRole('radio', { name: 'Form' }));
    await waitFor(async () => expect(await output()).toBe('a b c'));
    first.unmount();

    await renderDecoder();
    expect(await editorText('Encoded')).toBe('a+b%20c');
    expect(screen.getByRole('radio', { name: 'Form' })).toBeChecked();
    await waitFor(async () => expect(await output()).toBe('a b c'));
  });
});
