import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { defineOptions, optionDefaults, type OptionsOf } from '../lib/options-schema';
import { OptionsForm } from './OptionsForm';

const SCHEMA = defineOptions({
  indent: {
    kind: 'choice',
    label: 'Indent',
    default: 2,
    choices: [
      { value: 2, label: '2 spaces' },
      { value: 4, label: '4 spaces', hint: 'Wide' },
    ],
  },
  mode: {
    kind: 'choice',
    label: 'Mode',
    control: 'radio',
    default: 'a',
    choices: [
      { value: 'a', label: 'Mode A' },
      { value: 'b', label: 'Mode B' },
    ],
  },
  sortKeys: { kind: 'switch', label: 'Sort keys', default: false, hint: 'Alphabetically, at every depth' },
  width: { kind: 'number', label: 'Line width', default: 80, min: 20, max: 200, integer: true, unit: 'characters' },
  prefix: { kind: 'text', label: 'Prefix', default: '', maxLength: 8 },
  stops: { kind: 'list', label: 'Stops', default: [], maxItems: 3 },
});

function Form() {
  const [values, setValues] = useState<OptionsOf<typeof SCHEMA>>(optionDefaults(SCHEMA));
  return (
    <>
      <OptionsForm schema={SCHEMA} values={values} onChange={(patch) => setValues({ ...values, ...patch })} />
      <output aria-label="Values">{JSON.stringify(values)}</output>
    </>
  );
}

const shown = () =>
  JSON.parse(screen.getByRole('status', { name: 'Values' }).textContent ?? '{}') as Record<string, unknown>;

describe('OptionsForm', () => {
  it('draws a labelled control for each option but the lists, and each sets its value with its type', () => {
    render(<Form />);
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.queryByText('Stops')).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: 'Indent' }), { target: { value: '4' } });
    expect(shown().indent).toBe(4);
    expect(screen.getByText('Wide')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Mode B' }));
    expect(shown().mode).toBe('b');

    const sortKeys = screen.getByRole('checkbox', { name: 'Sort keys' });
    expect(sortKeys).toHaveAccessibleDescription('Alphabetically, at every depth');
    fireEvent.click(sortKeys);
    expect(shown().sortKeys).toBe(true);

    const width = screen.getByRole('spinbutton', { name: 'Line width' });
    fireEvent.change(width, { target: { value: '500' } });
    expect(shown().width).toBe(200);
    fireEvent.change(width, { target: { value: '33.4' } });
    expect(shown().width).toBe(33);

    const prefix = screen.getByRole('textbox', { name: 'Prefix' });
    expect(prefix).toHaveAttribute('maxlength', '8');
    fireEvent.change(prefix, { target: { value: '> ' } });
    expect(shown().prefix).toBe('> ');
  });
});
