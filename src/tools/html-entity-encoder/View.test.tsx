import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderEncoder = () => renderTool('html-entity-encoder');

const output = () => editorText('Encoded HTML');
const select = (name: string) => screen.getByRole('combobox', { name });
const quotes = () => screen.getByRole('checkbox', { name: `Escape quotes (" and ')` });

describe('HTML Entity Encoder screen', () => {
  it('encodes as you type, and again when an option changes', async () => {
    await renderEncoder();
    expect(quotes()).toBeChecked();
    expect(select('Non-ASCII characters')).toHaveValue('keep');
    expect(select('Numeric references')).toHaveValue('decimal');
    expect(screen.queryByRole('button', { name: 'Copy encoded HTML' })).not.toBeInTheDocument();
    await setEditorText('Text', `<a title="x">Tom & Jerry's café 😀</a>`);
    await waitFor(async () =>
      expect(await output()).toBe('&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s café 😀&lt;/a&gt;'),
    );
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('References written8');

    fireEvent.change(select('Non-ASCII characters'), { target: { value: 'named' } });
    await waitFor(async () =>
      expect(await output()).toBe('&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s caf&eacute; &#128512;&lt;/a&gt;'),
    );

    fireEvent.change(select('Numeric references'), { target: { value: 'hex' } });
    await waitFor(async () =>
      expect(await output()).toBe(
        '&lt;a title=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s caf&eacute; &#x1F600;&lt;/a&gt;',
      ),
    );

    fireEvent.click(quotes());
    await waitFor(async () =>
      expect(await output()).toBe(`&lt;a title="x"&gt;Tom &amp; Jerry's caf&eacute; &#x1F600;&lt;/a&gt;`),
    );
    expect(screen.getByRole('button', { name: 'Copy encoded HTML' })).toBeInTheDocument();
  });

  it('lists characters no reference can carry', async () => {
    await renderEncoder();
    fireEvent.change(select('Non-ASCII characters'), { target: { value: 'numeric' } });
    await setEditorText('Text', 'a\u0085b');
    const kept = await screen.findByRole('region', { name: '1 character kept as it is' });
    expect(kept).toHaveTextContent('U+0085 at line 1, column 2: a C1 control character');
    expect(await output()).toBe('a\u0085b');
  });

  it('hides the list of kept characters while it describes text that has since changed', async () => {
    await renderEncoder();
    fireEvent.change(select('Non-ASCII characters'), { target: { value: 'numeric' } });
    await setEditorText('Text', 'a\u0085b');
    await screen.findByRole('region', { name: '1 character kept as it is' });
    await setEditorText('Text', 'a\u0085b\u0085');
    expect(screen.queryByRole('region', { name: /kept as/ })).not.toBeInTheDocument();
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '2 characters kept as they are' })).toBeInTheDocument();
  });

  it('keeps the text and the options when the tool is opened again', async () => {
    const first = await renderEncoder();
    await setEditorText('Text', `"é"`);
    fireEvent.click(quotes());
    fireEvent.change(select('Non-ASCII characters'), { target: { value: 'numeric' } });
    fireEvent.change(select('Numeric references'), { target: { value: 'hex' } });
    await waitFor(async () => expect(await output()).toBe('"&#xE9;"'));
    first.unmount();

    await renderEncoder();
    expect(await editorText('Text')).toBe(`"é"`);
    expect(quotes()).not.toBeChecked();
    expect(select('Non-ASCII characters')).toHaveValue('numeric');
    expect(select('Numeric references')).toHaveValue('hex');
    await waitFor(async () => expect(await output()).toBe('"&#xE9;"'));
  });
});
