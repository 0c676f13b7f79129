import { parseLosslessJson, type JsonObject, type LosslessJson } from '../../lib/lossless-json';
import { ToolError, isToolError } from '../../lib/tool-error';
import { scalarsEqual, toJsonText, type JsonText } from './values';

export type DiffType = 'added' | 'removed' | 'modified';

/**
 * One difference between the original and the modified document.
 * - `path`: 'root' for the top; below it, property names joined with dots (`address.city`) and array
 *   items as `path[index]` (`hobbies[1]`, `[0]` for an item of a top-level array). A name that is not a
 *   plain identifier (`a.b`, `first name`, `0`, or `root` at the top) is written `["a.b"]`, so a path
 *   never means two places.
 * - `oldValue` / `newValue`: the JSON text of the value on each side; absent on the side where it does not
 *   exist (no `oldValue` for an added entry, no `newValue` for a removed one).
 */
export interface DiffEntry {
  type: DiffType;
  path: string;
  description: string;
  oldValue?: JsonText;
  newValue?: JsonText;
}

export interface DiffCounts {
  added: number;
  removed: number;
  modified: number;
}

export interface DiffResult {
  /** Every difference, in document order: the original's keys first, then the keys only the modified side has. */
  entries: DiffEntry[];
  counts: DiffCounts;
}

export type { JsonText };

export const BLANK_INPUT_MESSAGE = 'Please enter JSON data in both fields';
export const FALLBACK_ERROR_MESSAGE = 'Invalid JSON in one or both inputs';
/** The two inputs: how messages name each, and the `paneId` of the pane that holds it. */
export const ORIGINAL_PANE = { name: 'Original JSON', paneId: 'original' } as const;
export const MODIFIED_PANE = { name: 'Modified JSON', paneId: 'modified' } as const;

/** Longest value text kept per side of an entry; an added subtree of megabytes is shown by its beginning. */
export const VALUE_TEXT_LIMIT = 10_000;

/**
 * Compares two JSON documents. Key order never matters; numbers compare by exact decimal value (`1.0`
 * equals `1`, `12345678901234567890` differs from `12345678901234567891`); a duplicate key counts with
 * its last value, as in `JSON.parse`; array items compare by index.
 * Throws a `ToolError` for blank input, or for invalid JSON naming the side, line and column; its location
 * is the first invalid side's, naming that side's pane by its `paneId`.
 */
export function compareJson(original: string, modified: string): DiffResult {
  if (original.trim() === '' || modified.trim() === '') throw new ToolError(BLANK_INPUT_MESSAGE);
  const sides = [parseSide(original, ORIGINAL_PANE), parseSide(modified, MODIFIED_PANE)] as const;
  const failures = sides.filter((side) => 'error' in side);
  if (failures.length > 0) {
    throw new ToolError(failures.map((side) => side.error.message).join('\n'), failures[0]?.error.location);
  }
  const [before, after] = sides as readonly [{ value: LosslessJson }, { value: LosslessJson }];
  return diffJsonValues(before.value, after.value);
}

function parseSide(
  text: string,
  { name, paneId }: { name: string; paneId: string },
): { value: LosslessJson } | { error: ToolError } {
  try {
    return { value: parseLosslessJson(text) };
  } catch (error) {
    if (!isToolError(error)) throw error;
    return {
      error: new ToolError(`${name}: ${error.message}`, error.location && { ...error.location, input: paneId }),
    };
  }
}

/** Where a value sits: nothing for the top, else its container's path and its key or index there. */
interface Place {
  parentPath: string;
  key: string | number;
}

type Frame =
  | { path: string; before: LosslessJson[]; after: LosslessJson[]; index: number }
  | {
      path: string;
      before: JsonObject;
      after: JsonObject;
      entries: MapIterator<[string, LosslessJson]>;
      checkingAdded: boolean;
    };

