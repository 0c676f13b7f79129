import { ChevronRight, TriangleAlert } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { SMALL_SCREEN_UP, useMediaQuery } from './useMediaQuery';

/** The look of every text input and select on a tool screen. */
export const fieldClasses =
  'max-w-full rounded-md border border-gray-300 bg-white px-2 py-1 text-sm text-gray-900 disabled:opacity-60 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** What the choice does, shown under the group while it is selected. */
  hint?: string;
}

/**
 * Whether a box holds only settings, so that it folds away on a phone: checkboxes and selects, and radio
 * groups too in a box that calls itself options ("Options", "Conversion options"). A field to type into or a
 * slider stays in view, and so does a radio group in a box named for what it sets up ("Devices": a mode that
 * decides what the screen shows).
 */
function onlySettings(box: HTMLElement, legend: string): boolean {
  const radiosAreSettings = /\boptions?\b/i.test(legend);
  const controls = [...box.querySelectorAll<HTMLElement>('input, select, textarea, [contenteditable="true"]')];
  return (
    controls.length > 0 &&
    controls.every(
      (control) =>
        control instanceof HTMLSelectElement ||
        (control instanceof HTMLInputElement &&
          (control.type === 'checkbox' || (radiosAreSettings && control.type === 'radio'))),
    )
  );
}

/**
 * A boxed group of options with its legend. `disabled` disables every control inside, as a fieldset does
 * (for options that do not apply in the current direction or mode).
 *
 * On a phone (below 640 px) a box of settings (see onlySettings) folds away, closed until the user opens it,
 * so the tool's main input comes near the top; its legend is then the disclosure button, and still the
 * group's name. A box with a field to type into (often the tool's input) does not fold, unless `collapsible`
 * says so; `collapsible={false}` keeps any box open. From 640 px up every box is open and plain.
 */
export function OptionsBox({
  legend,
  disabled,
  stacked = false,
  collapsible,
  children,
}: {
  legend: string;
  disabled?: boolean;
  stacked?: boolean;
  /** Whether the box folds away on a phone: by default, when it holds only settings (see onlySettings). */
  collapsible?: boolean;
  children: ReactNode;
}) {
  const layout = stacked ? 'flex flex-col gap-3' : 'flex flex-wrap items-center gap-4';
  const bodyId = useId();
  const body = useRef<HTMLDivElement>(null);
  const wide = useMediaQuery(SMALL_SCREEN_UP);
  const [open, setOpen] = useState(false);
  const [settingsOnly, setSettingsOnly] = useState(false);
  // Looked at whenever the contents may have changed (the controls inside can change with the tool's mode);
  // setting the same answer again does not render again.
  useLayoutEffect(() => {
    setSettingsOnly(body.current ? onlySettings(body.current, legend) : false);
  }, [children, legend]);
  const folds = !wide && (collapsible ?? settingsOnly);
  const shown = !folds || open;
  return (
    <fieldset
      className={`min-w-0 rounded-lg border border-gray-200 px-3 dark:border-gray-800 ${shown ? 'pt-1 pb-3' : 'pb-1'}`}
      disabled={disabled}
    >
      <legend className="px-1 text-sm font-medium">
        {folds ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((current) => !current)}
            className="inline-flex min-h-6 items-center gap-1 rounded-md px-1"
          >
            <ChevronRight className={`h-4 w-4 transition-transform ${open ? 'rotate-90' : ''}`} aria-hidden="true" />
            {legend}
          </button>
        ) : (
          legend
        )}
      </legend>
      <div ref={body} id={bodyId} hidden={!shown} className={`${layout} min-w-0 pt-2`}>
        {children}
      </div>
    </fieldset>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Inside an OptionsBox the legend sits on the row with the choices instead of on the box's border. */
  inline?: boolean;
}

