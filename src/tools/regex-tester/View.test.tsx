import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

// jsdom has no Worker: the screen runs the task on the page here (a browser always uses the worker).
describe('RegexTesterView', () => {
  it('lists the sample matches with their groups, explains the pattern, and previews the replacement', async () => {
    await renderTool('regex-tester');
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    const table = await screen.findByRole('table', { name: 'Match list' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table).toHaveTextContent('$1 year 2024 [14, 18)');
    expect(screen.getByRole('region', { name: 'Explanation' })).toHaveTextContent('Capturing group 2, named "month"');
    fireEvent.click(screen.getByRole('radio', { name: 'Replace' }));
    await waitFor(async () => expect(await editorText('Replacement preview')).toContain('15/03/2024'), SLOW);
  });

  it('shows a broken pattern in the problem list with its column, and runs nothing', async () => {
    await renderTool('regex-tester');
    await setEditorText('Test text', 'abc');
    await setEditorText('Pattern', 'a{2,1}');
    const problems = await screen.findByRole('list', { name: 'Pattern check' }, SLOW);
    expect(problems).toHaveTextContent('Pattern, line 1, column 2');
    expect(problems).toHaveTextContent('Numbers out of order');
    expect(screen.queryByRole('table', { name: 'Match list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('follows the flags: without g, one match; with g, all', async () => {
    await renderTool('regex-tester');
    await setEditorText('Test text', 'a1 b2 c3');
    await setEditorText('Pattern', '\\d');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Matches' })).toHaveTextContent('3 matches'), SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: 'g global' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Matches' })).toHaveTextContent('1 match.'), SLOW);
    expect(screen.getByText(/Without the g flag the engine stops at the first match/)).toBeInTheDocument();
  });
});
