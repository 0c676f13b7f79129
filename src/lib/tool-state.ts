/**
 * A tool's state (its inputs and options) as one plain object, and how it is kept: in sessionStorage, per
 * tool, so it survives a reload and Back/Forward and goes away with the tab. Secret fields are never
 * written anywhere. What comes back from storage or a share link is never trusted: each field must have
 * the shape of its default, or the default is used, and must lie within the bounds the tool's controls
 * keep, or it is brought within them (a link of 20,000 gradient stops would otherwise freeze the tab).
 */

export type ToolStateShape = Record<string, unknown>;

export interface ToolStateRules<S extends ToolStateShape> {
  /** Fields never written to storage or a link: keys, secrets, passwords. */
  secret?: readonly (keyof S)[];
  /** Fields with a fixed set of values (a mode, a direction): anything else restores as the default. */
  choices?: { readonly [K in keyof S]?: readonly S[K][] };
  /**
   * Fields that may hold secrets among other text (credentials in a pasted HTTP head): storage and links get
   * the field as this function returns it, with the secrets blanked and the rest kept.
   */
  redact?: { readonly [K in keyof S]?: (value: S[K]) => S[K] };
  /**
   * What the Share notice calls a secret or redacted field, where its state name would not tell a reader
   * (`list` is "batch list"); other fields are named by their state name, spelled out (`signingKey` is
   * "signing key").
   */
  names?: { readonly [K in keyof S]?: string };
  /**
   * The limits the tool's controls keep, per field: what a link or storage restores outside them is brought
   * within them (numbers clamped, lists cut, the rest back to its default) and the user is told.
   */
  bounds?: { readonly [K in keyof S]?: Bound };
  /**
   * Fields that go in a share link only while the named switch is on: a JWT is a bearer credential, so it
   * is shared only when the user ticks "Include the token". The switch itself is never kept or shared, so
   * each link is a fresh choice.
   */
  linkOnlyWith?: { readonly [K in keyof S]?: keyof S & string };
  /**
   * The shape of one item of a list whose default is empty (a recipe's steps), so that items of that shape
   * restore: an empty default alone says nothing about its items, and only plain values would be taken.
   */
  itemShapes?: { readonly [K in keyof S]?: unknown };
}

/** The limits of one field (see ToolStateRules.bounds); every part is optional. */
export interface Bound {
  /** Numbers: clamped into [min, max], and rounded first when `integer`. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** Text longer than this restores as the default (a list item is dropped). */
  maxLength?: number;
  /** Lists: the items past this are dropped. */
  maxItems?: number;
  /** The bound of each item of a list. */
  items?: Bound;
  /** The bounds of an object's fields. */
  fields?: Readonly<Record<string, Bound>>;
  /** What the controls would refuse (a colour they cannot read) restores as the default (a list item is dropped). */
  valid?: (value: unknown) => boolean;
  /**
   * What replaces a value that cannot be mended, where there is no default to fall back on: a list item
   * with one is replaced rather than dropped (a table cell, whose neighbours would otherwise move).
   */
  fallback?: unknown;
}

export const TOOL_STATE_VERSION = 1;

/** Above this many characters of JSON, only the options are kept. */
export const STATE_SIZE_LIMIT = 1024 * 1024;

/** A text field longer than this is the user's input rather than an option. */
const OPTION_TEXT_LIMIT = 1024;

import { toolStateKey } from './tool-state-key';