/** Radio buttons for one choice among a few, e.g. a direction or a mode, with the selected choice's hint below. */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled,
  inline = false,
}: ChoiceGroupProps<T>) {
  const name = useId();
  const hintId = useId();
  const hint = choices.find((choice) => choice.value === value)?.hint;
  const boxClasses = inline
    ? 'flex flex-wrap items-center gap-x-4 gap-y-2'
    : 'flex min-w-0 flex-wrap items-center gap-4 rounded-lg border border-gray-200 p-3 dark:border-gray-800';
  const group = (
    <fieldset className={boxClasses} disabled={disabled} aria-describedby={hint ? hintId : undefined}>
      <legend className={inline ? 'float-left mr-2 text-sm font-medium' : 'px-1 text-sm font-medium'}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="flex items-center gap-2 text-sm font-medium">
          <input
            type="radio"
            name={name}
            className="h-4 w-4 accent-blue-600"
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
  if (!hint) return group;
  return (
    <>
      {group}
      <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
        {hint}
      </p>
    </>
  );
}

interface SelectFieldProps<T extends string> {
  label: string;
  options: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** A line under the field about what it does; the selected option's own hint takes its place. */
  hint?: ReactNode;
}

/** A labelled select; its values are the option values, so the change handler gets the typed value back. */
export function SelectField<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
  hint,
}: SelectFieldProps<T>) {
  const id = useId();
  const hintId = useId();
  const shownHint = options.find((option) => option.value === value)?.hint ?? hint;
  const field = (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={fieldClasses}
        value={value}
        disabled={disabled}
        aria-describedby={shownHint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  if (!shownHint) return field;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {field}
      <p id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
        {shownHint}
      </p>
    </div>
  );
}

/**
 * A checkbox with its label to the right; the whole label is the click target. A hint under it is tied to
 * it; a `caution` hint (what ticking it risks) is in amber with a warning sign.
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
  describedBy,
  linkSwitch = false,
  hint,
  caution = false,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  describedBy?: string;
  /**
   * The switch of a field shared only on purpose (state rules' linkOnlyWith: "Include the token"), never kept
   * or restored; tests know it by `data-link-switch`.
   */
  linkSwitch?: boolean;
  hint?: ReactNode;
  caution?: boolean;
}) {
  const hintId = useId();
  const box = (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="h-4 w-4 accent-blue-600"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? hintId : describedBy}
        data-link-switch={linkSwitch || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
  if (!hint) return box;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {box}
      <p
        id={hintId}
        className={
          caution ? 'flex gap-1 text-sm text-amber-800 dark:text-amber-300' : 'text-sm text-gray-600 dark:text-gray-300'
        }
      >
        {caution && <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />}
        {hint}
      </p>
    </div>
  );
}

/**
 * A checkbox per choice, for picking any of a few (weekend days, devices to show): `value` holds the ticked
 * ones, and a tick hands them back in the choices' order. A `hiddenLegend` is for screen readers only, where
 * the box around the group already says what it is.
 */
export function CheckboxGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  hiddenLegend = false,
}: {
  legend: string;
  choices: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  hiddenLegend?: boolean;
}) {
  const toggle = (picked: T, on: boolean) =>
    onChange(choices.map((choice) => choice.value).filter((item) => (item === picked ? on : value.includes(item))));
  return (
    <fieldset className={`flex flex-wrap gap-x-4 gap-y-2 ${hiddenLegend ? '' : 'items-center'}`}>
      <legend className={hiddenLegend ? 'sr-only' : 'float-left mr-2 text-sm font-medium'}>{legend}</legend>
      {choices.map((choice) => (
        <CheckboxField
          key={choice.value}
          label={choice.label}
          checked={value.includes(choice.value)}
          onChange={(on) => toggle(choice.value, on)}
        />
      ))}
    </fieldset>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** A line under the field saying what it takes; tied to it by aria-describedby. */
  hint?: ReactNode;
  /**
   * Enter runs the tool's action (single-line fields only). Focus stays in the field, so the user can edit
   * and run again without reaching for the mouse.
   */
  onEnter?: () => void;
  /** Rows of a multi-line field (a key, a certificate); single-line when not given. */
  rows?: number;
  monospace?: boolean;
  /** Stacks the label over the field, for wide fields; beside it otherwise. */
  stacked?: boolean;
  /** A key, password or card number: a state field kept out of storage and links; tests know it by `data-secret`. */
  secret?: boolean;
  /** Shows dots instead of the characters (a password field); single-line fields only. */
  masked?: boolean;
  /**
   * Room for the field's longest example (a 19-digit timestamp, a cron expression with seconds and years):
   * 20rem (`wide`) or 24rem (`wider`) from the small breakpoint up, in whole pixels so nothing rounds into a
   * scroll, and the whole row on a phone. Otherwise the browser's 20 characters.
   */
  width?: keyof typeof FIELD_WIDTHS;
  /** The most characters the field takes, as its tool's state bounds say (typing and pasting stop there). */
  maxLength?: number;
}

const FIELD_WIDTHS = { wide: 'w-full sm:w-80', wider: 'w-full sm:w-96' } as const;

/** A labelled text input or text area for short input: a key, a name, a locale. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  hint,
  onEnter,
  rows,
  monospace = false,
  stacked = false,
  secret = false,
  masked = false,
  width,
  maxLength,
}: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    spellCheck: false,
    autoComplete: 'off',
    autoCapitalize: 'off',
    'aria-describedby': hint ? hintId : undefined,
    'data-secret': secret || undefined,
    className: `${fieldClasses} ${monospace ? 'font-mono' : ''} ${stacked ? 'w-full' : ''} ${width ? FIELD_WIDTHS[width] : ''}`,
  };
  const layout = stacked ? 'flex min-w-0 flex-col gap-1' : 'flex min-w-0 flex-wrap items-center gap-2';
  return (
    <div className={width && !stacked ? `${layout} w-full sm:w-auto` : layout}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={masked ? 'password' : 'text'}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || !onEnter || event.nativeEvent.isComposing) return;
            event.preventDefault();
            onEnter();
          }}
        />
      )}
      {hint && (
        <span id={hintId} className="text-sm text-gray-600 dark:text-gray-300">
          {hint}
        </span>
      )}
    </div>
  );
}
