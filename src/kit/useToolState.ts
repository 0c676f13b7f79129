import { useCallback, useEffect, useRef, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import {
  parseStateReport,
  restoreStateReport,
  serializeState,
  spokenFields,
  toolStateKey,
  type ToolStateRules,
  type ToolStateShape,
} from '../lib/tool-state';
import { clearHandover, handedOverOnThisPage, peekHandover } from '../state/handover';
import { toast } from '../state/toasts';
import { useRequiredToolId } from './tool-context';
import { useToolSession } from './tool-session';

/** Typing fast into a large input writes once it pauses, not on every keystroke. */
const WRITE_DELAY_MS = 300;

/** Tools whose user has been told, this page load, that their input is too large to keep. */
const toldInputsLeftOut = new Set<string>();

export type StateUpdate<S> = (patch: Partial<S> | ((state: S) => Partial<S>)) => void;

/**
 * A tool's state, declared once as one object of inputs and options with their defaults. It is kept per tool
 * in sessionStorage, so a reload or Back/Forward brings it back; `reset` (Clear) returns to the defaults.
 * Secret fields are never written anywhere. Storage that is full, blocked or corrupt only means nothing is
 * remembered: the tool works the same.
 *
 * The tool is the one whose screen is showing (the shell's ToolIdContext), so a screen never names itself.
 *
 *   const [state, update, reset] = useToolState({ input: '', mode: 'component' }, { choices: { mode: MODES } });
 */
export function useToolState<S extends ToolStateShape>(
  defaults: S,
  rules: ToolStateRules<S> = {},
): [S, StateUpdate<S>, () => void] {
  const toolId = useRequiredToolId();
  // The first defaults and rules are the tool's declaration; screens may pass fresh literals on each render.
  const declaration = useRef({ defaults, rules });
  // What was kept for this tool, with any state handed to it (another tool's output, a share link) on top,
  // each brought within the tool's bounds.
  const [start] = useState(() => {
    const kept = parseStateReport(readStorage(toolStateKey(toolId), 'session'), defaults, rules);
    const handed = peekHandover(toolId);
    // A state the user handed over on this page may fill secret fields, which are still never written.
    const handedRules = handed && handedOverOnThisPage(handed) ? { ...rules, secret: [] } : rules;
    const restored = handed ? restoreStateReport({ ...kept.state, ...handed }, kept.state, handedRules) : kept;
    const outOfBounds = [...new Set([...kept.outOfBounds, ...restored.outOfBounds])];
    // What a share link or another tool handed over that this tool has no place for; what storage held from
    // an earlier version of the tool is forgotten without a word.
    const leftOut = handed ? restored.leftOut : [];
    return { kept: kept.state, handed, state: restored.state, outOfBounds, leftOut };
  });
  const [state, setState] = useState<S>(start.state);

  useEffect(() => {
    if (start.handed) clearHandover(toolId, start.handed);
    if (start.leftOut.length > 0)
      toast.info(
        `Part of the shared state did not fit this tool, so it was left out: ${spokenFields(start.leftOut, declaration.current.rules)}.`,
        8000,
      );
    const fields = start.outOfBounds;
    if (fields.length > 0)
      toast.info(
        `Part of the restored state was outside this tool’s limits, so it was brought within them: ${spokenFields(fields, declaration.current.rules)}.`,
        8000,
      );
  }, [toolId, start]);

  const latest = useRef(state);
  latest.current = state;
  // What storage holds: a handed-over state is written like an edit.
  const written = useRef(start.kept);

  // The shell's Share button reads the state from the session.
  const session = useToolSession();
  useEffect(() => {
    if (!session) return;
    session.state = {
      state,
      rules: declaration.current.rules as ToolStateRules<ToolStateShape>,
      defaults: declaration.current.defaults,
      replace: setState as (state: ToolStateShape) => void,
    };
  }, [session, state]);
  useEffect(
    () => () => {
      if (session) session.state = null;
    },
    [session],
  );

  const write = useCallback(() => {
    if (written.current === latest.current) return;
    written.current = latest.current;
    const key = toolStateKey(toolId);
    if (latest.current === declaration.current.defaults) {
      removeStorage(key, 'session');
      return;
    }
    const { text, inputsLeftOut } = serializeState(latest.current, declaration.current.rules);
    writeStorage(key, text, 'session');
    if (inputsLeftOut && !toldInputsLeftOut.has(toolId)) {
      toldInputsLeftOut.add(toolId);
      toast.info('This input is over 1 MB, so only the options are kept if the page reloads.', 6000);
    }
  }, [toolId]);

  useEffect(() => {
    const timer = setTimeout(write, WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, write]);

  // Leaving the tool or the page writes what is pending at once.
  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [write]);

  const update = useCallback<StateUpdate<S>>((patch) => {
    setState((current) => {
      const changes = typeof patch === 'function' ? patch(current) : patch;
      return { ...current, ...changes };
    });
  }, []);

  const reset = useCallback(() => setState(declaration.current.defaults), []);

  return [state, update, reset];
}
