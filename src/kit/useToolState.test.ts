import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATE_SIZE_LIMIT, toolStateKey } from '../lib/tool-state';
import { clearHandover, handOver } from '../state/handover';
import { useToasts } from '../state/toasts';
import { inTool } from '../test/in-tool';
import { useToolState } from './useToolState';

const DEFAULTS = { input: '', key: '', mode: 'a' as 'a' | 'b', perLine: false };
const RULES = { secret: ['key'] as const, choices: { mode: ['a', 'b'] as const } };
const stored = () => window.sessionStorage.getItem(toolStateKey('demo'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useToasts.getState().clearToasts();
});

describe('useToolState', () => {
  it('starts from the defaults and updates by patch or by function', () => {
    const { result } = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    expect(result.current[0]).toEqual(DEFAULTS);
    act(() => result.current[1]({ input: 'hello' }));
    act(() => result.current[1]((state) => ({ perLine: !state.perLine })));
    expect(result.current[0]).toEqual({ ...DEFAULTS, input: 'hello', perLine: true });
  });

  it('keeps the state in sessionStorage once typing pauses, without the secret fields, and restores it', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    act(() => first.result.current[1]({ input: 'hello', key: 'hunter2', mode: 'b' }));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(stored()).toContain('hello');
    expect(stored()).not.toContain('hunter2');
    first.unmount();

    const second = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    expect(second.result.current[0]).toEqual({ ...DEFAULTS, input: 'hello', mode: 'b' });
  });

  it('writes what is pending when the tool goes away', () => {
    const { result, unmount } = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    act(() => result.current[1]({ input: 'unsaved' }));
    unmount();
    expect(stored()).toContain('unsaved');
  });

  it('resets to the defaults and forgets the stored state', () => {
    const { result, unmount } = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    act(() => result.current[1]({ input: 'hello' }));
    act(() => result.current[2]());
    expect(result.current[0]).toBe(DEFAULTS);
    unmount();
    expect(stored()).toBeNull();
  });

  it('keeps each tool apart', () => {
    const demo = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    act(() => demo.result.current[1]({ input: 'for demo' }));
    demo.unmount();
    const other = renderHook(() => useToolState(DEFAULTS, RULES), inTool('other'));
    expect(other.result.current[0].input).toBe('');
  });

  it('ignores corrupt or foreign stored state', () => {
    window.sessionStorage.setItem(toolStateKey('demo'), '{"v":1,"state":{"input":42,"mode":"z"');
    expect(renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo')).result.current[0]).toEqual(DEFAULTS);
    window.sessionStorage.setItem(toolStateKey('demo'), '{"v":1,"state":{"input":42,"mode":"z"}}');
    expect(renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo')).result.current[0]).toEqual(DEFAULTS);
  });

  it('keeps working when storage is full or blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    const { result, unmount } = renderHook(() => useToolState(DEFAULTS, RULES), inTool('demo'));
    act(() => result.current[1]({ input: 'still works' }));
    expect(result.current[0].input).toBe('still works');
    expect(() => unmount()).not.toThrow();
  });

  it('past 1 MB keeps only the options, and says so once', () => {
    const { result, unmount } = renderHook(() => useToolState(DEFAULTS, RULES), inTool('big'));
    act(() => result.current[1]({ input: 'x'.repeat(STATE_SIZE_LIMIT), mode: 'b' }));
    unmount();
    const kept = window.sessionStorage.getItem(toolStateKey('big'))!;
    expect(kept).not.toContain('xxxx');
    expect(kept).toContain('"mode":"b"');
    const notices = () => useToasts.getState().toasts.filter((toast) => toast.message.includes('over 1 MB'));
    expect(notices()).toHaveLength(1);

    const again = renderHook(() => useToolState(DEFAULTS, RULES), inTool('big'));
    act(() => again.result.current[1]({ input: 'y'.repeat(STATE_SIZE_LIMIT) }));
    again.unmount();
    expect(notices()).toHaveLength(1);
  });

  describe('bounds', () => {
    const BOUNDED = { input: '', rows: 3, stops: [] as number[] };
    const BOUNDS = { bounds: { rows: { min: 1, max: 100, integer: true }, stops: { maxItems: 4 } } };
    const notices = () => useToasts.getState().toasts.map((toast) => toast.message);

    it('brings a handed-over state (a share link) within the bounds, and says which fields were not', () => {
      const handed = { input: 'kept', rows: 2000, stops: Array.from({ length: 20_000 }, (_, index) => index) };
      handOver('demo', handed);
      const { result } = renderHook(() => useToolState(BOUNDED, BOUNDS), inTool('demo'));
      clearHandover('demo', handed);
      expect(result.current[0]).toEqual({ input: 'kept', rows: 100, stops: [0, 1, 2, 3] });
      expect(notices()).toEqual([
        'Part of the restored state was outside this tool’s limits, so it was brought within them: rows and stops.',
      ]);
    });

    it('brings a stored state within the bounds too, so a reload cannot repeat what a link started', () => {
      window.sessionStorage.setItem(toolStateKey('demo'), JSON.stringify({ v: 1, state: { rows: 0 } }));
      const { result } = renderHook(() => useToolState(BOUNDED, BOUNDS), inTool('demo'));
      expect(result.current[0].rows).toBe(1);
      expect(notices()).toEqual([
        'Part of the restored state was outside this tool’s limits, so it was brought within them: rows.',
      ]);
    });

    it('says what a handed-over state held that the tool has no place for', () => {
      const handed = { input: 'kept', rows: 'many', colour: 'red' };
      handOver('demo', handed);
      const { result } = renderHook(() => useToolState(BOUNDED, BOUNDS), inTool('demo'));
      clearHandover('demo', handed);
      expect(result.current[0]).toEqual({ ...BOUNDED, input: 'kept' });
      expect(notices()).toEqual([
        'Part of the shared state did not fit this tool, so it was left out: colour and rows.',
      ]);
    });

    it('says nothing of a state within the bounds', () => {
      handOver('demo', { rows: 100 });
      renderHook(() => useToolState(BOUNDED, BOUNDS), inTool('demo'));
      expect(notices()).toEqual([]);
    });
  });
});
