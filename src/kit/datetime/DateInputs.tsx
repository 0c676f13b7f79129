import type { ComponentProps, ReactNode } from 'react';
import { CheckboxField, ChoiceGroup, OptionsBox, SelectField, type Choice } from '../Fields';
import { LocaleField } from '../LocaleField';
import { DateField, ZoneField, type DateBodyProps, type TextKey } from './DateScreen';

/** The keys of a state's switches. */
type FlagKey<S> = { [K in keyof S]: S[K] extends boolean ? K : never }[keyof S] & string;

type TextProps = Omit<ComponentProps<typeof DateField>, 'value' | 'onChange'>;

/**
 * One control of a date screen, declared as data and bound to a field of the state by its key: a text field
 * (a date, a time, a duration: monospace), a zone (empty is the browser's), the locale (the state's `locale`),
 * radio buttons, a select or a checkbox.
 */
export type DateInput<S> =
  | ({ kind: 'text'; key: TextKey<S> } & TextProps)
  | { kind: 'zone'; key: TextKey<S>; label?: string }
  | { kind: 'locale' }
  | { kind: 'choice'; key: TextKey<S>; legend: string; choices: readonly Choice<string>[]; inline?: boolean }
  | { kind: 'select'; key: TextKey<S>; label: string; options: readonly Choice<string>[] }
  | { kind: 'check'; key: FlagKey<S>; label: string };

interface DateInputsProps<S> extends Pick<DateBodyProps<S>, 'state' | 'update'> {
  /** The box's legend; without one, the controls stand on their own. */
  legend?: string;
  stacked?: boolean;
  inputs: readonly DateInput<S>[];
  /** Controls the declarations cannot say (a row of buttons, a hand-made group): before or after them. */
  lead?: ReactNode;
  children?: ReactNode;
}

/**
 * A date screen's declared controls, in a box named by `legend`, each bound to its field of the state: the
 * screens list what they ask for, and every one draws it the same way.
 */
export function DateInputs<S>({ legend, stacked, inputs, lead, children, ...props }: DateInputsProps<S>) {
  const controls = (
    <>
      {lead}
      {inputs.map((input) => (
        <InputControl key={'key' in input ? input.key : input.kind} input={input} {...props} />
      ))}
      {children}
    </>
  );
  if (legend === undefined) return controls;
  return (
    <OptionsBox legend={legend} stacked={stacked}>
      {controls}
    </OptionsBox>
  );
}

function InputControl<S>({
  input,
  state,
  update,
}: Pick<DateBodyProps<S>, 'state' | 'update'> & { input: DateInput<S> }) {
  // Every control here holds a string (a choice's value is one) but the checkbox.
  const bind = (key: string) => ({
    value: String(state[key as keyof S]),
    onChange: (value: string) => update({ [key]: value } as Partial<S>),
  });
  if (input.kind === 'locale') return <LocaleField {...bind('locale')} />;
  if (input.kind === 'check')
    return (
      <CheckboxField
        label={input.label}
        checked={state[input.key] === true}
        onChange={(checked) => update({ [input.key]: checked } as Partial<S>)}
      />
    );
  const bound = bind(input.key);
  switch (input.kind) {
    case 'text': {
      const { kind: _kind, key: _key, ...field } = input;
      return <DateField {...field} {...bound} />;
    }
    case 'zone':
      return <ZoneField label={input.label} {...bound} />;
    case 'choice':
      return <ChoiceGroup legend={input.legend} choices={input.choices} inline={input.inline} {...bound} />;
    case 'select':
      return <SelectField label={input.label} options={input.options} {...bound} />;
  }
}

/** A text field's declaration: a date, a time or a duration, with what it takes said under it. */
export function textInput<S>(
  key: TextKey<S>,
  label: string,
  placeholder?: string,
  hint?: string,
  more?: Partial<TextProps>,
) {
  return { kind: 'text', key, label, placeholder, hint, ...more } as const satisfies DateInput<S>;
}

export function zoneInput<S>(key: TextKey<S>, label?: string) {
  return { kind: 'zone', key, label } as const satisfies DateInput<S>;
}

export const LOCALE_INPUT = { kind: 'locale' } as const;

/** Radio buttons for one of a few values; `inline` puts the legend on their row. */
export function choiceInput<S>(key: TextKey<S>, legend: string, choices: readonly Choice<string>[], inline = false) {
  return { kind: 'choice', key, legend, choices, inline } as const satisfies DateInput<S>;
}

export function selectInput<S>(key: TextKey<S>, label: string, options: readonly Choice<string>[]) {
  return { kind: 'select', key, label, options } as const satisfies DateInput<S>;
}

export function checkInput<S>(key: FlagKey<S>, label: string) {
  return { kind: 'check', key, label } as const satisfies DateInput<S>;
}
