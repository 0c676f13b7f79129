import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what JSON to CSV gives it.

const renderJsonToCsv = () => renderTool('json-to-csv');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to CSV screen', () => {
  it('shows its spec texts: heading, intro, action, panes, placeholders and features', async () => {
    await renderJsonToCsv();
    for (const name of [
      'JSON to CSV Converter',
      'JSON Input',
      'CSV Output',
      'Array Processing',
      'File Download',
      'Nested Objects',
      'Data Validation',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(
      screen.getByText('Convert JSON arrays to CSV format for spreadsheets and data analysis.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to CSV' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON array here...')).toBeInTheDocument();
    expect(screen.getByText('CSV output will appear here...')).toBeInTheDocument();
    expect(screen.getByText(/Handled intelligently/)).toBeInTheDocument();
    expect(screen.getByText(/CRLF line endings/)).toBeInTheDocument();
  });

  it('turns the sample into one CSV row per record, offered as CSV to copy and download', async () => {
    await renderJsonToCsv();
    click('Load Sample');
    click('Convert to CSV');
    expect(await screen.findByRole('status')).toHaveTextContent('JSON array converted to CSV format');
    // The editor shows lines; the CRLF record endings are checked by the browser tests' Copy and Download.
    expect(await editorText('CSV Output')).toBe(
      'id,name,email,age,department,salary,isActive\n1,John Doe,john.doe@example.com,30,Engineering,75000,true\n2,Jane Smith,jane.smith@example.com,28,Marketing,65000,true\n3,Bob Johnson,bob.johnson@example.com,35,Sales,55000,false',
    );
    expect(screen.getByRole('button', { name: 'Copy CSV output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV output' })).toBeInTheDocument();
  });

  it('asks for JSON when the input is blank, and names the line and column of invalid JSON', async () => {
    await renderJsonToCsv();
    click('Convert to CSV');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
    await setEditorText('JSON Input', '[\n  {"a": 1},\n  {"a": 2,}\n]');
    click('Convert to CSV');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Expected a double-quoted property name, found '}' at line 3, column 11",
      ),
    );
  });
});
