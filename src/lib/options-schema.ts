/**
 * A tool's options, declared once as data: each option's kind, label, hint, default and bounds, and whether it
 * is secret. Everything else derives from the declaration:
 * - the tool's state (`declareState`: defaults and the restore rules its share links and storage are held to);
 * - the controls the kit draws (kit/OptionsForm, and kit/GeneratorFields for the generators);
 * - the checks a recipe step's options (or an imported recipe) go through (`checkOptions`).
 */
import type { Bound, ToolStateRules, ToolStateShape } from './tool-state';

interface OptionBase {
  label: string;
  /** A line under the control saying what it takes or does. */
  hint?: string;
  /** A key or password: never stored, shared or put in a recipe file. */
  secret?: boolean;
}

export interface TextOption extends OptionBase {
  kind: 'text';
  default: string;
  maxLength?: number;
  placeholder?: string;
  /** Rows of a multi-line field; single-line when not given. */
  rows?: number;
  monospace?: boolean;
}

export interface NumberOption extends OptionBase {
  kind: 'number';
  default: number;
  min: number;
  max: number;
  step?: number;
  integer?: boolean;
  /** Shown after the number ("px", "%"). */
  unit?: string;
}

/** A number from a range, drawn as a slider with a number field beside it. */
export interface RangeOption extends OptionBase {
  kind: 'range';
  default: number;
  min: number;
  max: number;
  step?: number;
  integer?: boolean;
  /** Shown after the number field ("px", "%", "°"). */
  unit?: string;
}

/** A CSS colour (kit/ColorField in the generators' forms); the tool's rules say which colours it takes. */
export interface ColorOption extends OptionBase {
  kind: 'color';
  default: string;
  /** Offer an opacity slider. */
  withAlpha?: boolean;
}

export interface ChoiceOption<V extends string | number = string | number> extends OptionBase {
  kind: 'choice';
  default: V;
  /** Each value with its label, and a hint shown while it is chosen. */
  choices: readonly { readonly value: V; readonly label: string; readonly hint?: string }[];
  /** A select (the default), or a row of radio buttons for two to four short choices. */
  control?: 'select' | 'radio';
}

export interface SwitchOption extends OptionBase {
  kind: 'switch';
  default: boolean;
}

export interface ListOption<T = unknown> extends OptionBase {
  kind: 'list';
  default: readonly T[];
  maxItems: number;
  /** The bound of each item, as tool-state's Bound (a colour the controls could read, a text's length). */
  items?: Bound;
}

export type OptionSpec =
  TextOption | NumberOption | RangeOption | ColorOption | ChoiceOption | SwitchOption | ListOption;
export type OptionsSchema = Readonly<Record<string, OptionSpec>>;

/** The value an option holds: a choice's values as a union, a list as an array of its items. */
type ValueOf<O> = O extends { kind: 'choice'; choices: readonly { readonly value: infer V }[] }
  ? V
  : O extends { kind: 'text' | 'color' }
    ? string
    : O extends { kind: 'number' | 'range' }
      ? number
      : O extends { kind: 'switch' }
        ? boolean
        : O extends { kind: 'list'; default: infer D }
          ? D extends readonly (infer T)[]
            ? Widened<T>[]
            : never
          : never;

/** A list default's literal items as the type of any item: `'#fff'` as string. */
type Widened<T> = T extends string ? string : T extends number ? number : T extends boolean ? boolean : T;

/** The options object a schema describes: `{ indent: 2 | 4, sortKeys: boolean }`. */
export type OptionsOf<S extends OptionsSchema> = { -readonly [K in keyof S]: ValueOf<S[K]> };

/** Declares a schema with its literal types kept, so a choice's values type the state. */
export function defineOptions<const S extends OptionsSchema>(schema: S): S {
  return schema;
}

/** The options at their defaults. */
export function optionDefaults<S extends OptionsSchema>(schema: S): OptionsOf<S> {
  return Object.fromEntries(
    Object.entries(schema).map(([key, option]) => [
      key,
      Array.isArray(option.default) ? [...option.default] : option.default,
    ]),
  ) as OptionsOf<S>;
}

function boundOf(option: OptionSpec): Bound | undefined {
  switch (option.kind) {
    case 'number':
    case 'range':
      return { min: option.min, max: option.max, integer: option.integer };
    case 'text':
      return option.maxLength === undefined ? undefined : { maxLength: option.maxLength };
    case 'list':
      return { maxItems: option.maxItems, items: option.items };
    default:
      return undefined;
  }
}

