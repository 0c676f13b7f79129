import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what YAML to JSON gives it.

const renderYamlToJson = () => renderTool('yaml-to-json');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('YAML to JSON screen', () => {
  it('shows its action, panes, placeholders and features', async () => {
    await renderYamlToJson();
    for (const name of [
      'YAML Input',
      'JSON Output',
      'YAML 1.2 Parsing',
      'Exact Numbers',
      'Anchors & Merge Keys',
      'Documents & Keys',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Convert to JSON' })).toBeInTheDocument();
    expect(screen.getByText('Paste your YAML here...')).toBeInTheDocument();
    expect(screen.getByText('JSON output will appear here...')).toBeInTheDocument();
    expect(screen.getByText(/become a JSON array, one item per document/)).toBeInTheDocument();
  });

  it('converts the docker-compose sample: aliases and merge keys applied, folded text joined, numbers exact', async () => {
    await renderYamlToJson();
    click('Load Sample');
    click('Convert to JSON');
    expect(await screen.findByRole('status')).toHaveTextContent('YAML converted to JSON format');
    const output = await editorText('JSON Output');
    expect(output).toContain('"ACCOUNT_ID": 12345678901234567890,');
    const { services } = JSON.parse(output);
    expect(services.web.logging).toEqual({ driver: 'json-file', options: { 'max-size': '10m', 'max-file': '3' } });
    expect(services.api.command).toBe('node server.js --workers 4\n');
    expect(services.cache.logging).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy JSON output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download JSON output' })).toBeInTheDocument();
  });

  it('asks for YAML when the input is blank, and names the line and column of bad indentation, marking it in the input', async () => {
    await renderYamlToJson();
    click('Convert to JSON');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter YAML data');
    await setEditorText('YAML Input', 'server:\n  port: 80\n   host: example.com');
    click('Convert to JSON');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Bad indentation of a mapping entry at line 3, column 8'),
    );
    expect(screen.getByRole('button', { name: 'Go to the error at line 3, column 8' })).toBeInTheDocument();
  });

  it('marks the result out of date once the input changes', async () => {
    await renderYamlToJson();
    click('Load Sample');
    click('Convert to JSON');
    await screen.findByText('Conversion Successful');
    await setEditorText('YAML Input', 'kept: true');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
    expect(screen.getByRole('status')).toHaveTextContent('Press Convert to JSON to update it.');
  });

  it('keeps the input when the tool is opened again', async () => {
    const first = await renderYamlToJson();
    await setEditorText('YAML Input', 'kept: true');
    first.unmount();

    await renderYamlToJson();
    expect(await editorText('YAML Input')).toBe('kept: true');
  });
});
