import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransformPanes } from './TransformPanes';
import type { RunState } from './useTaskRunner';

const idle: RunState<string> = { result: null, problem: null, busy: false, stale: false };

function panes(run: RunState<string>, output = 'out') {
  return (
    <TransformPanes
      input={{ title: 'Text', value: 'in', onChange: () => {}, placeholder: 'Type here...' }}
      output={{ title: 'Hex', value: output, placeholder: 'Hex here...', label: 'hex', fileName: 'hex.txt' }}
      run={run}
      errorTitle="Invalid Hex"
      success={{ title: 'Converted' }}
    />
  );
}

describe('TransformPanes', () => {
  it('shows both panes, with Copy and Download for the output', () => {
    render(panes({ ...idle, result: 'out' }));
    expect(screen.getByRole('heading', { name: 'Text' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy hex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download hex' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Converted');
  });

  it('shows the error under its title below the panes, and no output actions without output', () => {
    const { container } = render(panes({ ...idle, problem: { message: 'Odd number of digits' } }, ''));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid HexOdd number of digits');
    expect(screen.queryByRole('button', { name: 'Copy hex' })).not.toBeInTheDocument();
    // The status comes after both panes, where it is on every screen.
    const [, output] = container.querySelectorAll('[data-pane]');
    expect(output!.compareDocumentPosition(screen.getByRole('alert')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a stale output out of date and never shows its success', () => {
    render(panes({ ...idle, result: 'out', stale: true }));
    expect(screen.getByText('Out of date')).toBeInTheDocument();
    expect(screen.queryByText('Converted')).not.toBeInTheDocument();
  });
});
