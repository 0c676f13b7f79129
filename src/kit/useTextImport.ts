import { useEffect, useMemo } from 'react';
import { attempt, type Attempt } from '../lib/tool-error';
import type { StateUpdate } from './useToolState';

/** A generator's state with an import field: the text, and the text the controls were last taken from. */
export interface ImportableState {
  input: string;
  imported: string;
}

/**
 * Takes pasted CSS (or a text handed over from another tool, or from paste-anything) up into a generator's
 * controls. Whenever `state.input` reads and is not the text the controls last came from, the controls get
 * what `read` made of it. Editing the controls afterwards keeps the edits: a reload restores both as they
 * were, and nothing is imported again until the text changes.
 *
 * `read` must be a stable function (declared at module level) that throws a ToolError for text it cannot
 * read. Returns what it made of the text, or its error, for the screen to show; null for an empty field.
 */
export function useTextImport<S extends ImportableState>(
  state: S,
  update: StateUpdate<S>,
  read: (text: string) => Partial<S>,
): Attempt<Partial<S>> | null {
  const { input, imported } = state;
  const result = useMemo(() => (input.trim() === '' ? null : attempt(() => read(input))), [input, read]);
  useEffect(() => {
    if (result?.value && input !== imported) update({ ...result.value, imported: input });
  }, [result, input, imported, update]);
  return result;
}
