import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import XmlToJsonView from './View';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what XML to JSON gives it.

async function renderXmlToJson() {
  render(<XmlToJsonView />);
  await screen.findByRole('textbox', { name: 'XML Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('XML to JSON screen', () => {
  it('shows its spec texts: heading, action, panes, placeholders and the documented rules', async () => {
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
    for (const name of ['XML to JSON Converter', 'XML Input', 'JSON Output', ...rules])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Convert XML documents to JSON: attributes merged into their elements, arrays only where elements repeat/,
      ),
    ).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
  });

  it('asks for XML when the input is blank, and says which tags do not match and where', async () => {
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
  });
});
