import { createContext, Fragment, isValidElement, useContext, type ReactNode } from 'react';
import type { OptionSpec, OptionsSchema } from '../lib/options-schema';
import { ColorField } from './ColorField';
import { CheckboxField, ChoiceGroup, OptionsBox, SelectField, TextField, type Choice } from './Fields';
import { SliderField } from './SliderField';
import type { StateUpdate } from './useToolState';

interface FieldBase<S> {
  /** The state field the control shows and sets. */
  key: keyof S & string;
  label: string;
  disabled?: boolean;
  hint?: string;
  /** What a new value changes, where it is more than the field itself (a unit that converts the radii). */
  set?: (value: never, current: S) => Partial<S>;
  /** Across both columns (a name to type). */
  wide?: boolean;
  /** What is wrong with the value, in an alert under the control. */
  problem?: string | null;
}

export interface SliderSpec<S> extends FieldBase<S> {
  slider: { min: number; max: number; step?: number; unit?: string };
  /** Rounds what the slider or the number field gives (whole pixels). */
  round?: (value: number) => number;
}
export interface SelectSpec<S> extends FieldBase<S> {
  options: readonly Choice<string>[];
}
export interface CheckSpec<S> extends FieldBase<S> {
  check: true;
}
export interface RadioSpec<S> extends FieldBase<S> {
  radio: readonly Choice<string>[];
}

export interface ColorSpec<S> extends FieldBase<S> {
  color: { withAlpha?: boolean };
}
export interface TextSpec<S> extends FieldBase<S> {
  /** `maxLength` keeps what is typed to the length a restored value may have. */
  text: { maxLength?: number; placeholder?: string; monospace?: boolean };
}

/** A control bound to one state field, or anything else to draw in its place. */
export type FieldSpec<S> =
  SliderSpec<S> | SelectSpec<S> | CheckSpec<S> | RadioSpec<S> | ColorSpec<S> | TextSpec<S> | ReactNode;

/** One option of a schema (lib/options-schema) as a generator control. */
function fieldOf<S>(key: keyof S & string, option: OptionSpec): FieldSpec<S> {
  const base = { key, label: option.label, hint: option.hint };
  switch (option.kind) {
    case 'switch':
      return { ...base, check: true };
    case 'choice': {
      const choices = option.choices.map((choice) => ({ ...choice, value: String(choice.value) }));
      return option.control === 'radio' ? { ...base, radio: choices } : { ...base, options: choices };
    }
    case 'range':
    case 'number':
      return {
        ...base,
        slider: { min: option.min, max: option.max, step: option.step, unit: option.unit },
        round: option.integer ? Math.round : undefined,
      };
    case 'color':
      return { ...base, color: { withAlpha: option.withAlpha } };
    case 'text':
      return { ...base, text: { maxLength: option.maxLength, placeholder: option.placeholder } };
    case 'list':
      return null;
  }
}

/** The controls an options schema declares: all of its options, or those of `keys` in their order. */
export function fieldsOf<S>(schema: OptionsSchema, keys?: readonly (keyof S & string)[]): FieldSpec<S>[] {
  return (keys ?? (Object.keys(schema) as (keyof S & string)[])).map((key) => fieldOf<S>(key, schema[key]!));
}

/**
 * The state of the generator whose screen is drawn, and its update: GeneratorScreen provides them, so the
 * controls drawn in it are bound to the tool's state without being handed it.
 */
export const GeneratorStateContext = createContext<{ state: unknown; update: unknown } | null>(null);

interface GeneratorFieldsProps<S> {
  /** The state the controls show and set: the screen's (GeneratorStateContext) unless given. */
  state?: S;
  update?: StateUpdate<S>;
  fields: readonly (FieldSpec<S> | false | null)[];
  /** Two columns from small screens up (slider pairs), or one control after another. */
  columns?: 1 | 2;
  /** Draws the controls in a box of options with this legend. */
  legend?: string;
  /** With `legend`: disables every control in the box. */
  disabled?: boolean;
  /** With `legend`: what the box holds after the controls (a part of the tool's own, a note). */
  children?: ReactNode;
}

