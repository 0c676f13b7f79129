import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inTool } from '../test/in-tool';
import { soleTask, useScreenTasks } from './screen-tasks';

describe('useScreenTasks', () => {
  it('starts the worker named after the tool showing', () => {
    const worker = vi.fn(() => ({}) as Worker);
    const { result } = renderHook(() => useScreenTasks({ echo: (text: string) => text }, worker), inTool('echo-tool'));
    result.current.createWorker!();
    expect(worker).toHaveBeenCalledWith('echo-tool');
  });
});

describe('soleTask', () => {
  it('names the one task a tool declares, and asks for a name when there are more', () => {
    expect(soleTask({ echo: () => '' })).toBe('echo');
    expect(() => soleTask({ a: () => '', b: () => '' })).toThrow('The screen must name its task');
  });
});
