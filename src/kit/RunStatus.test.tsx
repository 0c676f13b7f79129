import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RunStatus } from './RunStatus';
import type { RunState } from './useTaskRunner';

const idle: RunState<string> = { result: null, problem: null, busy: false, stale: false };
const success = { title: 'Valid JSON', message: 'Your JSON is properly formatted and valid' };

describe('RunStatus', () => {
  it.each<[string, RunState<string>, string | undefined, string | null]>([
    ['nothing before the first run', idle, undefined, null],
    [
      'the success of a current result',
      { ...idle, result: 'x' },
      undefined,
      'Valid JSONYour JSON is properly formatted and valid',
    ],
    ['the error of a current failure', { ...idle, problem: { message: 'Bad' } }, undefined, 'Validation ErrorBad'],
    [
      'that an action result is out of date',
      { ...idle, result: 'x', stale: true },
      'Press Format to update it.',
      'Out of dateThe input has changed since this result was made. Press Format to update it.',
    ],
    [
      'that an action error is out of date',
      { ...idle, problem: { message: 'Bad' }, stale: true },
      'Press Format to update it.',
      'Out of dateThe input has changed since this error was found. Press Format to update it.',
    ],
    ['no success for a stale live result', { ...idle, result: 'x', stale: true }, undefined, null],
  ])('shows %s', (_name, run, rerun, text) => {
    const { container } = render(<RunStatus run={run} errorTitle="Validation Error" success={success} rerun={rerun} />);
    // Only the (empty) live region is left.
    if (text === null) expect(container).toHaveTextContent(/^$/);
    else expect(container).toHaveTextContent(text);
  });

  it('keeps a live error while the new run is on its way, dimmed', () => {
    render(<RunStatus run={{ ...idle, problem: { message: 'Bad' }, stale: true }} errorTitle="Invalid" />);
    expect(screen.getByRole('alert')).toHaveTextContent('InvalidBad');
  });
});
