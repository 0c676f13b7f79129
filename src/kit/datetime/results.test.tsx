import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
// Through the folder's index, as the tools import them.
import { CautionNotes, copyRow, formatNumber, gapNote, localTimeTitle, monoRow, Outcome, plural } from '.';
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

  it('puts notes in a caution panel named Notes, and none when there are none', () => {
    const { rerender } = render(<CautionNotes notes={['Read with the zone of the start.']} />);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Read with the zone of the start.');
    rerender(<CautionNotes notes={[]} />);
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull();
  });
});

describe('words for dates', () => {
  it.each([
    ['gap', 'Plain', 'This local time does not exist'],
    ['overlap', 'Plain', 'This local time happens twice'],
    ['exact', 'Plain', 'Plain'],
    [undefined, 'Plain', 'Plain'],
  ])('localTimeTitle(%s)', (kind, plain, expected) => {
    expect(localTimeTitle(kind, plain)).toBe(expected);
  });

  it('says what a skipped local time resolves to', () => {
    const gap = { gapMinutes: 60, resolvedDateTime: '2026-03-08T03:30:00', offset: '-04:00' };
    expect(gapNote('America/New_York', gap)).toBe(
      'Clocks in America/New_York skip 60 minutes here, so no instant has this local time. It resolves to 2026-03-08 03:30:00 (-04:00), as calendar software does.',
    );
  });

  it.each([
    [1, 'day', '1 day'],
    [2, 'day', '2 days'],
    [1905, 'week', '1,905 weeks'],
    [0, 'month', '0 months'],
  ])('plural(%d, %s)', (count, unit, expected) => {
    expect(plural(count, unit, 'en-US')).toBe(expected);
  });

  it.each([
    ['7512', 'en-US', '7,512'],
    ['1.123456789', 'en-US', '1.123456789'],
    [1380, 'de-DE', '1.380'],
  ])('formatNumber(%j, %s)', (value, locale, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });
});
