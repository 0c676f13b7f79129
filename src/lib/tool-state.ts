/**
 * A tool's state (its inputs and options) as one plain object, and how it is kept: in sessionStorage, per
 * tool, so it survives a reload and Back/Forward and goes away with the tab. Secret fields are never
 * written anywhere. What comes back from storage (or, later, a link) is never trusted: each field must have
 * the shape of its default, or the default is used.
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
}

export const TOOL_STATE_VERSION = 1;

/** Above this many characters of JSON, only the options are kept. */
export const STATE_SIZE_LIMIT = 1024 * 1024;

/** A text field longer than this is the user's input rather than an option. */
const OPTION_TEXT_LIMIT = 1024;

export function toolStateKey(toolId: string): string {
  return `tool-state:${toolId}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPrimitive(value: unknown): boolean {
  return (
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))
  );
}

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
    return Object.fromEntries(Object.entries(template).map(([key, inner]) => [key, conform(value[key], inner)]));
  }
  if (typeof template === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : template;
  return typeof value === typeof template ? value : template;
}

/** The defaults, with every well-formed, non-secret field of `stored` in place of its default. */
export function restoreState<S extends ToolStateShape>(stored: unknown, defaults: S, rules: ToolStateRules<S> = {}): S {
  if (!isPlainObject(stored)) return defaults;
  const secret = new Set<keyof S>(rules.secret ?? []);
  const restored = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof S & string)[]) {
    if (secret.has(key) || !Object.hasOwn(stored, key)) continue;
    const value = conform(stored[key], defaults[key]) as S[typeof key];
    const allowed = rules.choices?.[key];
    restored[key] = allowed && !allowed.includes(value) ? defaults[key] : value;
  }
  return restored;
}

/** The state without its secret fields and with its secrets blanked: what may be written to storage or put in a link. */
export function publicState<S extends ToolStateShape>(state: S, rules: ToolStateRules<S> = {}): Partial<S> {
  const secret = new Set<keyof S>(rules.secret ?? []);
  const redact = (rules.redact ?? {}) as Record<string, ((value: unknown) => unknown) | undefined>;
  return Object.fromEntries(
    Object.entries(state)
      .filter(([key]) => !secret.has(key))
      .map(([key, value]) => [key, redact[key] ? redact[key](value) : value]),
  ) as Partial<S>;
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

/** The state kept in `text`, or the defaults where it is missing, from another version, or corrupt. */
export function parseState<S extends ToolStateShape>(
  text: string | null,
  defaults: S,
  rules: ToolStateRules<S> = {},
): S {
  if (text === null) return defaults;
  try {
    const envelope: unknown = JSON.parse(text);
    if (!isPlainObject(envelope) || envelope.v !== TOOL_STATE_VERSION) return defaults;
    return restoreState(envelope.state, defaults, rules);
  } catch {
    return defaults;
  }
}
