import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_YAML } from './core';
import YamlToJsonView from './View';

async function renderConverter() {
  render(<YamlToJsonView />);
  await screen.findByRole('textbox', { name: 'YAML Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('YAML to JSON screen', () => {
  it('shows its heading, buttons, panes, placeholders and features', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'YAML to JSON Converter' })).toBeInTheDocument();
    for (const name of ['Convert to JSON', 'Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'YAML Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your YAML here...')).toBeInTheDocument();
    expect(screen.getByText('JSON output will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a file into YAML Input' })).toBeInTheDocument();
    for (const name of ['YAML 1.2 Parsing', 'Exact Numbers', 'Anchors & Merge Keys', 'Documents & Keys']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByText(/become a JSON array, one item per document/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy JSON output' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download JSON output' })).not.toBeInTheDocument();
  });

  it('Load Sample fills the input, and the character count follows', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('YAML Input')).toBe(SAMPLE_YAML));
    expect(screen.getByText(`${SAMPLE_YAML.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
  });

  it('converts, showing "Converting..." while busy, then the success alert, the output, Copy and Download', async () => {
    await renderConverter();
    await setEditorText('YAML Input', 'id: 12345678901234567890\ntags: [a, b]\n');
    click('Convert to JSON');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(await screen.findByText('Conversion Successful')).toBeInTheDocument();
    expect(screen.getByText('YAML converted to JSON format')).toBeInTheDocument();
    expect(await editorText('JSON Output')).toBe('{\n  "id": 12345678901234567890,\n  "tags": [\n    "a",\n    "b"\n  ]\n}');
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeEnabled();
  });

  it('shows "Conversion Error" with the line and column, and empties the previous output', async () => {
    await renderConverter();
    await setEditorText('YAML Input', 'a: 1');
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    await setEditorText('YAML Input', 'server:\n  port: 80\n   host: example.com');
    click('Convert to JSON');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent('Bad indentation of a mapping entry at line 3, column 8');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('JSON Output')).toBe('');
    expect(screen.queryByRole('button', { name: 'Copy JSON output' })).not.toBeInTheDocument();
  });

  it('asks for YAML when the input is blank', async () => {
    await renderConverter();
    click('Convert to JSON');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter YAML data');
  });

  it('Clear empties the input, the output and the messages', async () => {
    await renderConverter();
    click('Load Sample');
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    click('Clear');
    await waitFor(async () => expect(await editorText('YAML Input')).toBe(''));
    expect(await editorText('JSON Output')).toBe('');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
