import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inTool } from '../test/in-tool';
import { ClaimTable, type Claim } from './ClaimTable';

const CLAIMS: Claim[] = [
  {
    name: 'exp',
    title: 'Expiration time',
    kind: 'Registered claim',
    value: '1700000000',
    details: [{ label: 'UTC', value: '2023-11-14 22:13:20' }],
    meaning: 'When the token stops being valid.',
  },
  { name: 'exp', value: '"soon"', meaning: 'When the token stops being valid.', problem: 'Should be a number.' },
];

describe('ClaimTable', () => {
  it('draws each field: name with title and kind, exact value with its details, meaning with its problem', () => {
    render(<ClaimTable title="Claims" claims={CLAIMS} csvFileName="claims.csv" />, inTool('claims'));
    const table = screen.getByRole('table', { name: 'Claims' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Value', 'Meaning']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('expExpiration timeRegistered claim');
    expect(first).toHaveTextContent('1700000000UTC2023-11-14 22:13:20');
    // A repeated name is a row of its own.
    expect(second).toHaveTextContent('"soon"');
    expect(second).toHaveTextContent('When the token stops being valid.Should be a number.');
    expect(screen.getByRole('button', { name: 'Copy Claims as CSV' })).toBeInTheDocument();
  });

  it('offers no CSV without a file name, and marks the panel busy while its claims are out of date', () => {
    render(<ClaimTable title="Header Parameters" claims={CLAIMS} stale />, inTool('claims'));
    expect(screen.queryByRole('button', { name: /as CSV/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Header Parameters' }).closest('section')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
