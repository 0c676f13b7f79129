import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import JsonToYamlView from './View';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what JSON to YAML gives it.

async function renderJsonToYaml() {
  render(<JsonToYamlView />);
  await screen.findByRole('textbox', { name: 'JSON Input' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to YAML screen', () => {
  it('shows its spec texts: heading, action, panes, placeholders and features', async () => {
    await renderJsonToYaml();
    for (const name of [
      'JSON to YAML Converter',
      'JSON Input',
      'YAML Output',
      'Clean YAML',
      'Exact Numbers',
      'Safe Strings',
      'Data Validation',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Convert to YAML' })).toBeInTheDocument();
    expect(
      screen.getByText('Convert JSON to clean, readable YAML for configuration files, keeping every number exact.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('YAML output will appear here...')).toBeInTheDocument();
  });

  it('converts the sample: lists as dashes, look-alike strings quoted, multi-line text as a block', async () => {
    await renderJsonToYaml();
    click('Load Sample');
    click('Convert to YAML');
    expect(await screen.findByRole('status')).toHaveTextContent('JSON converted to YAML format');
    const output = await editorText('YAML Output');
    expect(output).toContain('accountId: 12345678901234567890\n');
    expect(output).toContain('  onStatus:\n    - 429\n    - 502\n');
    expect(output).toContain("X-Api-Version: '2024-06-01'\n");
    expect(output).toContain('notes: |-\n  Rotate credentials every 90 days.\n  Contact: platform-team@example.com\n');
    expect(screen.getByRole('button', { name: 'Copy YAML output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download YAML output' })).toBeInTheDocument();
  });

  it('asks for JSON when the input is blank, and names the line and column of invalid JSON', async () => {
    await renderJsonToYaml();
    click('Convert to YAML');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
    await setEditorText('JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
    click('Convert to YAML');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Unexpected ']': trailing comma in array at line 3, column 14",
      ),
    );
  });
});
