import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what JSON to YAML gives it.

const renderJsonToYaml = () => renderTool('json-to-yaml');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to YAML screen', () => {
  it('shows its action, panes, placeholders and features', async () => {
    await renderJsonToYaml();
    for (const name of [
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

  it('asks for JSON when the input is blank, and names the line and column of invalid JSON, marking it in the input', async () => {
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
    expect(screen.getByRole('button', { name: 'Go to the error at line 3, column 14' })).toBeInTheDocument();
  });

  it('marks the result out of date once the input changes', async () => {
    await renderJsonToYaml();
    click('Load Sample');
    click('Convert to YAML');
    await screen.findByText('Conversion Successful');
    await setEditorText('JSON Input', '{"kept": true}');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
    expect(screen.getByRole('status')).toHaveTextContent('Press Convert to YAML to update it.');
  });

  it('keeps the input when the tool is opened again', async () => {
    const first = await renderJsonToYaml();
    await setEditorText('JSON Input', '{"kept": true}');
    first.unmount();

    await renderJsonToYaml();
    expect(await editorText('JSON Input')).toBe('{"kept": true}');
  });
});
