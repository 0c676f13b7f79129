import { useId } from 'react';
import type { OptionSpec, OptionsOf, OptionsSchema } from '../lib/options-schema';
import { CheckboxField, ChoiceGroup, fieldClasses, OptionsBox, SelectField, TextField } from './Fields';
import { SliderField } from './SliderField';

interface OptionsFormProps<S extends OptionsSchema> {
  schema: S;
  /** The tool's state (or any object holding the options). */
  values: OptionsOf<S>;
  onChange: (patch: Partial<OptionsOf<S>>) => void;
  legend?: string;
  /** The options to draw, in this order; every option but the lists when not given (a tool draws its lists). */
  only?: readonly (keyof S & string)[];
  /** Options that do not apply in the current mode. */
  disabled?: Partial<Record<keyof S & string, boolean>>;
}

/**
 * A tool's option controls, drawn from its schema: a switch is a checkbox, a choice a select (or radio
 * buttons), a number a number field within its bounds, a range a slider with its number field, text (and a
 * colour) a text field. Every control has its label, and its hint tied to it.
 */
export function OptionsForm<S extends OptionsSchema>({
  schema,
  values,
  onChange,
  legend = 'Options',
  only,
  disabled = {},
}: OptionsFormProps<S>) {
  const keys = only ?? (Object.keys(schema) as (keyof S & string)[]).filter((key) => schema[key]?.kind !== 'list');
  const record = values as Record<string, unknown>;
  const set = (key: string, value: unknown) => onChange({ [key]: value } as Partial<OptionsOf<S>>);
  return (
    <OptionsBox legend={legend}>
      {keys.map((key) => (
        <OptionControl
          key={key}
          option={schema[key] as OptionSpec}
          value={record[key]}
          disabled={disabled[key] ?? false}
          onChange={(value) => set(key, value)}
        />
      ))}
    </OptionsBox>
  );
}

function OptionControl({
  option,
  value,
  disabled,
  onChange,
}: {
  option: OptionSpec;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}) {
  switch (option.kind) {
    case 'switch':
      return (
        <CheckboxField
          label={option.label}
          hint={option.hint}
          checked={value === true}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'choice': {
      // Selects and radios hold strings: a numeric choice is found again by its text.
      const choices = option.choices.map((choice) => ({
        value: String(choice.value),
        label: choice.label,
        hint: choice.hint,
      }));
      const pick = (text: string) => onChange(option.choices.find((choice) => String(choice.value) === text)?.value);
      return option.control === 'radio' ? (
        <ChoiceGroup
          legend={option.label}
          choices={choices}
          value={String(value)}
          onChange={pick}
          disabled={disabled}
          inline
        />
      ) : (
        <SelectField
          label={option.label}
          options={choices}
          value={String(value)}
          onChange={pick}
          disabled={disabled}
          hint={option.hint}
        />
      );
    }
    case 'number':
      return (
        <NumberControl
          option={option}
          value={typeof value === 'number' ? value : option.default}
          disabled={disabled}
          onChange={onChange}
        />
      );
    case 'range':
      return (
        <SliderField
          label={option.label}
          min={option.min}
          max={option.max}
          step={option.step}
          unit={option.unit}
          value={typeof value === 'number' ? value : option.default}
          disabled={disabled}
          onChange={(number) => onChange(option.integer ? Math.round(number) : number)}
        />
      );
    // The colour picker (kit/ColorField) rides with the generators' forms (kit/GeneratorFields); here a colour is typed.
    case 'color':
    case 'text':
      return (
        <TextField
          label={option.label}
          value={typeof value === 'string' ? value : option.default}
          onChange={onChange}
          hint={option.hint}
          secret={option.secret}
          {...(option.kind === 'text'
            ? {
                placeholder: option.placeholder,
                rows: option.rows,
                monospace: option.monospace,
                maxLength: option.maxLength,
              }
            : { monospace: true })}
        />
      );
    case 'list':
      return null;
  }
}

function NumberControl({
  option,
  value,
  disabled,
  onChange,
}: {
  option: Extract<OptionSpec, { kind: 'number' }>;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {option.label}
        </label>
        <input
          id={id}
          type="number"
          className={`${fieldClasses} w-24`}
          value={value}
          min={option.min}
          max={option.max}
          step={option.step ?? (option.integer ? 1 : 'any')}
          disabled={disabled}
          aria-describedby={option.hint ? hintId : undefined}
          onChange={(event) => {
            const number = event.target.valueAsNumber;
            if (!Number.isFinite(number)) return;
            const whole = option.integer ? Math.round(number) : number;
            onChange(Math.min(option.max, Math.max(option.min, whole)));
          }}
        />
        {option.unit && <span className="text-sm text-gray-600 dark:text-gray-300">{option.unit}</span>}
      </div>
      {option.hint && (
        <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {option.hint}
        </p>
      )}
    </div>
  );
}
