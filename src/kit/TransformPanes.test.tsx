import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransformPanes } from './TransformPanes';

describe('TransformPanes', () => {
  const panes = (error: string | null, output = 'out') => (
    <TransformPanes
      input={{ title: 'Text', value: 'in', onChange: () => {}, placeholder: 'Type here...' }}
      output={{ title: 'Hex', value: output, placeholder: 'Hex here...', label: 'hex', fileName: 'hex.txt' }}
      error={{ title: 'Invalid Hex', message: error }}
    />
  );

  it('shows both panes, with Copy and Download for the output', () => {
    render(panes(null));
    expect(screen.getByRole('heading', { name: 'Text' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy hex' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download hex' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error under its title, and no output actions without output', () => {
    render(panes('Odd number of digits', ''));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid HexOdd number of digits');
    expect(screen.queryByRole('button', { name: 'Copy hex' })).not.toBeInTheDocument();
  });
});