export { toolStateKey };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): boolean {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

const plainEntry = ([, value]: [string, unknown]) => isPrimitive(value);

/** `value` if it has the shape of `template` (recursively), otherwise `template`. */
function conform(value: unknown, template: unknown): unknown {
  if (template === null) return value === null ? null : template;
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return template;
    // An empty default says nothing about its items: accept plain values only.
    if (template.length === 0) return value.every(isPrimitive) ? value : template;
    return value.map((item) => conform(item, template[0]));
  }
  if (isPlainObject(template)) {
    if (!isPlainObject(value)) return template;
    // An empty object is a record (a step's options): its plain values are kept, checked by whoever reads it.
    if (Object.keys(template).length === 0) return Object.fromEntries(Object.entries(value).filter(plainEntry));
    return Object.fromEntries(Object.entries(template).map(([key, inner]) => [key, conform(value[key], inner)]));
  }
  if (typeof template === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : template;
  return typeof value === typeof template ? value : template;
}

/** Whether `value` has the shape of `template` throughout, so conform would keep all of it. */
function hasShape(value: unknown, template: unknown): boolean {
  if (template === null) return value === null;
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return false;
    if (template.length === 0) return value.every(isPrimitive);
    return value.every((item) => hasShape(item, template[0]));
  }
  if (isPlainObject(template) && Object.keys(template).length === 0)
    return isPlainObject(value) && Object.entries(value).every(plainEntry);
  if (isPlainObject(template))
    return isPlainObject(value) && Object.entries(template).every(([key, inner]) => hasShape(value[key], inner));
  if (typeof template === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === typeof template;
}

/** Marks a value that could not be brought within its bound and has no default to fall back on. */
const DROP = Symbol('drop');

/**
 * `value` within `bound`: `fallback` (the default) replaces what cannot be mended, or DROP where there is
 * none (a list item). `changed` is set when anything was altered.
 */
function withinBound(value: unknown, bound: Bound, fallback: unknown, changed: { value: boolean }): unknown {
  const giveUp = () => {
    changed.value = true;
    return bound.fallback ?? fallback ?? DROP;
  };
  if (bound.valid && !bound.valid(value)) return giveUp();
  if (typeof value === 'number') {
    let number = bound.integer ? Math.round(value) : value;
    if (bound.min !== undefined) number = Math.max(bound.min, number);
    if (bound.max !== undefined) number = Math.min(bound.max, number);
    if (number !== value) changed.value = true;
    return number;
  }
  if (typeof value === 'string')
    return bound.maxLength !== undefined && value.length > bound.maxLength ? giveUp() : value;
  if (Array.isArray(value)) {
    // The items the controls refuse go first, so that a cut list keeps as many good ones as it may.
    const itemBound = bound.items;
    const good = itemBound
      ? value.map((item) => withinBound(item, itemBound, undefined, changed)).filter((item) => item !== DROP)
      : value;
    if (bound.maxItems === undefined || good.length <= bound.maxItems) return good;
    changed.value = true;
    return good.slice(0, bound.maxItems);
  }
  if (isPlainObject(value) && bound.fields) {
    const fallbacks = isPlainObject(fallback) ? fallback : {};
    const mended = { ...value };
    for (const [key, fieldBound] of Object.entries(bound.fields)) {
      if (!Object.hasOwn(value, key)) continue;
      const field = withinBound(value[key], fieldBound, fallbacks[key], changed);
      if (field === DROP) return giveUp();
      mended[key] = field;
    }
    return mended;
  }
  return value;
}

/** A restored state, and the fields that had to be brought within the tool's bounds (to tell the user). */
export interface RestoredState<S> {
  state: S;
  outOfBounds: (keyof S & string)[];
  /**
   * What the tool could not take at all: fields it does not have, and values of the wrong type or outside a
   * fixed set of choices (those fall back to their defaults). A share link says so to its reader.
   */
  leftOut: string[];
}

/**
 * The defaults, with every well-formed, non-secret field of `stored` in place of its default, each brought
 * within its declared bounds; `outOfBounds` names the fields that were not.
 */
export function restoreStateReport<S extends ToolStateShape>(
  stored: unknown,
  defaults: S,
  rules: ToolStateRules<S> = {},
): RestoredState<S> {
  const outOfBounds: (keyof S & string)[] = [];
  if (!isPlainObject(stored)) return { state: defaults, outOfBounds, leftOut: [] };
  const leftOut = Object.keys(stored).filter((key) => !Object.hasOwn(defaults, key));
  const skipped = new Set<keyof S>([...(rules.secret ?? []), ...switches(rules)]);
  const restored = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof S & string)[]) {
    if (skipped.has(key) || !Object.hasOwn(stored, key)) continue;
    const itemShape = rules.itemShapes?.[key];
    const template = itemShape === undefined ? defaults[key] : [itemShape];
    if (!hasShape(stored[key], template)) leftOut.push(key);
    let value = (
      itemShape === undefined || Array.isArray(stored[key]) ? conform(stored[key], template) : defaults[key]
    ) as S[typeof key];
    const allowed = rules.choices?.[key];
    if (allowed && !allowed.includes(value)) {
      value = defaults[key];
      leftOut.push(key);
    }
    const bound = rules.bounds?.[key];
    if (bound) {
      const changed = { value: false };
      const mended = withinBound(value, bound, defaults[key], changed);
      if (changed.value) {
        outOfBounds.push(key);
        value = mended as S[typeof key];
      }
    }
    restored[key] = value;
  }
  return { state: restored, outOfBounds, leftOut: [...new Set(leftOut)] };
}

