import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineOptions, declareState } from '../lib/options-schema';
import type { DocumentProblem } from '../lib/problems';
import { findEditor, setEditorText } from '../test/editor';
import { inTool } from '../test/in-tool';
import { DocumentCheckScreen } from './DocumentCheckScreen';
import { Panel } from './Panel';
import { useLiveTask } from './useLiveTask';
import { useToolState } from './useToolState';

/**
 * The screen every document checker shares, tested once here with a fake checker that finds the word "bad";
 * each checker's own tests cover only its panels, and the catalogue's checker contract drives every checker.
 */

const SLOW = { timeout: 8000 };
const SAMPLE = 'all good\n';
const BROKEN = 'good\nbad line\n';

const tasks = {
  check(input: string, options: { strict: boolean }) {
    const problems: DocumentProblem[] = [];
    input.split('\n').forEach((line, index, lines) => {
      const at = lines.slice(0, index).join('\n').length + (index > 0 ? 1 : 0) + line.indexOf('bad');
      if (line.includes('bad'))
        problems.push({
          severity: 'error',
          message: 'The word `bad`',
          at: { line: index + 1, column: 1, offset: at },
          length: 3,
        });
    });
    return { problems, words: input.split(/\s+/).filter(Boolean).length, strict: options.strict };
  },
};
const source = { tasks };

const OPTIONS = defineOptions({ strict: { kind: 'switch', label: 'Strict reading', default: false } });
const STATE = declareState(OPTIONS, { input: '' });

function FakeChecker() {
  const tool = useToolState(STATE.defaults, STATE.rules);
  const [state] = tool;
  const run = useLiveTask(source, 'check', [state.input, { strict: state.strict }], {
    enabled: state.input.trim() !== '',
  });
  return (
    <DocumentCheckScreen
      tool={tool}
      options={OPTIONS}
      sample={{ input: SAMPLE }}
      broken={{ label: 'Broken Words', load: { input: BROKEN } }}
      panes={[{ title: 'Words', placeholder: 'Type words' }]}
      run={run}
      errorTitle="Cannot check these words"
      problems={{ reportTitle: 'Word check' }}
      statistics={(result) => [{ label: 'Words', value: String(result.words) }]}
      results={(result, { stale }) => (
        <Panel title="Reading" stale={stale}>
          {result.strict ? 'Strict' : 'Lenient'}
        </Panel>
      )}
      below={<Panel title="Not checked here">Spelling</Panel>}
    />
  );
}

const renderChecker = () => render(<FakeChecker />, inTool('fake-checker'));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const announced = () => screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'polite');

describe('DocumentCheckScreen', () => {
  it('puts one action row first, the input after it, the options after the input, and long panels last', async () => {
    renderChecker();
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Load Sample', 'Broken Words', 'Clear']);
    const pane = document.querySelector('[data-pane="input"]')!;
    const options = screen.getByRole('checkbox', { name: 'Strict reading' });
    const below = screen.getByRole('region', { name: 'Not checked here' });
    expect(actions.compareDocumentPosition(pane) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pane.compareDocumentPosition(options) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(options.compareDocumentPosition(below) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('checks the sample: the counts announced, statistics and the tool panel shown', async () => {
    renderChecker();
    click('Load Sample');
    await waitFor(() => expect(screen.getByTestId('problem-summary')).toHaveTextContent('No problems found'), SLOW);
    expect(announced()).toHaveTextContent('Problems: No problems found');
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Words2');
    expect(screen.getByRole('region', { name: 'Reading' })).toHaveTextContent('Lenient');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strict reading' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Reading' })).toHaveTextContent('Strict'), SLOW);
  });

  it('underlines each problem, and a click on it selects its place', async () => {
    renderChecker();
    click('Broken Words');
    await waitFor(() => expect(screen.getByTestId('problem-summary')).toHaveTextContent('1 error'), SLOW);
    expect(announced()).toHaveTextContent('Problems: 1 error');
    const view = await findEditor('Words');
    await waitFor(() => expect(view.contentDOM.querySelector('.cm-problem-error')?.textContent).toBe('bad'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: /The word/ }));
    await waitFor(() => expect(view.state.selection.main).toMatchObject({ from: 5, to: 8 }), SLOW);
  });

  it('Clear empties the input and takes the result away', async () => {
    renderChecker();
    await setEditorText('Words', 'bad');
    await waitFor(() => expect(screen.getByTestId('problem-summary')).toHaveTextContent('1 error'), SLOW);
    click('Clear');
    const view = await findEditor('Words');
    await waitFor(() => expect(view.state.doc.toString()).toBe(''), SLOW);
    await waitFor(() => expect(screen.queryByTestId('problem-summary')).not.toBeInTheDocument(), SLOW);
    expect(announced()).toHaveTextContent('');
  });
});
