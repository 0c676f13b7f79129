import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Timer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defineOptions, declareState } from '../lib/options-schema';
import { PatternNotes } from '../lib/pattern-watch';
import type { DocumentProblem } from '../lib/problems';
import { findEditor, setEditorText } from '../test/editor';
import { inTool } from '../test/in-tool';
import { DocumentCheckScreen, useLiveCheck } from './DocumentCheckScreen';
import { Panel } from './Panel';
import { useToolState } from './useToolState';

/**
 * The screen every document checker shares, tested once here with a fake checker that finds the word "bad"
 * (and takes its time over the word "slow"); each checker's own tests cover only its panels, and the
 * catalogue's checker contract drives every checker.
 */

const SLOW = { timeout: 8000 };
const SAMPLE = 'all good\n';
const BROKEN = 'good\nbad line\n';
const SLOW_INPUT = 'slow words';

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
    const found = { problems, words: input.split(/\s+/).filter(Boolean).length, strict: options.strict, input };
    return input.includes('slow') ? new Promise<typeof found>((done) => setTimeout(() => done(found), 3000)) : found;
  },
};
const source = { tasks };

const OPTIONS = defineOptions({ strict: { kind: 'switch', label: 'Strict reading', default: false } });
const STATE = declareState(OPTIONS, { input: '', rule: '' });

function FakeChecker() {
  const live = useLiveCheck(STATE, source, 'check', (state) => [state.input, { strict: state.strict }]);
  const [cancelled, setCancelled] = useState(false);
  const rule = live.tool[0].rule;
  // A rule's own problem: a "!" in it.
  const ruleProblems = useMemo<DocumentProblem[]>(() => {
    const at = rule.indexOf('!');
    return at < 0
      ? []
      : [{ severity: 'error', message: 'No "!" here', at: { input: 'rule', line: 1, column: at + 1, offset: at } }];
  }, [rule]);
  const result = live.run.result;
  // Every "good" is a match.
  const matches = useMemo(
    () => [...(result?.input.matchAll(/good/g) ?? [])].map(({ index }) => ({ from: index, to: index + 4 })),
    [result],
  );
  return (
    <DocumentCheckScreen
      {...live}
      options={OPTIONS}
      sample={{ input: SAMPLE }}
      broken={{ input: BROKEN }}
      otherSamples={[{ label: 'Slow Sample', icon: Timer, load: { input: SLOW_INPUT } }]}
      cancel={() => setCancelled(true)}
      panes={[
        { title: 'Words', placeholder: 'Type words', matches },
        {
          field: 'rule',
          title: 'Rule',
          ownProblems: { problems: ruleProblems, title: 'Rule Error', reportTitle: 'Rule check', paneName: 'Rule' },
        },
      ]}
      afterPanes={cancelled && <p>Cancelled</p>}
      errorTitle="Cannot check these words"
      problems={{ reportTitle: 'Word check', summary: (found) => `${found.words} words read.` }}
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

/** A checker whose run failed with `message`: stopped at its time limit when it says so. */
function FailedChecker({ message }: { message: string }) {
  const tool = useToolState({ input: 'words' });
  const [notes] = useState(() => new PatternNotes());
  return (
    <DocumentCheckScreen
      tool={tool}
      run={{ result: null, problem: { message }, busy: false, stale: false }}
      sample={{ input: SAMPLE }}
      panes={[{ title: 'Words' }]}
      errorTitle="Cannot check these words"
      stopped={{ notes, limitOf: (text) => (text.startsWith('Stopped') ? 2000 : null), title: 'Check Stopped' }}
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
    ).toEqual(['Load Sample', 'Invalid Example', 'Slow Sample', 'Clear']);
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
    expect(screen.getByText('2 words read.').tagName).toBe('P');
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Words2');
    expect(screen.getByRole('region', { name: 'Reading' })).toHaveTextContent('Lenient');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strict reading' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Reading' })).toHaveTextContent('Strict'), SLOW);
  });

  it('underlines each problem, and a click on it selects its place', async () => {
    renderChecker();
    click('Invalid Example');
    await waitFor(() => expect(screen.getByTestId('problem-summary')).toHaveTextContent('1 error'), SLOW);
    expect(announced()).toHaveTextContent('Problems: 1 error');
    const view = await findEditor('Words');
    await waitFor(() => expect(view.contentDOM.querySelector('.cm-problem-error')?.textContent).toBe('bad'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: /The word/ }));
    await waitFor(() => expect(view.state.selection.main).toMatchObject({ from: 5, to: 8 }), SLOW);
  });

  it("lists a pane's own problems under it, apart from the document's", async () => {
    renderChecker();
    await setEditorText('Rule', 'a!');
    const list = await screen.findByRole('region', { name: 'Rule Error' }, SLOW);
    expect(list).toHaveTextContent('Rule, line 1, column 2');
    const rule = await findEditor('Rule');
    await waitFor(() => expect(rule.contentDOM.querySelector('.cm-problem-error')?.textContent).toBe('!'), SLOW);
  });

  it('highlights the matches a pane is given', async () => {
    renderChecker();
    await setEditorText('Words', 'good and good');
    const view = await findEditor('Words');
    await waitFor(() => expect(view.contentDOM.querySelectorAll('.cm-found')).toHaveLength(2), SLOW);
    expect(view.contentDOM.querySelectorAll('.cm-found-alt')).toHaveLength(1);
  });

  it('offers Cancel only once a run has gone on for a while', async () => {
    renderChecker();
    click('Slow Sample');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument(), SLOW);
    click('Cancel');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('titles a run its time limit stopped apart from one that failed', () => {
    const { unmount } = render(<FailedChecker message="Stopped after 2 s." />, inTool('fake-checker'));
    expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'Check Stopped' })).toBeInTheDocument();
    unmount();
    render(<FailedChecker message="No words." />, inTool('fake-checker'));
    expect(
      within(screen.getByRole('alert')).getByRole('heading', { name: 'Cannot check these words' }),
    ).toBeInTheDocument();
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
