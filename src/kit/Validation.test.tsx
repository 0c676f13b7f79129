import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setEditorText } from '../test/editor';
import { ChainContext, type Chain } from './chain';
import { checkBatch, type BatchOptions, type Check } from '../lib/validation';
import {
  BATCH_DEFAULTS,
  BatchCheck,
  CheckModes,
  NotCheckedPanel,
  PrivacyNote,
  VerdictPanel,
  type BatchState,
} from './Validation';

const digits = (value: string): Check =>
  /^\d+$/.test(value)
    ? { verdict: value.length > 3 ? 'warning' : 'valid', reason: 'Only digits', details: `${value.length} digits` }
    : { verdict: 'invalid', reason: 'A value holds only digits', position: value.search(/\D/) };
const source = {
  tasks: { checkBatch: (text: string, options: BatchOptions) => checkBatch(text, options, digits) },
  createWorker: () => {
    throw new Error('no worker in this test');
  },
};

const chain: Chain = {
  destinations: async () => [],
  open: () => {},
  canStartRecipe: async () => false,
  startRecipe: () => {},
};

function Harness({ secret = false }: { secret?: boolean }) {
  const [state, setState] = useState<BatchState>({ ...BATCH_DEFAULTS, mode: 'batch' });
  return (
    <ChainContext.Provider value={chain}>
      <CheckModes
        mode={state.mode}
        onMode={(mode) => setState((current) => ({ ...current, mode }))}
        item="number"
        single={<p>single</p>}
        batch={
          <BatchCheck
            source={source}
            state={state}
            update={(patch) =>
              setState((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }))
            }
            items="numbers"
            placeholder="One number a line"
            fileName="numbers.csv"
            detailsHeader="Length"
            secret={secret}
          />
        }
      />
    </ChainContext.Provider>
  );
}

describe('VerdictPanel', () => {
  it('gives the verdict, the reason and marks the first problem in the value', () => {
    render(<VerdictPanel value="12x4" check={digits('12x4')} />);
    const panel = screen.getByRole('region', { name: 'Verdict' });
    expect(panel).toHaveTextContent('Invalid');
    expect(panel).toHaveTextContent('A value holds only digits');
    expect(panel).toHaveTextContent('The first problem is at character 3');
    expect(panel.querySelector('mark')).toHaveTextContent('x');
  });
  it('marks a whole emoji, and the end of the value when the problem is that something is missing', () => {
    const { unmount } = render(
      <VerdictPanel value="a😀b" check={{ verdict: 'invalid', reason: 'No emoji', position: 1 }} />,
    );
    expect(document.querySelector('mark')).toHaveTextContent('😀');
    expect(screen.getByRole('region', { name: 'Verdict' })).toHaveTextContent('a😀b');
    unmount();
    render(<VerdictPanel value="ab@" check={{ verdict: 'invalid', reason: 'No domain', position: 3 }} />);
    expect(document.querySelector('mark')?.textContent).toBe(' ');
    expect(screen.getByRole('region', { name: 'Verdict' })).toHaveTextContent('The first problem is at character 4');
  });

  it('does not echo a hidden value', () => {
    render(<VerdictPanel value="12x4" hideValue check={digits('12x4')} />);
    expect(screen.getByRole('region', { name: 'Verdict' })).not.toHaveTextContent('12x4');
  });
});

describe('notes', () => {
  it('says nothing leaves the page, and that secrets are never kept', () => {
    render(<PrivacyNote secret="Card numbers are" />);
    expect(screen.getByText(/nothing you type leaves it/)).toHaveTextContent(
      'Card numbers are never stored, not even for a reload, and never put in a share link.',
    );
  });
  it('lists what is not checked and why', () => {
    render(<NotCheckedPanel items={[{ check: 'Whether the mailbox exists', why: 'it needs an MX lookup' }]} />);
    expect(screen.getByRole('region', { name: 'Not checked here' })).toHaveTextContent(
      'Whether the mailbox exists: it needs an MX lookup',
    );
  });
});

describe('BatchCheck', () => {
  it('checks each line into counts and a table, and filters to the invalid values', async () => {
    render(<Harness />);
    await setEditorText('List of numbers', '12\n\n12345\nab\n');
    const counts = await screen.findByLabelText('Counts', {}, { timeout: 3000 });
    expect(counts).toHaveTextContent('Values3Valid1Warnings1Invalid1');
    const table = screen.getByRole('table', { name: 'Verdicts' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(table).toHaveTextContent('5 digits');
    fireEvent.click(screen.getByLabelText('Show only invalid values'));
    expect(within(screen.getByRole('table', { name: 'Verdicts' })).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table', { name: 'Verdicts' })).toHaveTextContent('4abInvalid');
    expect(screen.getByRole('button', { name: 'Download Verdicts as CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Verdicts as CSV in another tool' })).toBeInTheDocument();
  });

  it('reads a CSV column chosen by its header, and says where the lines are', async () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('CSV column'));
    await setEditorText('List of numbers', 'name,number\nada,12\nbob,x\n');
    await waitFor(() => expect(screen.getByLabelText('Column')).toHaveValue('name'));
    fireEvent.change(screen.getByLabelText('Column'), { target: { value: 'number' } });
    await waitFor(() => expect(screen.getByLabelText('Counts')).toHaveTextContent('Values2Valid1Warnings0Invalid1'));
  });

  it('masks secrets in the table and offers them to no other tool', async () => {
    render(<Harness secret />);
    await setEditorText('List of numbers', '4111111111111111\n');
    const table = await screen.findByRole('table', { name: 'Verdicts' }, { timeout: 3000 });
    expect(table).toHaveTextContent('••••••••••••1111');
    expect(table).not.toHaveTextContent('4111111111111111');
    expect(screen.getByRole('button', { name: 'Download Verdicts as CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Verdicts as CSV in another tool' })).not.toBeInTheDocument();
  });
});