/** The restore rules the schema implies: choices, bounds, secrets, and the labels the notices say. */
export function optionRules<S extends OptionsSchema>(schema: S): ToolStateRules<OptionsOf<S>> {
  const entries = Object.entries(schema);
  const pick = <T>(make: (option: OptionSpec) => T | undefined) =>
    Object.fromEntries(
      entries.flatMap(([key, option]) => {
        const value = make(option);
        return value === undefined ? [] : [[key, value]];
      }),
    );
  return {
    secret: entries.filter(([, option]) => option.secret).map(([key]) => key),
    choices: pick((option) => (option.kind === 'choice' ? option.choices.map((choice) => choice.value) : undefined)),
    bounds: pick(boundOf),
    names: pick((option) => option.label.toLowerCase()),
  } as unknown as ToolStateRules<OptionsOf<S>>;
}

/**
 * A tool's whole state from its options schema and its other fields (the input text, a mode): the defaults
 * useToolState starts from and the rules it holds storage and share links to. `rules` adds what the schema
 * does not say (an input's bound, a redaction).
 */
export function declareState<S extends OptionsSchema, I extends ToolStateShape>(
  schema: S,
  inputs: I,
  rules: ToolStateRules<I & OptionsOf<S>> = {},
): { defaults: I & OptionsOf<S>; rules: ToolStateRules<I & OptionsOf<S>> } {
  type State = I & OptionsOf<S>;
  const fromSchema = optionRules(schema) as unknown as ToolStateRules<State>;
  const merged = {
    ...rules,
    secret: [...(fromSchema.secret ?? []), ...(rules.secret ?? [])],
    choices: { ...fromSchema.choices, ...rules.choices },
    bounds: { ...fromSchema.bounds, ...rules.bounds },
    names: { ...fromSchema.names, ...rules.names },
  } as unknown as ToolStateRules<State>;
  return { defaults: { ...inputs, ...optionDefaults(schema) }, rules: merged };
}

function checkValue(option: OptionSpec, value: unknown): string | null {
  switch (option.kind) {
    case 'color':
      return typeof value === 'string' ? null : 'is not text';
    case 'text':
      if (typeof value !== 'string') return 'is not text';
      if (option.maxLength !== undefined && value.length > option.maxLength)
        return `is longer than ${option.maxLength} characters`;
      return null;
    case 'number':
    case 'range':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'is not a number';
      if (option.integer && !Number.isInteger(value)) return 'is not a whole number';
      if (value < option.min || value > option.max) return `is not from ${option.min} to ${option.max}`;
      return null;
    case 'switch':
      return typeof value === 'boolean' ? null : 'is not true or false';
    case 'choice':
      return option.choices.some((choice) => choice.value === value)
        ? null
        : `is not one of ${option.choices.map((choice) => JSON.stringify(choice.value)).join(', ')}`;
    case 'list':
      if (!Array.isArray(value)) return 'is not a list';
      return value.length > option.maxItems ? `has more than ${option.maxItems} items` : null;
  }
}

/** What is wrong with an options object from outside (a recipe file): each problem names its option. */
export interface OptionsCheck<S extends OptionsSchema> {
  /** The defaults, with every option that was given and well-formed in place of its default. */
  options: OptionsOf<S>;
  /** "Option “indent” is not one of 2, 4" and "Unknown option “colour”", in the order found. */
  problems: string[];
}

/**
 * Checks options from outside the tool's controls (an imported recipe, a step's saved options) against the
 * schema: unknown options and wrong values are named, and the rest are taken. Secret options are refused,
 * unless `secretsFromTheUser` says they were typed on this page (a recipe step's key field), not read from a file.
 */
export function checkOptions<S extends OptionsSchema>(
  schema: S,
  given: unknown,
  { secretsFromTheUser = false } = {},
): OptionsCheck<S> {
  const options = optionDefaults(schema) as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return { options: options as OptionsOf<S>, problems: ['The options are not an object'] };
  }
  for (const [key, value] of Object.entries(given)) {
    const option = Object.hasOwn(schema, key) ? schema[key] : undefined;
    if (!option) {
      problems.push(`Unknown option “${key}”`);
      continue;
    }
    if (option.secret && !secretsFromTheUser) {
      problems.push(`Option “${key}” is secret and is never taken from outside`);
      continue;
    }
    const problem = checkValue(option, value);
    if (problem) problems.push(`Option “${key}” ${problem}`);
    else options[key] = value;
  }
  return { options: options as OptionsOf<S>, problems };
}

/**
 * A tool that maps text to text, as a recipe step runs it: its options schema (the step's controls and the
 * checks an imported recipe goes through) and the transform itself.
 */
export interface ToolStep<S extends OptionsSchema = OptionsSchema> {
  options: S;
  /** The tool's work on `input`; throws a ToolError with the tool's own message (line and column where it has them). */
  transform: (input: string, options: OptionsOf<S>) => string | Promise<string>;
}
