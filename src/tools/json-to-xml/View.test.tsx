import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

// The shared converter screen (busy state, alerts, Clear, Copy and Download appearing) is tested once in
// src/kit/ConverterView.test.tsx; these tests cover only what JSON to XML gives it.

const renderJsonToXml = () => renderTool('json-to-xml');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON to XML screen', () => {
  it('shows its action, panes, placeholders and the documented rules', async () => {
    await renderJsonToXml();
    const rules = [
      'Declaration & Root',
      'Arrays Repeat the Element',
      'Valid Element Names',
      'Exact Values',
      'Proper Escaping',
      'Attributes',
      'Element Text',
      'Large Files',
    ];
    for (const name of ['JSON Input', 'XML Output', ...rules])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to XML' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('XML output will appear here...')).toBeInTheDocument();
    // The name rule is documented where the user sees it.
    expect(screen.getByText(/"first name" → first_name, "2024" → _2024/)).toBeInTheDocument();
  });

  it('converts the sample: @ keys as attributes, arrays repeating their element, names made valid, null as an empty element', async () => {
    await renderJsonToXml();
    click('Load Sample');
    click('Convert to XML');
    expect(await screen.findByRole('status')).toHaveTextContent('JSON converted to XML format');
    const lines = (await editorText('XML Output')).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<root version="2.1">',
      '  <company>Acme Corp &amp; Co.</company>',
    ]);
    expect(lines.filter((line) => line.startsWith('  <employee '))).toEqual([
      '  <employee id="1">',
      '  <employee id="2">',
      '  <employee id="3">',
    ]);
    expect(lines.slice(-4)).toEqual([
      '  <office_locations>Amsterdam</office_locations>',
      '  <office_locations>Berlin</office_locations>',
      '  <manager/>',
      '</root>',
    ]);
    expect(screen.getByRole('button', { name: 'Copy XML output' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download XML output' })).toBeInTheDocument();
  });

  it('asks for JSON when the input is blank, and names the line and column of invalid JSON, marking it in the input', async () => {
    await renderJsonToXml();
    click('Convert to XML');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
    await setEditorText('JSON Input', '{\n  "a": 1,\n  "b": [1, 2,]\n}');
    click('Convert to XML');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Unexpected ']': trailing comma in array at line 3, column 14",
      ),
    );
    expect(screen.getByRole('button', { name: 'Go to the error at line 3, column 14' })).toBeInTheDocument();
  });

  it('marks the result out of date once the input changes', async () => {
    await renderJsonToXml();
    click('Load Sample');
    click('Convert to XML');
    await screen.findByText('Conversion Successful');
    await setEditorText('JSON Input', '{"kept": true}');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
    expect(screen.getByRole('status')).toHaveTextContent('Press Convert to XML to update it.');
  });

  it('keeps the input when the tool is opened again', async () => {
    const first = await renderJsonToXml();
    await setEditorText('JSON Input', '{"kept": true}');
    first.unmount();

    await renderJsonToXml();
    expect(await editorText('JSON Input')).toBe('{"kept": true}');
  });
});
