import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_JSON } from './core';
import JsonToXmlView from './View';

async function renderConverter() {
  render(<JsonToXmlView />);
  await screen.findByRole('textbox', { name: 'JSON Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to XML screen', () => {
  it('shows its texts: heading, buttons, panes, placeholders and the documented rules', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'JSON to XML Converter' })).toBeInTheDocument();
    for (const name of ['Convert to XML', 'Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'XML Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('XML output will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a file into JSON Input' })).toBeInTheDocument();
    for (const name of ['Declaration & Root', 'Arrays Repeat the Element', 'Valid Element Names', 'Exact Values', 'Proper Escaping', 'Attributes', 'Element Text', 'Large Files']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    // The name rule is documented where the user sees it.
    expect(screen.getByText(/"first name" → first_name, "2024" → _2024/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy XML output' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download XML output' })).not.toBeInTheDocument();
  });

  it('Load Sample fills the input, and the character count follows', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('JSON Input')).toBe(SAMPLE_JSON));
    expect(screen.getByText(`${SAMPLE_JSON.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
  });

  it('converts, showing "Converting..." while busy, then the success alert, the output, Copy and Download', async () => {
    await renderConverter();
    await setEditorText('JSON Input', '{"id": 12345678901234567890, "first name": "Ada & Co", "tags": ["x", "y"]}');
    click('Convert to XML');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(await screen.findByText('Conversion Successful')).toBeInTheDocument();
    expect(screen.getByText('JSON converted to XML format')).toBeInTheDocument();
    expect(await editorText('XML Output')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <id>12345678901234567890</id>\n  <first_name>Ada &amp; Co</first_name>\n  <tags>x</tags>\n  <tags>y</tags>\n</root>',
    );
    expect(screen.getByRole('button', { name: 'Copy XML output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download XML output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to XML' })).toBeEnabled();
  });

  it('shows "Conversion Error" with the line and column, and empties the previous output', async () => {
    await renderConverter();
    await setEditorText('JSON Input', '{"a": 1}');
    click('Convert to XML');
    await screen.findByText('Conversion Successful');
    await setEditorText('JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
    click('Convert to XML');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent("Unexpected ']': trailing comma in array at line 3, column 14");
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('XML Output')).toBe('');
    expect(screen.queryByRole('button', { name: 'Copy XML output' })).not.toBeInTheDocument();
  });

  it('asks for JSON when the input is blank', async () => {
    await renderConverter();
    click('Convert to XML');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
  });

  it('Clear empties the input, the output and the messages', async () => {
    await renderConverter();
    click('Load Sample');
    click('Convert to XML');
    await screen.findByText('Conversion Successful');
    click('Clear');
    await waitFor(async () => expect(await editorText('JSON Input')).toBe(''));
    expect(await editorText('XML Output')).toBe('');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
