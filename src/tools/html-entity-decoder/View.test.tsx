import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderDecoder = () => renderTool('html-entity-decoder');

const output = () => editorText('Decoded Text');

describe('HTML Entity Decoder screen', () => {
  it('decodes as you type, and reads legacy names by the chosen context', async () => {
    await renderDecoder();
    expect(screen.getByRole('radio', { name: 'Text content' })).toBeChecked();
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

  it('names a soft hyphen decoded from a legacy name, which would show as nothing', async () => {
    await renderDecoder();
    await setEditorText('HTML', 'co&shy op');
    const notes = await screen.findByRole('region', { name: 'Notes (1)' });
    expect(notes).toHaveTextContent('&shy at line 1, column 3 has no closing semicolon: decoded as “<U+00AD>”');
  });

  it('hides the notes while they describe HTML that has since changed', async () => {
    await renderDecoder();
    await setEditorText('HTML', '&bogus;');
    await screen.findByRole('region', { name: 'Notes (1)' });
    await setEditorText('HTML', '&bogus; &nope;');
    expect(screen.queryByRole('region', { name: /Notes/ })).not.toBeInTheDocument();
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Notes (2)' })).toBeInTheDocument();
  });

  it('keeps the HTML and the context when the tool is opened again', async () => {
    const first = await renderDecoder();
    await setEditorText('HTML', '?a=1&copy=2');
    fireEvent.click(screen.getByRole('radio', { name: 'Attribute value' }));
    await waitFor(async () => expect(await output()).toBe('?a=1&copy=2'));
    first.unmount();

    await renderDecoder();
    expect(await editorText('HTML')).toBe('?a=1&copy=2');
    expect(screen.getByRole('radio', { name: 'Attribute value' })).toBeChecked();
    await waitFor(async () => expect(await output()).toBe('?a=1&copy=2'));
  });
});
