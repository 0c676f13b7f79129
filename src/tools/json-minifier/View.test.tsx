import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_JSON } from './core';

const renderMinifier = () => renderTool('json-minifier');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('JSON Minifier screen', () => {
  it('shows its action, panes, placeholders and features', async () => {
    await renderMinifier();
    for (const name of ['Minify JSON', 'Load Sample', 'Clear'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('Minified JSON will appear here...')).toBeInTheDocument();
    for (const name of ['JSON Minifier Features', 'Exact values', 'Strict validation', 'Large files', 'Bytes saved'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy minified JSON' })).not.toBeInTheDocument();
  });

  it('blank input shows "Please enter JSON data" at once', async () => {
    await renderMinifier();
    await setEditorText('Input JSON', '  \n ');
    click('Minify JSON');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Error');
    expect(alert).toHaveTextContent('Please enter JSON data');
  });

  it('minifies, keeps big numbers, and reports the bytes saved', async () => {
    await renderMinifier();
    await setEditorText('Input JSON', '{ "id" : 12345678901234567890 }');
    click('Minify JSON');
    expect(screen.getByRole('button', { name: 'Minifying...' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('JSON minified')).toBeInTheDocument();
    expect(screen.getByText('Saved 4 B (12.9% smaller)')).toBeInTheDocument();
    expect(await editorText('Minified JSON')).toBe('{"id":12345678901234567890}');
    const stats = screen.getByLabelText('Statistics');
    expect(stats).toHaveTextContent('Original Size31 B');
    expect(stats).toHaveTextContent('Minified Size27 B');
    expect(stats).toHaveTextContent('Bytes Saved4 B');
    expect(screen.getByRole('button', { name: 'Copy minified JSON' })).toBeInTheDocument();
  });

  it('reports invalid JSON with its line and column, marks it in the input and empties the output', async () => {
    await renderMinifier();
    await setEditorText('Input JSON', '[1]');
    click('Minify JSON');
    await screen.findByText('JSON minified');
    await setEditorText('Input JSON', '{\n  "a": tru\n}');
    click('Minify JSON');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Error');
    expect(alert).toHaveTextContent("Unexpected character U+000A: expected 'true' at line 2, column 11");
    expect(screen.getByRole('button', { name: /^Go to the error at line 2/ })).toBeInTheDocument();
    expect(screen.queryByText('JSON minified')).not.toBeInTheDocument();
    expect(await editorText('Minified JSON')).toBe('');
  });

  it('marks the result out of date once the input changes', async () => {
    await renderMinifier();
    await setEditorText('Input JSON', '[ 1 ]');
    click('Minify JSON');
    await screen.findByText('JSON minified');
    await setEditorText('Input JSON', '[ 1,');
    expect(screen.queryByText('JSON minified')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Out of dateThe input has changed since this result was made. Press Minify JSON to update it.',
    );
    expect(screen.getByLabelText('Statistics')).toHaveAttribute('aria-busy', 'true');
  });

  it('Load Sample fills the input; Clear resets everything', async () => {
    await renderMinifier();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Input JSON')).toBe(SAMPLE_JSON));
    click('Minify JSON');
    await screen.findByText('JSON minified');
    click('Clear');
    await waitFor(async () => expect(await editorText('Input JSON')).toBe(''));
    expect(await editorText('Minified JSON')).toBe('');
    expect(screen.queryByText('JSON minified')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });

  it('keeps the input when the tool is opened again', async () => {
    const first = await renderMinifier();
    await setEditorText('Input JSON', '{ "kept": true }');
    first.unmount();

    await renderMinifier();
    expect(await editorText('Input JSON')).toBe('{ "kept": true }');
  });
});
