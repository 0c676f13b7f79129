import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { SAMPLE_MODIFIED, SAMPLE_ORIGINAL } from './core';
import JsonDiffCheckerView from './View';

async function renderDiff() {
  render(<JsonDiffCheckerView />);
  await screen.findByRole('textbox', { name: 'Original JSON' });
  await screen.findByRole('textbox', { name: 'Modified JSON' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function compare(original: string, modified: string) {
  await setEditorText('Original JSON', original);
  await setEditorText('Modified JSON', modified);
  click('Compare JSON');
}

describe('JSON Diff Checker screen', () => {
  it('shows the spec texts: heading, buttons, panes, legend and tips', async () => {
    await renderDiff();
    expect(screen.getByRole('heading', { level: 1, name: 'JSON Diff Checker' })).toBeInTheDocument();
    for (const name of ['Compare JSON', 'Swap Sides', 'Load Sample', 'Clear All'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByText('Paste your first JSON here...')).toBeInTheDocument();
    expect(screen.getByText('Paste your second JSON here...')).toBeInTheDocument();
    expect(screen.getAllByText('0 characters')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Open a file into Original JSON' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open a file into Modified JSON' })).toBeInTheDocument();

    const legend = screen.getByRole('region', { name: 'Legend & Tips' });
    for (const kind of ['Added', 'Removed', 'Modified']) expect(within(legend).getByText(kind)).toBeInTheDocument();
    expect(legend).toHaveTextContent('Use Swap Sides to reverse the comparison direction');
    expect(screen.queryByRole('region', { name: 'Comparison Results' })).not.toBeInTheDocument();
  });

  it('asks for both inputs at once when one is blank', async () => {
    await renderDiff();
    await compare('{"a": 1}', '   \n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Comparison Error');
    expect(alert).toHaveTextContent('Please enter JSON data in both fields');
    expect(screen.getByRole('button', { name: 'Compare JSON' })).toBeEnabled();
  });

  it('names the side, line and column of a parse error, and clears the previous result', async () => {
    await renderDiff();
    await compare('{"a": 1}', '{"a": 1}');
    await screen.findByText('Perfect Match!');
    await compare('{"a": 1}', '{\n  "a": 1,\n}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Comparison Error');
    expect(alert).toHaveTextContent(
      "Modified JSON: Expected a double-quoted property name, found '}' at line 3, column 1",
    );
    expect(screen.queryByText('Perfect Match!')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comparison Results' })).not.toBeInTheDocument();
  });

  it('shows a perfect match when only key order and number spelling differ', async () => {
    await renderDiff();
    await compare('{"a": 1, "b": [1.0, {"c": null}]}', '{"b": [1, {"c": null}], "a": 1e0}');
    const results = await screen.findByRole('region', { name: 'Comparison Results' });
    expect(within(results).getByText('Perfect Match!')).toBeInTheDocument();
    expect(within(results).getByText('No differences found - objects are identical')).toBeInTheDocument();
    expect(within(results).queryByText('Differences Summary')).not.toBeInTheDocument();
  });

  it('compares the sample: busy state, summary counts and entries with path, description, old and new values', async () => {
    await renderDiff();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Original JSON')).toBe(SAMPLE_ORIGINAL));
    expect(await editorText('Modified JSON')).toBe(SAMPLE_MODIFIED);
    click('Compare JSON');
    expect(screen.getByRole('button', { name: 'Comparing...' })).toBeDisabled();

    const results = await screen.findByRole('region', { name: 'Comparison Results' });
    expect(within(results).getByRole('heading', { name: 'Differences Summary' })).toBeInTheDocument();
    expect(within(results).getByLabelText('Differences Summary')).toHaveTextContent('Added2Removed2Modified6');
    expect(screen.getByRole('button', { name: 'Compare JSON' })).toBeEnabled();

    const entries = within(within(results).getByRole('list', { name: 'Differences' })).getAllByRole('listitem');
    expect(entries).toHaveLength(10);
    const [first] = entries;
    expect(first).toHaveTextContent('Modified');
    expect(within(first!).getByText('id')).toBeInTheDocument();
    expect(within(first!).getByText('Modified property')).toBeInTheDocument();
    expect(within(first!).getByText('OLD VALUE')).toBeInTheDocument();
    expect(within(first!).getByText('12345678901234567890')).toBeInTheDocument();
    expect(within(first!).getByText('NEW VALUE')).toBeInTheDocument();
    expect(within(first!).getByText('12345678901234567891')).toBeInTheDocument();

    const removed = entries.find((entry) => within(entry).queryByText('nickname'))!;
    expect(removed).toHaveTextContent('Removed property');
    expect(within(removed).getByText('"Johnny"')).toBeInTheDocument();
    expect(within(removed).getByText('(absent: not in the modified)')).toBeInTheDocument();

    const added = entries.find((entry) => within(entry).queryByText('address.country'))!;
    expect(added).toHaveTextContent('Added property');
    expect(within(added).getByText('(absent: not in the original)')).toBeInTheDocument();
    expect(within(added).getByText('"USA"')).toBeInTheDocument();

    const item = entries.find((entry) => within(entry).queryByText('hobbies[2]'))!;
    expect(item).toHaveTextContent('Removed array item at index 2');
  });

  it('Swap Sides exchanges the inputs', async () => {
    await renderDiff();
    await setEditorText('Original JSON', '{"side": "left"}');
    await setEditorText('Modified JSON', '{"side": "right"}');
    click('Swap Sides');
    await waitFor(async () => expect(await editorText('Original JSON')).toBe('{"side": "right"}'));
    expect(await editorText('Modified JSON')).toBe('{"side": "left"}');
    click('Compare JSON');
    const results = await screen.findByRole('region', { name: 'Comparison Results' });
    expect(within(results).getByText('"right"')).toBeInTheDocument();
  });

  it('Clear All empties both inputs, the result and the error', async () => {
    await renderDiff();
    await compare('{"a": 1}', '{"a": 2}');
    await screen.findByText('Differences Summary');
    click('Clear All');
    await waitFor(async () => expect(await editorText('Original JSON')).toBe(''));
    expect(await editorText('Modified JSON')).toBe('');
    expect(screen.queryByRole('region', { name: 'Comparison Results' })).not.toBeInTheDocument();

    await compare('[1', '[1]');
    await screen.findByRole('alert');
    click('Clear All');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders many differences a page at a time, with counts for all of them', async () => {
    await renderDiff();
    const length = 250;
    await compare(
      JSON.stringify(Array.from({ length }, (_, index) => index)),
      JSON.stringify(Array.from({ length }, (_, index) => -index - 1)),
    );
    const results = await screen.findByRole('region', { name: 'Comparison Results' });
    expect(within(results).getByLabelText('Differences Summary')).toHaveTextContent('Added0Removed0Modified250');
    const list = within(results).getByRole('list', { name: 'Differences' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    expect(results).toHaveTextContent('Showing first 100 of 250 differences');

    click('Show more');
    expect(within(list).getAllByRole('listitem')).toHaveLength(200);
    click('Show more');
    expect(within(list).getAllByRole('listitem')).toHaveLength(250);
    expect(results).toHaveTextContent('Showing first 250 of 250 differences');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the busy state for the 300 ms comparison delay', async () => {
    await renderDiff();
    const started = performance.now();
    await compare('[1]', '[1]');
    await screen.findByText('Perfect Match!', {}, { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    await act(async () => {});
  });
});
