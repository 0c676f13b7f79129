import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_JSON } from './core';
import JsonFormatterView from './View';

async function renderFormatter() {
  render(<JsonFormatterView />);
  await screen.findByRole('textbox', { name: 'Input JSON' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON Formatter screen', () => {
  it('shows the spec texts: title, buttons, placeholders and feature cards', async () => {
    await renderFormatter();
    expect(screen.getByRole('heading', { level: 1, name: 'JSON Formatter & Validator' })).toBeInTheDocument();
    for (const name of ['Format & Validate', 'Minify', 'Load Sample', 'Clear'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('Formatted JSON will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Processing Features' })).toBeInTheDocument();
    for (const name of ['JSON Validation', 'Pretty Formatting', 'Minification', 'Statistics'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy output' })).not.toBeInTheDocument();
  });

  it('blank input shows "Please enter JSON data" at once', async () => {
    await renderFormatter();
    await setEditorText('Input JSON', '   \n ');
    click('Format & Validate');
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter JSON data');
  });

  it('formats, keeps big numbers, and shows the success panel with statistics', async () => {
    await renderFormatter();
    await setEditorText('Input JSON', '{"id":12345678901234567890,"ok":true}');
    click('Format & Validate');
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(await screen.findByText('Valid JSON')).toBeInTheDocument();
    expect(screen.getByText('Your JSON is properly formatted and valid')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await editorText('Output')).toBe('{\n  "id": 12345678901234567890,\n  "ok": true\n}'),
    );
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Original Size37 B');
    expect(stats).toHaveTextContent('Formatted Size46 B');
    expect(stats).toHaveTextContent('Lines4');
    expect(screen.getByRole('button', { name: 'Copy output' })).toBeInTheDocument();
  });

  it('minifies', async () => {
    await renderFormatter();
    await setEditorText('Input JSON', '{\n  "a": [1, 2.50, "x"]\n}');
    click('Minify');
    expect(await screen.findByText('Valid JSON')).toBeInTheDocument();
    expect(await editorText('Output')).toBe('{"a":[1,2.50,"x"]}');
  });

  it('reports a parse error with line and column, and clears the previous output', async () => {
    await renderFormatter();
    await setEditorText('Input JSON', '{"a": 1}');
    click('Format & Validate');
    await screen.findByText('Valid JSON');
    await setEditorText('Input JSON', '{\n  "a": 1,\n}');
    click('Format & Validate');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Error');
    expect(alert).toHaveTextContent(/line 3, column 1/);
    expect(screen.queryByText('Valid JSON')).not.toBeInTheDocument();
    expect(await editorText('Output')).toBe('');
  });

  it('Load Sample fills the input; Clear resets everything', async () => {
    await renderFormatter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Input JSON')).toBe(SAMPLE_JSON));
    expect(screen.getByText(`${SAMPLE_JSON.length.toLocaleString('en-US')} characters`)).toBeInTheDocument();
    click('Format & Validate');
    await screen.findByText('Valid JSON');
    click('Clear');
    await waitFor(async () => expect(await editorText('Input JSON')).toBe(''));
    expect(await editorText('Output')).toBe('');
    expect(screen.queryByText('Valid JSON')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the busy state for the 200 ms processing delay', async () => {
    await renderFormatter();
    await setEditorText('Input JSON', '[1]');
    const started = performance.now();
    click('Format & Validate');
    await screen.findByText('Valid JSON', {}, { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
    await act(async () => {});
  });
});
