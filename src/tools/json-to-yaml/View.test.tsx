import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_JSON } from './core';
import JsonToYamlView from './View';

async function renderConverter() {
  render(<JsonToYamlView />);
  await screen.findByRole('textbox', { name: 'JSON Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to YAML screen', () => {
  it('shows its heading, buttons, panes, placeholders and features', async () => {
    await renderConverter();
    expect(screen.getByRole('heading', { level: 1, name: 'JSON to YAML Converter' })).toBeInTheDocument();
    for (const name of ['Convert to YAML', 'Load Sample', 'Clear']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'YAML Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('YAML output will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a file into JSON Input' })).toBeInTheDocument();
    for (const name of ['Clean YAML', 'Exact Numbers', 'Safe Strings', 'Data Validation']) expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy YAML output' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download YAML output' })).not.toBeInTheDocument();
  });

  it('Load Sample fills the input, and the character count follows', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('JSON Input')).toBe(SAMPLE_JSON));
    expect(screen.getByText(`${SAMPLE_JSON.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
  });

  it('converts, showing "Converting..." while busy, then the success alert, the output, Copy and Download', async () => {
    await renderConverter();
    await setEditorText('JSON Input', '{"id": 12345678901234567890, "enabled": "yes", "ports": [80, 443]}');
    click('Convert to YAML');
    expect(screen.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    expect(await screen.findByText('Conversion Successful')).toBeInTheDocument();
    expect(screen.getByText('JSON converted to YAML format')).toBeInTheDocument();
    expect(await editorText('YAML Output')).toBe("id: 12345678901234567890\nenabled: 'yes'\nports:\n  - 80\n  - 443\n");
    expect(screen.getByRole('button', { name: 'Copy YAML output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download YAML output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to YAML' })).toBeEnabled();
  });

  it('shows "Conversion Error" with the line and column, and empties the previous output', async () => {
    await renderConverter();
    await setEditorText('JSON Input', '{"a": 1}');
    click('Convert to YAML');
    await screen.findByText('Conversion Successful');
    await setEditorText('JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
    click('Convert to YAML');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Conversion Error');
    expect(alert).toHaveTextContent(/line 3, column 14/);
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(await editorText('YAML Output')).toBe('');
    expect(screen.queryByRole('button', { name: 'Copy YAML output' })).not.toBeInTheDocument();
  });

  it('asks for JSON when the input is blank', async () => {
    await renderConverter();
    click('Convert to YAML');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
  });

  it('Clear empties the input, the output and the messages', async () => {
    await renderConverter();
    click('Load Sample');
    click('Convert to YAML');
    await screen.findByText('Conversion Successful');
    click('Clear');
    await waitFor(async () => expect(await editorText('JSON Input')).toBe(''));
    expect(await editorText('YAML Output')).toBe('');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