/**
 * The update of one item of a list in the state (a shadow's layer, a layout's item), for the controls that
 * edit it: what they set goes into that item, the list's other items stay as they are.
 */
export function itemUpdate<K extends string, T extends object>(
  update: StateUpdate<Record<K, T[]>>,
  list: K,
  index: number,
): StateUpdate<T> {
  return (patch) =>
    update((current) => {
      const items = current[list].map((each, position) =>
        position === index ? { ...each, ...(typeof patch === 'function' ? patch(each) : patch) } : each,
      );
      return { [list]: items } as Partial<Record<K, T[]>>;
    });
}

/** Choices whose labels are their values (CSS keywords), or what `label` makes of them. */
export const choicesOf = <T extends string>(values: readonly T[], label: (value: T) => string = (value) => value) =>
  values.map((value): Choice<T> => ({ value, label: label(value) }));

const isSpec = <S,>(field: FieldSpec<S>): field is Exclude<FieldSpec<S>, ReactNode> & FieldBase<S> =>
  typeof field === 'object' && field !== null && !isValidElement(field) && 'key' in field && 'label' in field;

/**
 * A generator's controls, declared as data (by hand, or from an options schema with `fieldsOf`): each is a
 * slider, select, checkbox, radio row, colour or text field bound to a field of the tool's state, and sets it
 * (or what its `set` says) when changed.
 */
export function GeneratorFields<S>({ legend, disabled, children, ...props }: GeneratorFieldsProps<S>) {
  const screen = useContext(GeneratorStateContext);
  const state = props.state ?? (screen?.state as S | undefined);
  const update = props.update ?? (screen?.update as StateUpdate<S> | undefined);
  if (state === undefined || update === undefined)
    throw new Error('GeneratorFields needs a state, given or from its screen');
  const grid = <FieldGrid {...props} state={state} update={update} />;
  if (legend === undefined) return grid;
  return (
    <OptionsBox legend={legend} disabled={disabled} stacked>
      {grid}
      {children}
    </OptionsBox>
  );
}

function FieldGrid<S>({
  state,
  update,
  fields,
  columns = 2,
}: Omit<GeneratorFieldsProps<S>, 'state' | 'update'> & { state: S; update: StateUpdate<S> }) {
  const values = state as Record<string, unknown>;
  return (
    <div className={`grid w-full min-w-0 gap-3 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {fields.map((field, index) => {
        if (field === false || field === null) return null;
        if (!isSpec<S>(field)) return <div key={index}>{field as ReactNode}</div>;
        const change = (value: unknown) =>
          update((current) =>
            field.set ? field.set(value as never, current) : ({ [field.key]: value } as Partial<S>),
          );
        const control = <Field field={field} value={values[field.key]} onChange={change} />;
        if (!field.wide && !field.problem) return <Fragment key={field.key}>{control}</Fragment>;
        return (
          <div key={field.key} className={`flex min-w-0 flex-col gap-1 ${field.wide ? 'sm:col-span-2' : ''}`}>
            {control}
            {field.problem && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {field.problem}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function Field<S>({
  field,
  value,
  onChange,
}: {
  field: Exclude<FieldSpec<S>, ReactNode> & FieldBase<S>;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  if ('slider' in field) {
    const round = field.round;
    return (
      <SliderField
        label={field.label}
        {...field.slider}
        value={value as number}
        disabled={field.disabled}
        onChange={(number) => onChange(round ? round(number) : number)}
      />
    );
  }
  if ('options' in field)
    return (
      <SelectField
        label={field.label}
        options={field.options}
        value={value as string}
        disabled={field.disabled}
        hint={field.hint}
        onChange={onChange}
      />
    );
  if ('radio' in field)
    return (
      <ChoiceGroup legend={field.label} inline choices={field.radio} value={value as string} onChange={onChange} />
    );
  if ('color' in field)
    return <ColorField label={field.label} value={value as string} onChange={onChange} {...field.color} />;
  if ('text' in field)
    return (
      <TextField label={field.label} value={value as string} hint={field.hint} onChange={onChange} {...field.text} />
    );
  return <CheckboxField label={field.label} checked={value === true} disabled={field.disabled} onChange={onChange} />;
}
