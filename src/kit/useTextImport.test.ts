import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ToolError } from '../lib/tool-error';
import { useTextImport } from './useTextImport';
import { useToolState } from './useToolState';
import { inTool } from '../test/in-tool';

const DEFAULTS = { input: '', imported: '', size: 1 };

function readSize(text: string) {
  const size = Number(text);
  if (!Number.isInteger(size)) throw new ToolError(`“${text}” is not a whole number`);
  return { size };
}

function useImporter() {
  const [state, update] = useToolState(DEFAULTS);
  const result = useTextImport(state, update, readSize);
  return { state, update, result };
}

it('takes text that reads into the controls, keeps later edits, and reports text that does not read', () => {
  const { result } = renderHook(() => useImporter(), inTool('import-test'));
  expect(result.current.result).toBeNull();

  act(() => result.current.update({ input: '7' }));
  expect(result.current.state).toEqual({ input: '7', imported: '7', size: 7 });

  // An edit of the controls stays: the text has not changed.
  act(() => result.current.update({ size: 3 }));
  expect(result.current.state.size).toBe(3);

  act(() => result.current.update({ input: '7x' }));
  expect(result.current.result).toEqual({ error: '“7x” is not a whole number' });
  expect(result.current.state.size).toBe(3);
});

it('imports a text handed over with the state (input set, controls not yet taken from it)', () => {
  sessionStorage.setItem(
    'tool-state:import-handed',
    JSON.stringify({ v: 1, state: { input: '9', imported: '', size: 1 } }),
  );
  const { result } = renderHook(() => useImporter(), inTool('import-handed'));
  expect(result.current.state.size).toBe(9);
});