/** The defaults, with every well-formed, non-secret field of `stored` in place of its default, within its bounds. */
export function restoreState<S extends ToolStateShape>(stored: unknown, defaults: S, rules: ToolStateRules<S> = {}): S {
  return restoreStateReport(stored, defaults, rules).state;
}

/** The switches of `linkOnlyWith`: choices made for one link, never kept. */
function switches<S extends ToolStateShape>(rules: ToolStateRules<S>): (keyof S & string)[] {
  return Object.values(rules.linkOnlyWith ?? {}).filter((name): name is keyof S & string => name !== undefined);
}

/**
 * The state without its secret fields and with its secrets blanked: what may be written to storage or, for
 * `'link'`, put in a share link (which also leaves out a `linkOnlyWith` field whose switch is off).
 */
export function publicState<S extends ToolStateShape>(
  state: S,
  rules: ToolStateRules<S> = {},
  target: 'storage' | 'link' = 'storage',
): Partial<S> {
  const left = new Set<string>([...(rules.secret ?? []).map(String), ...switches(rules)]);
  if (target === 'link')
    for (const [field, gate] of Object.entries(rules.linkOnlyWith ?? {}) as [string, keyof S][])
      if (state[gate] !== true) left.add(field);
  const redact = (rules.redact ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;
  return Object.fromEntries(
    Object.entries(state)
      .filter(([key]) => !left.has(key))
      .map(([key, value]) => [key, redact[key] ? redact[key](value) : value]),
  ) as Partial<S>;
}

/** The fields that a share link of `state` leaves out: the secret ones, and those whose switch is off. */
export function fieldsLeftOutOfLink<S extends ToolStateShape>(state: S, rules: ToolStateRules<S> = {}): string[] {
  const gated = Object.entries(rules.linkOnlyWith ?? {})
    .filter(([, gate]) => state[gate as keyof S] !== true)
    .map(([field]) => field);
  return [...(rules.secret ?? []).map(String), ...gated];
}

const fieldList = new Intl.ListFormat('en', { type: 'conjunction' });

/** Fields as a reader would say them, in an English list: "secret key and card number" (rules.names first). */
export function spokenFields<S extends ToolStateShape>(
  fields: readonly string[],
  rules: ToolStateRules<S> = {},
): string {
  const names: Partial<Record<string, string>> = rules.names ?? {};
  return fieldList.format(
    fields.map((field) => names[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()),
  );
}

/** How many characters of text a value holds, in its strings at any depth. */
function textSize(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce<number>((total, item) => total + textSize(item), 0);
}

/**
 * The text to keep for a state. Past the size limit the long text fields (the inputs) are left out and only
 * the options are kept; `inputsLeftOut` says so, so the screen can tell the user.
 */
export function serializeState<S extends ToolStateShape>(
  state: S,
  rules: ToolStateRules<S> = {},
): { text: string; inputsLeftOut: boolean } {
  const kept = publicState(state, rules);
  // Text fields already longer than the limit are left out without writing them as JSON first: a 20 MB
  // input would otherwise be copied on the main thread each time the user pauses typing.
  if (textSize(kept) <= STATE_SIZE_LIMIT) {
    const text = JSON.stringify({ v: TOOL_STATE_VERSION, state: kept });
    if (text.length <= STATE_SIZE_LIMIT) return { text, inputsLeftOut: false };
  }
  // A list of texts (schemas the user added) is input too, however short each one is.
  const options = Object.fromEntries(Object.entries(kept).filter(([, value]) => textSize(value) <= OPTION_TEXT_LIMIT));
  return { text: JSON.stringify({ v: TOOL_STATE_VERSION, state: options }), inputsLeftOut: true };
}

/** The state kept in `text` (within its bounds), or the defaults where it is missing, from another version, or corrupt. */
export function parseStateReport<S extends ToolStateShape>(
  text: string | null,
  defaults: S,
  rules: ToolStateRules<S> = {},
): RestoredState<S> {
  const none = { state: defaults, outOfBounds: [], leftOut: [] };
  if (text === null) return none;
  try {
    const envelope: unknown = JSON.parse(text);
    if (!isPlainObject(envelope) || envelope.v !== TOOL_STATE_VERSION) return none;
    return restoreStateReport(envelope.state, defaults, rules);
  } catch {
    return none;
  }
}

/** The state kept in `text` (within its bounds), or the defaults where it is missing, from another version, or corrupt. */
export function parseState<S extends ToolStateShape>(
  text: string | null,
  defaults: S,
  rules: ToolStateRules<S> = {},
): S {
  return parseStateReport(text, defaults, rules).state;
}
