/**
 * The generators' limits, applied to what an import makes. A tool declares its limits once, as the bounds of
 * its state (lib/tool-state's `Bound`: what a share link or storage may restore), and its controls keep to the
 * same constants. A pasted text is held to them too, with a message that names the value and the limit:
 * otherwise a gradient pasted with 20,000 stops would draw 20,000 rows, and the state it left would be cut
 * down, with a notice, on the next reload.
 */
import { ToolError } from '../tool-error';
import type { Bound } from '../tool-state';

/**
 * What the messages call the fields: a field by its state name (`blur: 'blur'`), a list's items by the list's
 * name and `[]` (`'layers[]': 'layer'`, so the third is "layer 3"). A field without a name is its state name
 * spelled out (`translateX` is "translate x").
 */
export type BoundNames = Readonly<Record<string, string>>;

const count = new Intl.NumberFormat('en');

function spelled(key: string, names: BoundNames): string {
  return names[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function range(bound: Bound): string {
  if (bound.min !== undefined && bound.max !== undefined)
    return `from ${count.format(bound.min)} to ${count.format(bound.max)}`;
  if (bound.max !== undefined) return `up to ${count.format(bound.max)}`;
  return `from ${count.format(bound.min!)}`;
}

/**
 * Why `value` lies outside `bound`, as a sentence naming it by `label` ("the blur of layer 2"), or null when
 * it lies within. `key` is the field's state name, for the names of a list's items.
 */
function problem(value: unknown, bound: Bound, label: string, key: string, names: BoundNames): string | null {
  if (bound.valid && !bound.valid(value))
    return `${capital(label)} (“${String(value).slice(0, 40)}”) is not a value this editor can use.`;
  if (typeof value === 'number') {
    if (bound.integer && !Number.isInteger(value))
      return `${capital(label)} is ${value}: this editor takes a whole number.`;
    if ((bound.min !== undefined && value < bound.min) || (bound.max !== undefined && value > bound.max))
      return `${capital(label)} is ${count.format(value)}: this editor sets it ${range(bound)}.`;
    return null;
  }
  if (typeof value === 'string') {
    if (bound.maxLength !== undefined && value.length > bound.maxLength)
      return `${capital(label)} is ${count.format(value.length)} characters long: this editor takes up to ${count.format(bound.maxLength)}.`;
    return null;
  }
  if (Array.isArray(value)) {
    if (bound.maxItems !== undefined && value.length > bound.maxItems)
      return `There are ${count.format(value.length)} ${label}: this editor takes up to ${count.format(bound.maxItems)}.`;
    const items = bound.items;
    if (!items) return null;
    const itemName = names[`${key}[]`] ?? 'item';
    for (const [index, item] of value.entries()) {
      const found = problem(item, items, `${itemName} ${index + 1}`, `${key}[]`, names);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && bound.fields) {
    for (const [field, fieldBound] of Object.entries(bound.fields)) {
      if (!Object.hasOwn(value, field)) continue;
      const found = problem(
        (value as Record<string, unknown>)[field],
        fieldBound,
        `the ${spelled(field, names)} of ${label}`,
        field,
        names,
      );
      if (found) return found;
    }
  }
  return null;
}

/** The first value of `state` (a partial state: what an import sets) outside `bounds`, as a sentence, or null. */
export function boundsProblem(
  state: Readonly<Record<string, unknown>>,
  bounds: Readonly<Record<string, Bound | undefined>>,
  names: BoundNames = {},
): string | null {
  for (const [key, bound] of Object.entries(bounds)) {
    if (!bound || !Object.hasOwn(state, key)) continue;
    const found = problem(state[key], bound, spelled(key, names), key, names);
    if (found) return found;
  }
  return null;
}

/**
 * `read` held to the tool's limits: text longer than `maxLength` is refused before it is read, and what is
 * read must lie within `bounds`, or a ToolError says what does not. For useTextImport (a stable function:
 * call it at module level).
 */
export function boundedReader<T extends object>(
  read: (text: string) => T,
  bounds: Readonly<Record<string, Bound | undefined>>,
  names: BoundNames,
  maxLength: number,
): (text: string) => T {
  return (text) => {
    if (text.length > maxLength)
      throw new ToolError(
        `This text is ${count.format(text.length)} characters long: the import takes up to ${count.format(maxLength)}.`,
      );
    const result = read(text);
    const found = boundsProblem(result as Record<string, unknown>, bounds, names);
    if (found) throw new ToolError(found);
    return result;
  };
}

/** The most text a generator's CSS import takes: far more than any rule set its controls could make. */
export const CSS_IMPORT_LIMIT = 100_000;
