import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what XML to JSON gives it.

const renderXmlToJson = () => renderTool('xml-to-json');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function convertXml(xml: string) {
  await setEditorText('XML Input', xml);
  click('Convert to JSON');
  await screen.findByText('Conversion Successful');
  return editorText('JSON Output');
}

describe('XML to JSON screen', () => {
  it('shows its panes, placeholders and the documented rules', async () => {
    await renderXmlToJson();
    const rules = [
      'Attributes Merged',
      'Arrays Only When Repeated',
      'Text Stays Text',
      'Mixed Content',
      'CDATA, Comments & Instructions',
      'Namespaces',
      'Safe Entities',
      'Error Locations',
    ];
    for (const name of ['XML Input', 'JSON Output', ...rules])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeInTheDocument();
    expect(screen.getByText('Paste your XML here...')).toBeInTheDocument();
    expect(screen.getByText('JSON output will appear here...')).toBeInTheDocument();
    expect(screen.getByText(/external ones are never loaded/)).toBeInTheDocument();
  });

  it('converts the catalogue sample: namespaced attributes kept, CDATA as text, text never turned into numbers', async () => {
    await renderXmlToJson();
    click('Load Sample');
    click('Convert to JSON');
    expect(await screen.findByRole('status')).toHaveTextContent('XML document converted to JSON format');
    const { catalog } = JSON.parse(await editorText('JSON Output'));
    expect(catalog['xmlns:media']).toBe('http://example.com/media');
    const [book, album] = catalog.products.product;
    expect(book['media:cover']).toEqual({
      href: 'https://example.com/covers/bk-0042.jpg',
      width: '600',
      height: '900',
    });
    expect(book.description).toBe('20th anniversary edition — <b>revised</b> & expanded.');
    expect(album).toMatchObject({ inStock: 'false', price: '12.50', tracks: { count: '5' } });
    expect(screen.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
  });

  it('asks for XML when the input is blank, and says which tags do not match and where, marking the line', async () => {
    await renderXmlToJson();
    click('Convert to JSON');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter XML data');
    await setEditorText('XML Input', '<order>\n  <item>a</item>\n  <item>b</itm>\n</order>');
    click('Convert to JSON');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Invalid XML: Expected closing tag 'item' (opened at line 3, column 3) instead of closing tag 'itm' at line 3, column 10",
      ),
    );
    expect(screen.getByRole('button', { name: 'Go to the error at line 3, column 10' })).toBeInTheDocument();
  });

  it('says which nested entities it left as text (billion laughs), beside the safe result', async () => {
    await renderXmlToJson();
    const output = await convertXml(
      '<!DOCTYPE lolz [\n<!ENTITY lol0 "lol">\n<!ENTITY lol1 "&lol0;&lol0;">\n<!ENTITY lol2 "&lol1;&lol1;">\n]>\n<lolz>&lol2;</lolz>',
    );
    expect(output).toBe('{\n  "lolz": "&lol2;"\n}');
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent(
      'The entity &lol2; was left as text, not expanded',
    );

    // The warning belongs to that result: an edit hides it until the next conversion.
    await setEditorText('XML Input', '<a>x</a>');
    expect(screen.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
    await convertXml('<a>x</a>');
    expect(screen.queryByRole('region', { name: 'Warnings' })).not.toBeInTheDocument();
  });

  it('marks the result out of date once the input changes', async () => {
    await renderXmlToJson();
    await convertXml('<a>1</a>');
    await setEditorText('XML Input', '<a>1</b>');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
    expect(screen.getByRole('status')).toHaveTextContent('Press Convert to JSON to update it.');
  });

  it('keeps the input when the tool is opened again', async () => {
    const first = await renderXmlToJson();
    await setEditorText('XML Input', '<kept/>');
    first.unmount();

    await renderXmlToJson();
    expect(await editorText('XML Input')).toBe('<kept/>');
  });
});
