import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_JSON } from './core';
import { renderTool } from '../../test/render-tool';

const renderFormatter = () => renderTool('json-formatter');

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
    const button = screen.getByRole('button', { name: 'Format & Validate' });
    button.focus();
    click('Format & Validate');
    // Busy, and still focused: a disabled button would have dropped keyboard focus to the page.
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveFocus();
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

  it('marks the result out of date once the input changes, instead of calling the new input valid', async () => {
    await renderFormatter();
    await setEditorText('Input JSON', '[1]');
    click('Format & Validate');
    await screen.findByText('Valid JSON');
    await setEditorText('Input JSON', '[1,');
    expect(screen.queryByText('Valid JSON')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Out of dateThe input has changed since this result was made. Press Format & Validate to update it.',
    );
    expect(screen.getByText('Out of date', { selector: 'span' })).toBeInTheDocument();
    click('Format & Validate');
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation Error');
    expect(await editorText('Output')).toBe('');
  });
});
