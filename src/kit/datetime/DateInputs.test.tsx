import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { checkInput, choiceInput, DateInputs, LOCALE_INPUT, selectInput, textInput, zoneInput } from './DateInputs';
import type { DateInput } from './DateInputs';

beforeAll(async () => {
  await loadTemporal();
});

const DEFAULTS = { when: '', zone: '', rule: 'a', unit: 'x', whole: false, locale: '' };
type State = typeof DEFAULTS;

const INPUTS: readonly DateInput<State>[] = [
  textInput('when', 'When', 'YYYY-MM-DD', 'A date.'),
  zoneInput('zone'),
  choiceInput('rule', 'Rule', [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ]),
  selectInput('unit', 'Unit', [
    { value: 'x', label: 'X' },
    { value: 'y', label: 'Y' },
  ]),
  checkInput('whole', 'Whole days'),
  LOCALE_INPUT,
];

function Inputs() {
  const [state, setState] = useState(DEFAULTS);
  const update = (change: Partial<State> | ((current: State) => Partial<State>)) =>
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  return (
    <>
      <DateInputs legend="Date" inputs={INPUTS} state={state} update={update} />
      <output>{JSON.stringify(state)}</output>
    </>
  );
}

describe('DateInputs', () => {
  it('draws each declared control in the box, bound to its field of the state', () => {
    const { container } = render(<Inputs />);
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    const when = screen.getByRole('textbox', { name: 'When' });
    expect(when).toHaveClass('font-mono');
    fireEvent.change(when, { target: { value: '2026-01-15' } });
    fireEvent.click(screen.getByRole('radio', { name: 'B' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'y' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Whole days' }));
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Locale' })).toBeInTheDocument();
    expect(JSON.parse(container.querySelector('output')?.textContent ?? '')).toMatchObject({
      when: '2026-01-15',
      rule: 'b',
      unit: 'y',
      whole: true,
    });
  });
});
