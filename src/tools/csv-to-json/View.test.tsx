import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import CsvToJsonView from './View';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover what CSV to JSON gives it, its options above all.

async function renderCsvToJson() {
  render(<CsvToJsonView />);
  await screen.findByRole('textbox', { name: 'CSV Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function convertCsv(csv: string) {
  await setEditorText('CSV Input', csv);
  click('Convert to JSON');
  await screen.findByRole('status');
  return editorText('JSON Output');
}

describe('CSV to JSON screen', () => {
  it('shows its spec texts: heading, action, panes, placeholders and features', async () => {
    await renderCsvToJson();
    for (const name of [
      'CSV to JSON Converter',
      'CSV Input',
      'JSON Output',
      'Header Row',
      'Delimiter Detection',
      'Exact Values',
      'File Download',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeInTheDocument();
    expect(
      screen.getByText('Convert CSV with a header row into a JSON array of objects, for APIs, configuration and code.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paste your CSV here...')).toBeInTheDocument();
    expect(screen.getByText('JSON output will appear here...')).toBeInTheDocument();
  });

  it('offers a delimiter, auto-detected by default, and typed values, off by default', async () => {
    await renderCsvToJson();
    const delimiter = screen.getByRole('combobox', { name: 'Delimiter' });
    expect(delimiter).toHaveValue('auto');
    expect([...(delimiter as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Auto-detect',
      'Comma (,)',
      'Semicolon (;)',
      'Tab',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Typed values' })).not.toBeChecked();
  });

  it('converts the sample with every value kept as a string, offered as JSON to copy and download', async () => {
    await renderCsvToJson();
    click('Load Sample');
    click('Convert to JSON');
    expect(await screen.findByRole('status')).toHaveTextContent('CSV data converted to JSON format');
    const output = await editorText('JSON Output');
    expect(output.startsWith('[\n  {\n    "id": "1",\n    "name": "John Doe",')).toBe(true);
    expect(output).toContain('"name": "Johnson, Bob"');
    expect(output).toContain('"salary": "98000.50",\n    "isActive": "true"');
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
  });

  it('Typed values writes numbers digit for digit and booleans as booleans', async () => {
    await renderCsvToJson();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Typed values' }));
    expect(await convertCsv('id,zip,ok\n12345678901234567890,08123,true')).toBe(
      '[\n  {\n    "id": 12345678901234567890,\n    "zip": "08123",\n    "ok": true\n  }\n]',
    );
  });

  it('uses the chosen delimiter', async () => {
    await renderCsvToJson();
    fireEvent.change(screen.getByRole('combobox', { name: 'Delimiter' }), { target: { value: 'semicolon' } });
    expect(JSON.parse(await convertCsv('a;b,c\n1;2,3'))).toEqual([{ a: '1', 'b,c': '2,3' }]);
  });

  it('asks for CSV when the input is blank, and lists malformed rows with their lines', async () => {
    await renderCsvToJson();
    click('Convert to JSON');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter CSV data');
    await setEditorText('CSV Input', 'a,b\n1,2\n3\n4,5,6');
    click('Convert to JSON');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Row 3 (line 3): Too few fields: expected 2 fields but parsed 1',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Row 4 (line 4): Too many fields: expected 2 fields but parsed 3',
    );
  });
});
