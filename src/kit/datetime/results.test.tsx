import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
// Through the folder's index, as the tools import them.
import { CautionNotes, copyRow, monoRow, Outcome } from '.';
import { readOneLine, readUnlessBlank, ResultPanel } from '.';

describe('reading an input', () => {
  it.each([
    ['', null],
    ['  \n ', null],
    ['7', { value: 14 }],
    ['x', { error: '"x" is not a number' }],
  ])('readUnlessBlank(%j)', (text, expected) => {
    const read = () => {
      if (!/^\d+$/.test(text)) throw new ToolError(`"${text}" is not a number`);
      return Number(text) * 2;
    };
    expect(readUnlessBlank(text, read)).toEqual(expected);
  });

  it.each([
    ['7', { value: 7 }],
    ['7\n', { value: 7 }],
    ['7\n8', { error: 'One value here.' }],
  ])('readOneLine(%j)', (text, expected) => {
    expect(readOneLine(text, 'One value here.', () => Number(text.trim()))).toEqual(expected);
  });

  it('draws the value, or the mistake in an alert, or nothing', () => {
    const { rerender } = render(
      <Outcome of={{ value: 3 }} errorTitle="Not a number">
        {(value) => <p>Three is {value}</p>}
      </Outcome>,
    );
    expect(screen.getByText('Three is 3')).toBeInTheDocument();
    rerender(
      <Outcome<number> of={{ error: 'Bad digit' }} errorTitle="Not a number">
        {(value) => <p>Three is {value}</p>}
      </Outcome>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not a number');
    expect(screen.getByRole('alert')).toHaveTextContent('Bad digit');
    expect(screen.queryByText(/Three is/)).toBeNull();
    rerender(
      <Outcome<number> of={null} errorTitle="Not a number">
        {(value) => <p>Three is {value}</p>}
      </Outcome>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('result rows', () => {
  it('names the panel and its list, with a note, copy buttons and monospace values', () => {
    render(
      <ResultPanel
        title="Date"
        label="Date"
        note="Read as Unix seconds."
        items={[
          copyRow('Unix seconds', '1700000000'),
          copyRow('Total', '1.5', 'Total hours', true),
          monoRow('ISO', 'P1D'),
        ]}
        announce="1700000000"
      />,
    );
    const panel = screen.getByRole('region', { name: 'Date' });
    expect(panel).toHaveTextContent('Read as Unix seconds.');
    expect(within(panel).getByRole('button', { name: 'Copy Unix seconds' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy Total hours' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('about')).toHaveTextContent('≈');
    expect(within(panel).getByText('P1D')).toHaveClass('font-mono');
    expect(panel.querySelector('[aria-live="polite"]')).not.toBeNull();
  });

  it('draws rows declared as data: plain, monospace, or with a Copy button named as they say', () => {
    render(
      <ResultPanel
        title="Forms"
        label="Forms"
        items={[
          { label: 'Weekday', value: 'Tuesday' },
          { label: 'ISO', value: 'P1D', mono: true },
          { label: 'Seconds', value: '90', copy: true },
          { label: 'Hours', value: '0.025', copy: 'Total hours', about: true },
          { label: 'Also seconds', key: 'again', value: '90', copy: 'Seconds again' },
          { label: 'Local', value: '2026-11-24T11:00:00-05:00', mono: true, words: 'Tuesday, November 24, 2026' },
        ]}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Forms' });
    expect(within(panel).getByText('Tuesday')).not.toHaveClass('font-mono');
    expect(within(panel).getByText('P1D')).toHaveClass('font-mono');
    expect(within(panel).getByRole('button', { name: 'Copy Seconds' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy Total hours' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy Seconds again' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('about')).toHaveTextContent('≈');
    const local = within(panel).getByText('2026-11-24T11:00:00-05:00');
    expect(local).toHaveClass('font-mono');
    expect(local.previousElementSibling).toHaveTextContent('Tuesday, November 24, 2026');
  });

  it('puts notes in a caution panel named Notes, and none when there are none', () => {
    const { rerender } = render(<CautionNotes notes={['Read with the zone of the start.']} />);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Read with the zone of the start.');
    rerender(<CautionNotes notes={[]} />);
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
  });
});