/** The differences between two parsed documents. */
export function diffJsonValues(original: LosslessJson, modified: LosslessJson): DiffResult {
  const entries: DiffEntry[] = [];
  const counts: DiffCounts = { added: 0, removed: 0, modified: 0 };
  const frames: Frame[] = [];

  const record = (
    type: DiffType,
    place: Place | null,
    before: LosslessJson | undefined,
    after: LosslessJson | undefined,
  ) => {
    counts[type] += 1;
    const entry: DiffEntry = { type, path: displayPath(place), description: describe(type, place) };
    if (before !== undefined) entry.oldValue = toJsonText(before, VALUE_TEXT_LIMIT);
    if (after !== undefined) entry.newValue = toJsonText(after, VALUE_TEXT_LIMIT);
    entries.push(entry);
  };

  // Containers of the same kind are compared member by member (a new frame); anything else is compared whole.
  const compare = (before: LosslessJson, after: LosslessJson, place: Place | null) => {
    if (Array.isArray(before) && Array.isArray(after)) {
      frames.push({ path: pathOf(place), before, after, index: 0 });
    } else if (before instanceof Map && after instanceof Map) {
      frames.push({ path: pathOf(place), before, after, entries: before.entries(), checkingAdded: false });
    } else if (!scalarsEqual(before, after)) {
      record('modified', place, before, after);
    }
  };

  compare(original, modified, null);
  // Depth first, one member at a time, with an explicit stack: any nesting depth works.
  for (let frame = frames[frames.length - 1]; frame !== undefined; frame = frames[frames.length - 1]) {
    if ('index' in frame) {
      const { before, after, index } = frame;
      if (index >= before.length && index >= after.length) {
        frames.pop();
        continue;
      }
      frame.index += 1;
      const place = { parentPath: frame.path, key: index };
      if (index >= before.length) record('added', place, undefined, after[index]);
      else if (index >= after.length) record('removed', place, before[index], undefined);
      else compare(before[index] as LosslessJson, after[index] as LosslessJson, place);
      continue;
    }

    const next = frame.entries.next();
    if (next.done) {
      if (frame.checkingAdded) {
        frames.pop();
      } else {
        // The original's keys are done; now the keys only the modified document has.
        frame.checkingAdded = true;
        frame.entries = frame.after.entries();
      }
      continue;
    }
    const [key, value] = next.value;
    const place = { parentPath: frame.path, key };
    if (frame.checkingAdded) {
      if (!frame.before.has(key)) record('added', place, undefined, value);
      continue;
    }
    // Values in the tree are never undefined, so undefined means the key is missing.
    const counterpart = frame.after.get(key);
    if (counterpart === undefined) record('removed', place, value, undefined);
    else compare(value, counterpart, place);
  }

  return { entries, counts };
}

const PLAIN_NAME = /^[\p{L}_$][\p{L}\p{N}_$-]*$/u;

/** The path of a value inside its container; '' for the top, which the screen shows as 'root'. */
function pathOf(place: Place | null): string {
  if (place === null) return '';
  const { parentPath, key } = place;
  if (typeof key === 'number') return `${parentPath}[${key}]`;
  // At the top, a property called "root" would read as the top itself.
  const plain = PLAIN_NAME.test(key) && !(parentPath === '' && key === 'root');
  if (!plain) return `${parentPath}[${JSON.stringify(key)}]`;
  return parentPath === '' ? key : `${parentPath}.${key}`;
}

function displayPath(place: Place | null): string {
  return place === null ? 'root' : pathOf(place);
}

const PROPERTY_DESCRIPTIONS: Record<DiffType, string> = {
  added: 'Added property',
  removed: 'Removed property',
  modified: 'Modified property',
};
const ITEM_DESCRIPTIONS: Record<DiffType, string> = {
  added: 'Added array item',
  removed: 'Removed array item',
  modified: 'Modified array item',
};

function describe(type: DiffType, place: Place | null): string {
  // Only a modification can happen at the top: the two documents are different values.
  if (place === null) return 'Modified root value';
  if (typeof place.key === 'number') return `${ITEM_DESCRIPTIONS[type]} at index ${place.key}`;
  return PROPERTY_DESCRIPTIONS[type];
}

/** The sample: one change of every kind, in objects, arrays and numbers beyond double precision. */
export const SAMPLE_ORIGINAL = `{
  "id": 12345678901234567890,
  "name": "John Doe",
  "age": 30,
  "email": "john@example.com",
  "nickname": "Johnny",
  "address": {
    "street": "123 Main St",
    "city": "New York",
    "zipCode": "10001"
  },
  "hobbies": ["reading", "swimming", "chess"],
  "isActive": true,
  "balance": 1024.50
}`;

export const SAMPLE_MODIFIED = `{
  "id": 12345678901234567891,
  "name": "John Doe",
  "age": 31,
  "email": "john.doe@example.com",
  "address": {
    "street": "123 Main St",
    "city": "Boston",
    "zipCode": "02101",
    "country": "USA"
  },
  "hobbies": ["reading", "cycling"],
  "isActive": true,
  "balance": 1024.5,
  "phone": "+1-555-0123"
}`;
