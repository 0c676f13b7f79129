import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_TEXT } from './core';
import HtmlEntityEncoderView from './View';

async function renderEncoder() {
  render(<HtmlEntityEncoderView />);
  // The editor loads lazily; a busy machine can take more than the default second.
  await screen.findByRole('textbox', { name: 'Text' }, { timeout: 5000 });
}

const output = () => editorText('Encoded HTML');

describe('HTML Entity Encoder screen', () => {
  it('shows its heading, labelled options, panes and rules', async () => {
    await renderEncoder();
    expect(screen.getByRole('heading', { level: 1, name: 'HTML Entity Encoder' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Encoding options' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: `Escape quotes (" and ')` })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Non-ASCII characters' })).toHaveValue('keep');
    expect(screen.getByRole('combobox', { name: 'Numeric references' })).toHaveValue('decimal');
    expect(screen.getByRole('heading', { name: 'HTML Entity Encoding Rules' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy encoded HTML' })).not.toBeInTheDocument();
  });

  it('encodes as you type, and again when an option changes', async () => {
    await renderEncoder();
    await setEditorText('Text', `<a title="x">Tom & Jerry's café 😀</a>`);
    await waitFor(async () =>
      expect(await output()).toBe('&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s café 😀&lt;/a&gt;'),
    );
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('References written8');

    fireEvent.change(screen.getByRole('combobox', { name: 'Non-ASCII characters' }), { target: { value: 'named' } });
    await waitFor(async () =>
      expect(await output()).toBe('&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s caf&eacute; &#128512;&lt;/a&gt;'),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Numeric references' }), { target: { value: 'hex' } });
    await waitFor(async () =>
      expect(await output()).toBe(
        '&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s caf&eacute; &#x1F600;&lt;/a&gt;',
      ),
    );

    fireEvent.click(screen.getByRole('checkbox', { name: `Escape quotes (" and ')` }));
    await waitFor(async () =>
      expect(await output()).toBe(`&lt;a title="x"&gt;Tom &amp; Jerry's caf&eacute; &#x1F600;&lt;/a&gt;`),
    );
    expect(screen.getByRole('button', { name: 'Copy encoded HTML' })).toBeInTheDocument();
  });

  it('lists characters no reference can carry', async () => {
    await renderEncoder();
    fireEvent.change(screen.getByRole('combobox', { name: 'Non-ASCII characters' }), { target: { value: 'numeric' } });
    await setEditorText('Text', 'a\u0085b');
    const kept = await screen.findByRole('region', { name: '1 character kept as it is' });
    expect(kept).toHaveTextContent('U+0085 at line 1, column 2: a C1 control character');
    expect(await output()).toBe('a\u0085b');
  });

  it('Load Sample fills the input; Clear empties everything', async () => {
    await renderEncoder();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(async () => expect(await editorText('Text')).toBe(SAMPLE_TEXT));
    await waitFor(async () => expect(await output()).toContain('&lt;p class=&quot;greeting&quot;&gt;'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(async () => expect(await output()).toBe(''));
    expect(await editorText('Text')).toBe('');
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });
});
