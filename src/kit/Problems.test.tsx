import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { findEditor } from '../test/editor';
import { LineIndex, type DocumentProblem } from '../lib/problems';
import { EditorPane } from './EditorPane';
import { MessageText, PROBLEMS_SHOWN, ProblemList, problemMarks, useReveal } from './Problems';

const text = '<p>one\n<img src=a>\n<p>two</p>\n';
const index = new LineIndex(text);
const problems: DocumentProblem[] = [
  index.problem('warning', 'The img has no alt text', 7, { length: 12, code: 'img-alt' }),
  index.problem('error', 'The p is never closed', 0, { length: 3, code: 'unclosed' }),
  index.problem('info', 'A note', 20),
];

function Checker({ found = problems }: { found?: DocumentProblem[] }) {
  const { reveal, revealProblem } = useReveal();
  const marks = useMemo(() => problemMarks(found), [found]);
  return (
    <>
      <EditorPane paneId="input" title="HTML" value={text} onChange={() => {}} marks={marks} reveal={reveal} />
      <ProblemList problems={found} onSelect={revealProblem} reportTitle="HTML check" reportName="html-check" />
    </>
  );
}

describe('ProblemList', () => {
  it('sums up, lists problems in source order with place and code, and filters by severity', () => {
    render(<Checker />);
    expect(screen.getByTestId('problem-summary')).toHaveTextContent('1 error, 1 warning, 1 info');
    const list = screen.getByRole('list', { name: 'Problems' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Errorline 1, column 1The p is never closedunclosed',
      'Warningline 2, column 1The img has no alt textimg-alt',
      'Infoline 3, column 2A note',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Warning (1)' }));
    expect(screen.getByRole('button', { name: 'Warning (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(list).getAllByRole('button')).toHaveLength(2);
  });

  it('underlines every problem in the editor, and a click selects the problem there', async () => {
    render(<Checker />);
    const view = await findEditor('HTML');
    await waitFor(() => expect(view.contentDOM.querySelectorAll('.cm-problem')).toHaveLength(3));
    expect(view.contentDOM.querySelector('.cm-problem-warning')?.textContent).toBe('<img src=a>');
    fireEvent.click(screen.getByRole('button', { name: /The img has no alt text/ }));
    await waitFor(() => expect(view.state.selection.main).toMatchObject({ from: 7, to: 19 }));
    expect(view.hasFocus).toBe(true);
  });

  it('says when there is nothing to report', () => {
    render(<Checker found={[]} />);
    expect(screen.getByTestId('problem-summary')).toHaveTextContent('No problems found');
    expect(screen.queryByRole('list', { name: 'Problems' })).not.toBeInTheDocument();
  });

  it('lists the first problems of a long list, and all on request', () => {
    const many = Array.from({ length: PROBLEMS_SHOWN + 5 }, (_, at) => index.problem('error', `Problem ${at}`, 0));
    render(<Checker found={many} />);
    const list = screen.getByRole('list', { name: 'Problems' });
    expect(within(list).getAllByRole('button')).toHaveLength(PROBLEMS_SHOWN);
    fireEvent.click(screen.getByRole('button', { name: `Show all ${PROBLEMS_SHOWN + 5}` }));
    expect(within(list).getAllByRole('button')).toHaveLength(PROBLEMS_SHOWN + 5);
  });
});

describe('MessageText', () => {
  it.each([
    ['`SameSite=None` needs `Secure`', 'SameSite=None needs Secure', ['SameSite=None', 'Secure']],
    ['No quotes here', 'No quotes here', []],
    ['An odd ` stays', 'An odd ` stays', []],
  ])('%s', (text, shown, codes) => {
    const { container } = render(<MessageText text={text} />);
    expect(container.textContent).toBe(shown);
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual(codes);
  });
});

describe('problemMarks', () => {
  it('keeps the problems of one pane, each as its range in its severity', () => {
    const inSchema = index.problem('error', 'x', 4, { length: 2, input: 'schema' });
    expect(problemMarks([...problems, inSchema], 'schema')).toEqual([{ from: 4, to: 6, tone: 'error' }]);
    expect(problemMarks(problems)[0]).toEqual({ from: 7, to: 19, tone: 'warning' });
  });
});
