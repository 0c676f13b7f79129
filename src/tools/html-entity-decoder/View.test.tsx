import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_HTML } from './core';
import HtmlEntityDecoderView from './View';

async function renderDecoder() {
  render(<HtmlEntityDecoderView />);
  // The editor loads lazily; a busy machine can take more than the default second.
  await screen.findByRole('textbox', { name: 'HTML' }, { timeout: 5000 });
}

const output = () => editorText('Decoded Text');

describe('HTML Entity Decoder screen', () => {
  it('shows its heading, labelled options, panes and rules', async () => {
    await renderDecoder();
    expect(screen.getByRole('heading', { level: 1, name: 'HTML Entity Decoder' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Decoding options' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text content' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'HTML Entity Decoding Rules' })).toBeInTheDocument();
  });

  it('decodes as you type, and reads legacy names by the chosen context', async () => {
    await renderDecoder();
    await setEditorText('HTML', '&lt;b&gt;caf&eacute; &#x1F600; ?a=1&copy=2');
    await waitFor(async () => expect(await output()).toBe('<b>café 😀 ?a=1©=2'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('References decoded5');
    fireEvent.click(screen.getByRole('radio', { name: 'Attribute value' }));
    await waitFor(async () => expect(await output()).toBe('<b>café 😀 ?a=1&copy=2'));
    expect(screen.getByRole('button', { name: 'Copy decoded text' })).toBeInTheDocument();
  });

  it('keeps unknown references and lists them with their place, without an error', async () => {
    await renderDecoder();
    await setEditorText('HTML', 'ok\n😀 &bogus; &#x80;');
    const notes = await screen.findByRole('region', { name: 'Notes (2)' });
    expect(notes).toHaveTextContent('&bogus; at line 2, column 3 is not a known character reference: left as it is');
    expect(notes).toHaveTextContent('&#x80; at line 2, column 11 is read as windows-1252');
    expect(await output()).toBe('ok\n😀 &bogus; €');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderDecoder();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('HTML')).toBe(SAMPLE_HTML));
    await waitFor(async () => expect(await output()).toContain('<p class="greeting">Tom & Jerry'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await output()).toBe(''));
    expect(await editorText('HTML')).toBe('');
    expect(screen.queryByRole('region', { name: /Notes/ })).not.toBeInTheDocument();
  });
});
