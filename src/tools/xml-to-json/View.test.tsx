import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_XML } from './core';
import XmlToJsonView from './View';

async function renderConverter() {
  render(<XmlToJsonView />);
  await screen.findByRole('textbox', { name: 'XML Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('XML to JSON screen', () => {
  it('shows its texts: heading, buttons, panes, placeholders and the documented rules', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'XML to JSON Converter' })).toBeInTheDocument();
    for (const name of ['Convert to JSON', 'Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'XML Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your XML here...')).toBeInTheDocument();
    expect(screen.getByText('JSON output will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a file into XML Input' })).toBeInTheDocument();
    for (const name of ['Attributes Merged', 'Arrays Only When Repeated', 'Text Stays Text', 'Mixed Content', 'CDATA, Comments & Instructions', 'Namespaces', 'Safe Entities', 'Error Locations']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(/external ones are never loaded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy JSON output' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download JSON output' })).not.toBeInTheDocument();
  });

  it('Load Sample fills the input, and the character count follows', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('XML Input')).toBe(SAMPLE_XML));
    expect(screen.getByText(`${SAMPLE_XML.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
  });

  it('converts, showing "Converting..." while busy, then the success alert, the output, Copy and Download', async () => {
    await renderConverter();
    await setEditorText('XML Input', '<order id="42"><zip>007</zip><item>a</item><item>b</item></order>');
    click('Convert to JSON');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(await screen.findByText('Conversion Successful')).toBeInTheDocument();
    expect(screen.getByText('XML document converted to JSON format')).toBeInTheDocument();
    expect(await editorText('JSON Output')).toBe('{\n  "order": {\n    "id": "42",\n    "zip": "007",\n    "item": [\n      "a",\n      "b"\n    ]\n  }\n}');
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeEnabled();
  });

  it('shows "Conversion Error" with the line and column, and empties the previous output', async () => {
    await renderConverter();
    await setEditorText('XML Input', '<a>1</a>');
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    await setEditorText('XML Input', '<order>\n  <item>a</item>\n  <item>b</itm>\n</order>');
    click('Convert to JSON');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent("Invalid XML: Expected closing tag 'item' (opened at line 3, column 3) instead of closing tag 'itm' at line 3, column 10");
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('JSON Output')).toBe('');
    expect(screen.queryByRole('button', { name: 'Copy JSON output' })).not.toBeInTheDocument();
  });

  it('asks for XML when the input is blank', async () => {
    await renderConverter();
    click('Convert to JSON');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter XML data');
  });

  it('Clear empties the input, the output and the messages', async () => {
    await renderConverter();
    click('Load Sample');
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    click('Clear');
    await waitFor(async () => expect(await editorText('XML Input')).toBe(''));
    expect(await editorText('JSON Output')).toBe('');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
