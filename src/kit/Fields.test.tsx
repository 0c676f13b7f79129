import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxField, CheckboxGroup, ChoiceGroup, OptionsBox, SelectField, TextField, type Choice } from './Fields';

type Mode = 'component' | 'uri';
const MODES: readonly Choice<Mode>[] = [
  { value: 'component', label: 'Component', hint: 'Encodes everything.' },
  { value: 'uri', label: 'Whole URL', hint: 'Keeps the structure.' },
];

function ModeChoice() {
  const [mode, setMode] = useState<Mode>('component');
  return <ChoiceGroup legend="Mode" choices={MODES} value={mode} onChange={setMode} />;
}

describe('ChoiceGroup', () => {
  it('is a named radio group whose selected choice describes it', () => {
    render(<ModeChoice />);
    const group = screen.getByRole('group', { name: 'Mode' });
    expect(screen.getByRole('radio', { name: 'Component' })).toBeChecked();
    expect(group).toHaveAccessibleDescription('Encodes everything.');
    fireEvent.click(screen.getByRole('radio', { name: 'Whole URL' }));
    expect(screen.getByRole('radio', { name: 'Whole URL' })).toBeChecked();
    expect(group).toHaveAccessibleDescription('Keeps the structure.');
  });

  it('has no description when its choices have no hints', () => {
    render(<ChoiceGroup legend="Direction" choices={[{ value: 'a', label: 'A' }]} value="a" onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Direction' })).not.toHaveAttribute('aria-describedby');
  });
});

describe('SelectField, CheckboxField and OptionsBox', () => {
  it('label their controls and hand back typed values', () => {
    const onSelect = vi.fn();
    const onCheck = vi.fn();
    render(
      <OptionsBox legend="Options">
        <SelectField label="Mode" options={MODES} value="component" onChange={onSelect} />
        <CheckboxField label="Per line" checked={false} onChange={onCheck} describedBy="note" />
        <p id="note">Each line on its own.</p>
      </OptionsBox>,
    );
    fireEvent.change(screen.getByLabelText('Mode'), { target: { value: 'uri' } });
    expect(onSelect).toHaveBeenCalledWith('uri');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Per line' }));
    expect(onCheck).toHaveBeenCalledWith(true);
    expect(screen.getByRole('checkbox', { name: 'Per line' })).toHaveAccessibleDescription('Each line on its own.');
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
  });

  it('a checkbox says its hint under it, and a caution hint with a warning sign', () => {
    const { rerender, container } = render(
      <CheckboxField label="Include the token" checked={false} onChange={() => {}} hint="Links leave it out." />,
    );
    const box = screen.getByRole('checkbox', { name: 'Include the token' });
    expect(box).toHaveAccessibleDescription('Links leave it out.');
    expect(container.querySelector('svg')).toBeNull();
    rerender(<CheckboxField label="Include the token" checked onChange={() => {}} hint="Links hold it." caution />);
    expect(box).toHaveAccessibleDescription('Links hold it.');
    expect(screen.getByText('Links hold it.')).toHaveClass('text-amber-800');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a checkbox group hands back the ticked choices in their order', () => {
    const onChange = vi.fn();
    const days = [
      { value: 6, label: 'Sat' },
      { value: 7, label: 'Sun' },
      { value: 1, label: 'Mon' },
    ];
    render(<CheckboxGroup legend="Weekend days" choices={days} value={[1, 6]} onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Weekend days' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sun' }));
    expect(onChange).toHaveBeenLastCalledWith([6, 7, 1]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sat' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
  });

  it('a disabled box disables every control in it', () => {
    render(
      <OptionsBox legend="Format" disabled>
        <SelectField
          label="Case"
          options={[{ value: 'lower', label: 'Lowercase' }]}
          value="lower"
          onChange={() => {}}
        />
        <CheckboxField label="0x prefix" checked={false} onChange={() => {}} />
      </OptionsBox>,
    );
    expect(screen.getByLabelText('Case')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '0x prefix' })).toBeDisabled();
  });
});

describe('SelectField hint', () => {
  it('describes the field with its hint, or with the selected option’s own', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B', hint: 'B does more.' },
    ] as const;
    const { rerender } = render(
      <SelectField label="Mode" options={options} value="a" onChange={() => {}} hint="Pick a mode." />,
    );
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveAccessibleDescription('Pick a mode.');
    rerender(<SelectField label="Mode" options={options} value="b" onChange={() => {}} hint="Pick a mode." />);
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveAccessibleDescription('B does more.');
  });
});

describe('TextField', () => {
  it('runs the action on Enter and keeps focus in the field', () => {
    const onEnter = vi.fn();
    render(<TextField label="Secret" value="abc" onChange={() => {}} onEnter={onEnter} />);
    const field = screen.getByRole('textbox', { name: 'Secret' });
    field.focus();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(field).toHaveFocus();
    fireEvent.keyDown(field, { key: 'a' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter alone while an input method is composing', () => {
    const onEnter = vi.fn();
    render(<TextField label="Name" value="" onChange={() => {}} onEnter={onEnter} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Name' }), { key: 'Enter', isComposing: true });
    expect(onEnter).not.toHaveBeenCalled();
  });
});

describe('OptionsBox on a phone', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const screenWidth = (width: number) => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(min-width: 640px)' ? width >= 640 : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  };

  it('folds a box of choices away, named by its legend, until the user opens it', () => {
    screenWidth(375);
    render(
      <OptionsBox legend="Options">
        <CheckboxField label="Per line" checked={false} onChange={() => {}} />
      </OptionsBox>,
    );
    const toggle = screen.getByRole('button', { name: 'Options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('group', { name: 'Options' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Per line' })).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Per line' })).toBeVisible();
  });

  it('keeps a box with a field to type into or a mode to choose open, and every box plain from 640 px up', () => {
    screenWidth(375);
    const { unmount } = render(
      <OptionsBox legend="Timestamp">
        <TextField label="Timestamp" value="" onChange={() => {}} />
      </OptionsBox>,
    );
    expect(screen.queryByRole('button', { name: 'Timestamp' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Timestamp' })).toBeVisible();
    unmount();
    const modes = render(
      <OptionsBox legend="Devices">
        <ModeChoice />
      </OptionsBox>,
    );
    expect(screen.queryByRole('button', { name: 'Devices' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Whole URL' })).toBeVisible();
    modes.unmount();
    // In a box of options, a radio group is a setting like any other.
    const options = render(
      <OptionsBox legend="Conversion options">
        <ModeChoice />
      </OptionsBox>,
    );
    expect(screen.getByRole('button', { name: 'Conversion options' })).toHaveAttribute('aria-expanded', 'false');
    options.unmount();
    screenWidth(1280);
    render(
      <OptionsBox legend="Options">
        <CheckboxField label="Per line" checked={false} onChange={() => {}} />
      </OptionsBox>,
    );
    expect(screen.queryByRole('button', { name: 'Options' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Per line' })).toBeVisible();
  });
});
