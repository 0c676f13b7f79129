import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTool } from '../test/in-tool';
import { soleTask, useScreenTasks } from './screen-tasks';

describe('useScreenTasks', () => {
  it('hands the tool’s worker start to the runner, which names the worker (see useTaskRunner)', () => {
    const worker = vi.fn(() => ({}) as Worker);
    const { result, rerender } = renderHook(
      () => useScreenTasks({ echo: (text: string) => text }, worker),
      inTool('echo-tool'),
    );
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.createWorker).toBe(worker);
  });
});

describe('soleTask', () => {
  it('names the one task a tool declares, and asks for a name when there are more', () => {
    expect(soleTask({ echo: () => '' })).toBe('echo');
    expect(() => soleTask({ a: () => '', b: () => '' })).toThrow('The screen must name its task');
  });
});
