import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import UrlDecoderView from './View';

async function renderDecoder() {
  render(<UrlDecoderView />);
  // The editor loads lazily; a busy machine can take more than the default second.
  await screen.findByRole('textbox', { name: 'Encoded' }, { timeout: 5000 });
}

const output = () => editorText('Decoded');

describe('URL Decoder screen', () => {
  it('shows its heading, options, panes and rules', async () => {
    await renderDecoder();
    expect(screen.getByRole('heading', { level: 1, name: 'URL Decoder' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Component' })).toBeChecked();
    expect(screen.getByText('Paste a URL or percent-encoded text here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Decoding Rules' })).toBeInTheDocument();
  });

  it('decodes as you type, in each mode', async () => {
    await renderDecoder();
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

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderDecoder();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () =>
      expect(await output()).toBe('https://example.com/search?q=crème brûlée & café&emoji=🍰&path=/menu/désserts'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await output()).toBe(''));
    expect(await editorText('Encoded')).toBe('');
  });
});
