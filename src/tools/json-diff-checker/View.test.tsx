import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_MODIFIED, SAMPLE_ORIGINAL } from './core';

const renderDiff = () => renderTool('json-diff-checker');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

const results = () => screen.queryByRole('region', { name: 'Comparison Results' });

/** The table's body rows, each as its cells' text. */
function tableRows(): string[][] {
  const table = within(screen.getByRole('region', { name: 'Differences' })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

async function compare(original: string, modified: string) {
  await setEditorText('Original JSON', original);
  await setEditorText('Modified JSON', modified);
  click('Compare JSON');
}

/**
 * The screen is DocumentCheckScreen's (tested there), the comparison and its parse errors are the core's,
 * and the catalogue contract keeps both inputs across reopening; what is the tool's own here is its check
 * for blank input, its actions, its success, its results table and its legend.
 */
describe('JSON Diff Checker screen', () => {
  it('shows the spec texts: buttons, placeholders, legend and tips', async () => {
    await renderDiff();
    for (const name of ['Compare JSON', 'Swap Sides', 'Load Sample', 'Clear All'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByText('Paste your first JSON here...')).toBeInTheDocument();
    expect(screen.getByText('Paste your second JSON here...')).toBeInTheDocument();

    const legend = screen.getByRole('region', { name: 'Legend & Tips' });
    expect(within(legend).getByLabelText('Legend')).toHaveTextContent(
      /^Added.*modified JSON\.Removed.*original JSON\.Modified.*value or type\.$/,
    );
    expect(legend).toHaveTextContent('Use Swap Sides to reverse the comparison direction');
    expect(results()).not.toBeInTheDocument();
  });

  it('asks for both inputs at once when one is blank', async () => {
    await renderDiff();
    await compare('{"a": 1}', '   \n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Comparison Error');
    expect(alert).toHaveTextContent('Please enter JSON data in both fields');
  });

  it('shows a perfect match when only key order and number spelling differ', async () => {
    await renderDiff();
    await compare('{"a": 1, "b": [1.0, {"c": null}]}', '{"b": [1, {"c": null}], "a": 1e0}');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Perfect Match!');
    expect(status).toHaveTextContent('No differences found - objects are identical');
    expect(results()).not.toBeInTheDocument();
  });

  it('compares the sample: busy state, summary counts and a table of path, description, old and new values', async () => {
    await renderDiff();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Original JSON')).toBe(SAMPLE_ORIGINAL));
    expect(await editorText('Modified JSON')).toBe(SAMPLE_MODIFIED);
    const button = screen.getByRole('button', { name: 'Compare JSON' });
    button.focus();
    click('Compare JSON');
    expect(screen.getByRole('button', { name: 'Comparing...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Comparing...' })).toHaveFocus();

    await waitFor(() => expect(results()).toBeInTheDocument());
    const summary = within(results()!).getByRole('region', { name: 'Differences Summary' });
    expect(within(summary).getByLabelText('Difference counts')).toHaveTextContent('Added2Removed2Modified6');
    expect(screen.getByRole('button', { name: 'Compare JSON' })).not.toHaveAttribute('aria-busy');

    expect(
      within(results()!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Change', 'Path', 'Description', 'Old Value', 'New Value']);
    const rows = tableRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['Modified', 'id', 'Modified property', '12345678901234567890', '12345678901234567891']);
    expect(rows).toContainEqual(['Removed', 'nickname', 'Removed property', '"Johnny"', '(not in the modified)']);
    expect(rows).toContainEqual(['Added', 'address.country', 'Added property', '(not in the original)', '"USA"']);
    expect(rows).toContainEqual([
      'Removed',
      'hobbies[2]',
      'Removed array item at index 2',
      '"chess"',
      '(not in the modified)',
    ]);
    expect(screen.getByRole('button', { name: 'Download Differences as CSV' })).toBeInTheDocument();
  });

  it('Swap Sides exchanges the inputs and takes the old comparison off the screen until Compare runs again', async () => {
    await renderDiff();
    await compare('{"a": 1}', '{"a": 1, "b": 2}');
    await waitFor(() => expect(results()).toBeInTheDocument());
    expect(tableRows()).toEqual([['Added', 'b', 'Added property', '(not in the original)', '2']]);

    click('Swap Sides');
    await waitFor(async () => expect(await editorText('Original JSON')).toBe('{"a": 1, "b": 2}'));
    expect(await editorText('Modified JSON')).toBe('{"a": 1}');
    // The "Added" comparison described the inputs the other way round: it is gone, and the screen says why.
    expect(results()).not.toBeInTheDocument();
    expect(screen.queryByText('Added property')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Out of dateThe input has changed since this result was made. Press Compare JSON to update it.',
    );

    click('Compare JSON');
    await waitFor(() => expect(results()).toBeInTheDocument());
    expect(tableRows()).toEqual([['Removed', 'b', 'Removed property', '2', '(not in the modified)']]);
  });

  it('Clear All empties both inputs, the result and the error', async () => {
    await renderDiff();
    await compare('{"a": 1}', '{"a": 2}');
    await waitFor(() => expect(results()).toBeInTheDocument());
    click('Clear All');
    await waitFor(async () => expect(await editorText('Original JSON')).toBe(''));
    expect(await editorText('Modified JSON')).toBe('');
    expect(results()).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await compare('[1', '[1]');
    await screen.findByRole('alert');
    click('Clear All');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists thousands of differences in one table, rendering only the rows in view, with counts for all', async () => {
    await renderDiff();
    const length = 2500;
    await compare(
      JSON.stringify(Array.from({ length }, (_, index) => index)),
      JSON.stringify(Array.from({ length }, (_, index) => -index - 1)),
    );
    await waitFor(() => expect(results()).toBeInTheDocument(), { timeout: 5000 });
    expect(within(results()!).getByLabelText('Difference counts')).toHaveTextContent('Added0Removed0Modified2,500');
    expect(within(results()!).getByText('2,500 rows')).toBeInTheDocument();
    const rendered = tableRows();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]).toEqual(['Modified', '[0]', 'Modified array item at index 0', '0', '-1']);
  });
});
