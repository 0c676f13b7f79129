import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_CSV } from './core';
import CsvToJsonView from './View';

async function renderConverter() {
  render(<CsvToJsonView />);
  await screen.findByRole('textbox', { name: 'CSV Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('CSV to JSON screen', () => {
  it('shows its heading, buttons, panes, placeholders, options and features', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'CSV to JSON Converter' })).toBeInTheDocument();
    for (const name of ['Convert to JSON', 'Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CSV Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your CSV here...')).toBeInTheDocument();
    expect(screen.getByText('JSON output will appear here...')).toBeInTheDocument();
    const delimiter = screen.getByRole('combobox', { name: 'Delimiter' });
    expect(delimiter).toHaveValue('auto');
    expect([...(delimiter as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['Auto-detect', 'Comma (,)', 'Semicolon (;)', 'Tab']);
    expect(screen.getByRole('checkbox', { name: 'Typed values' })).not.toBeChecked();
    for (const name of ['Header Row', 'Delimiter Detection', 'Exact Values', 'File Download']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy JSON output' })).not.toBeInTheDocument();
  });

  it('converts the sample to strings by default, with the success alert, Copy and Download', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('CSV Input')).toBe(SAMPLE_CSV));
    click('Convert to JSON');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(await screen.findByText('Conversion Successful')).toBeInTheDocument();
    expect(screen.getByText('CSV data converted to JSON format')).toBeInTheDocument();
    const output = await editorText('JSON Output');
    expect(output.startsWith('[\n  {\n    "id": "1",\n    "name": "John Doe",')).toBe(true);
    expect(output).toContain('"name": "Johnson, Bob"');
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
  });

  it('Typed values writes numbers digit for digit and booleans as booleans', async () => {
    await renderConverter();
    await setEditorText('CSV Input', 'id,zip,ok\n12345678901234567890,08123,true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Typed values' }));
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    expect(await editorText('JSON Output')).toBe('[\n  {\n    "id": 12345678901234567890,\n    "zip": "08123",\n    "ok": true\n  }\n]');
  });

  it('uses the chosen delimiter', async () => {
    await renderConverter();
    await setEditorText('CSV Input', 'a;b,c\n1;2,3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Delimiter' }), { target: { value: 'semicolon' } });
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    expect(JSON.parse(await editorText('JSON Output'))).toEqual([{ a: '1', 'b,c': '2,3' }]);
  });

  it('shows "Conversion Error" with the parser problems and their rows, and empties the output', async () => {
    await renderConverter();
    await setEditorText('CSV Input', 'a,b\n1,2');
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    await setEditorText('CSV Input', 'a,b\n1,2\n3\n4,5,6');
    click('Convert to JSON');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent('Row 3 (line 3): Too few fields: expected 2 fields but parsed 1');
    expect(alert).toHaveTextContent('Row 4 (line 4): Too many fields: expected 2 fields but parsed 3');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('JSON Output')).toBe('');
  });

  it('Clear empties the input, the output and the error', async () => {
    await renderConverter();
    await setEditorText('CSV Input', 'a\n"x');
    click('Convert to JSON');
    await screen.findByRole('alert');
    click('Clear');
    await waitFor(async () => expect(await editorText('CSV Input')).toBe(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
