import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { TOOL_STATE_VERSION, toolStateKey } from '../../lib/tool-state';
import { renderTool } from '../../test/render-tool';
import { NO_DATA_ROWS_MESSAGE } from './core';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover what CSV to JSON gives it, its options above all.

const renderCsvToJson = () => renderTool('csv-to-json');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function convertCsv(csv: string) {
  await setEditorText('CSV Input', csv);
  click('Convert to JSON');
  await screen.findByText('Conversion Successful');
  return editorText('JSON Output');
}

describe('CSV to JSON screen', () => {
  it('shows its panes, placeholders and features', async () => {
    await renderCsvToJson();
    for (const name of [
      'CSV Input',
      'JSON Output',
      'Header Row',
      'Delimiter Detection',
      'Exact Values',
      'File Download',
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeInTheDocument();
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

  it('says beside Typed values, and in its card, that values stay strings unless it is ticked', async () => {
    await renderCsvToJson();
    const typed = screen.getByRole('checkbox', { name: 'Typed values' });
    expect(typed).toHaveAccessibleDescription(
      'Off: every value stays a string, as written (30 gives "30", and 02134 keeps its zero). Tick it for JSON numbers and booleans.',
    );
    expect(screen.getByText(/^Values stay strings unless Typed values is ticked: 30 gives "30"/)).toBeInTheDocument();
    fireEvent.click(typed);
    expect(typed).toHaveAccessibleDescription(/^On: numbers and booleans become JSON numbers and booleans/);
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

  it('detects commas when quoted fields are full of semicolons', async () => {
    await renderCsvToJson();
    expect(JSON.parse(await convertCsv('";",d\r\n";;,",w'))).toEqual([{ ';': ';;,', d: 'w' }]);
  });

  it('asks for CSV when the input is blank, and lists malformed rows, marking the first one in the input', async () => {
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
    expect(screen.getByRole('button', { name: 'Go to the error at line 3, column 1' })).toBeInTheDocument();
  });

  it('refuses a header with no data rows, marking the header line, instead of converting it to []', async () => {
    await renderCsvToJson();
    await setEditorText('CSV Input', '\nname,age\n');
    click('Convert to JSON');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_DATA_ROWS_MESSAGE);
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('JSON Output')).toBe('');
    expect(screen.getByRole('button', { name: 'Go to the error at line 2, column 1' })).toBeInTheDocument();
  });

  it('marks the result out of date once the input changes, instead of calling the new input converted', async () => {
    await renderCsvToJson();
    await convertCsv('a,b\n1,2');
    await setEditorText('CSV Input', 'a,b\n1,2\n3');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Typed values' }));
    expect(screen.getByRole('status')).toHaveTextContent('Press Convert to JSON to update it.');
  });

  it('keeps the input and options when the tool is opened again', async () => {
    const first = await renderCsvToJson();
    await setEditorText('CSV Input', 'a;b\n1;2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Delimiter' }), { target: { value: 'semicolon' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Typed values' }));
    first.unmount();

    await renderCsvToJson();
    expect(await editorText('CSV Input')).toBe('a;b\n1;2');
    expect(screen.getByRole('combobox', { name: 'Delimiter' })).toHaveValue('semicolon');
    expect(screen.getByRole('checkbox', { name: 'Typed values' })).toBeChecked();
  });

  it('restores a stored delimiter it does not offer as auto-detect', async () => {
    window.sessionStorage.setItem(
      toolStateKey('csv-to-json'),
      JSON.stringify({ v: TOOL_STATE_VERSION, state: { input: 'a|b\n1|2', delimiter: 'pipe', typedValues: true } }),
    );
    await renderCsvToJson();
    expect(await editorText('CSV Input')).toBe('a|b\n1|2');
    expect(screen.getByRole('combobox', { name: 'Delimiter' })).toHaveValue('auto');
    expect(screen.getByRole('checkbox', { name: 'Typed values' })).toBeChecked();
  });
});
