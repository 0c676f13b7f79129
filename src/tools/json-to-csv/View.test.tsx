import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_JSON } from './core';
import JsonToCsvView from './View';

async function renderConverter() {
  render(<JsonToCsvView />);
  await screen.findByRole('textbox', { name: 'JSON Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to CSV screen', () => {
  it('shows the spec texts: heading, intro, buttons, panes, placeholders and features', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'JSON to CSV Converter' })).toBeInTheDocument();
    expect(screen.getByText(/Convert JSON arrays to CSV format for spreadsheets and data analysis/)).toBeInTheDocument();
    for (const name of ['Convert to CSV', 'Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CSV Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON array here...')).toBeInTheDocument();
    expect(screen.getByText('CSV output will appear here...')).toBeInTheDocument();
    for (const name of ['Array Processing', 'File Download', 'Nested Objects', 'Data Validation']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText(/Handled intelligently/)).toBeInTheDocument();
    expect(screen.getByText(/CRLF line endings/)).toBeInTheDocument();
    // Copy and Download only once there is output.
    expect(screen.queryByRole('button', { name: 'Copy CSV output' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV output' })).not.toBeInTheDocument();
  });

  it('Load Sample fills the input with the pretty-printed sample, and the count follows', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('JSON Input')).toBe(SAMPLE_JSON));
    expect(screen.getByText(`${SAMPLE_JSON.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
  });

  it('converts, showing "Converting..." while busy, then the success alert, the output, Copy and Download', async () => {
    await renderConverter();
    await setEditorText('JSON Input', '[{"id":12345678901234567890,"user":{"name":"Ada, L."}},{"id":2,"tags":["x"]}]');
    click('Convert to CSV');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(await screen.findByText('Conversion Successful')).toBeInTheDocument();
    expect(screen.getByText('JSON array converted to CSV format')).toBeInTheDocument();
    expect(await editorText('CSV Output')).toBe('id,user.name,tags\n12345678901234567890,"Ada, L.",\n2,,"[""x""]"');
    expect(screen.getByRole('button', { name: 'Copy CSV output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to CSV' })).toBeEnabled();
  });

  it('shows "Conversion Error" with the line and column, and empties the previous output', async () => {
    await renderConverter();
    await setEditorText('JSON Input', '[{"a": 1}]');
    click('Convert to CSV');
    await screen.findByText('Conversion Successful');
    await setEditorText('JSON Input', '[\n  {"a": 1},\n  {"a": 2,}\n]');
    click('Convert to CSV');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent(/line 3, column 11/);
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('CSV Output')).toBe('');
    expect(screen.queryByRole('button', { name: 'Copy CSV output' })).not.toBeInTheDocument();
  });

  it('asks for JSON when the input is blank', async () => {
    await renderConverter();
    click('Convert to CSV');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
  });

  it('Clear empties the input, the output and the error', async () => {
    await renderConverter();
    click('Load Sample');
    click('Convert to CSV');
    await screen.findByText('Conversion Successful');
    click('Clear');
    await waitFor(async () => expect(await editorText('JSON Input')).toBe(''));
    expect(await editorText('CSV Output')).toBe('');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
