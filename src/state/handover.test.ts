import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useToolState } from '../kit/useToolState';
import { inTool } from '../test/in-tool';
import { clearHandover, handedOverOnThisPage, handOver, peekHandover } from './handover';

const TOOLS = ['json-formatter', 'base64-decoder'];

afterEach(() => {
  for (const toolId of TOOLS) {
    const waiting = peekHandover(toolId);
    if (waiting) clearHandover(toolId, waiting);
  }
});

describe('hand-over', () => {
  it('has nothing waiting for a tool nothing was handed to', () => {
    expect(peekHandover('json-formatter')).toBeUndefined();
  });

  it('keeps the state handed to a tool until it is cleared, so a screen starting twice gets it both times', () => {
    const state = { input: '{"a":1}' };
    handOver('json-formatter', state);
    expect(peekHandover('json-formatter')).toBe(state);
    expect(peekHandover('json-formatter')).toBe(state);
    clearHandover('json-formatter', state);
    expect(peekHandover('json-formatter')).toBeUndefined();
  });

  it('keeps each tool’s state apart', () => {
    const json = { input: '{}' };
    const base64 = { input: 'aGk=', direction: 'decode' };
    handOver('json-formatter', json);
    handOver('base64-decoder', base64);
    clearHandover('json-formatter', json);
    expect(peekHandover('json-formatter')).toBeUndefined();
    expect(peekHandover('base64-decoder')).toBe(base64);
  });

  it('replaces an earlier state handed to the same tool with the newer one', () => {
    handOver('json-formatter', { input: 'old' });
    const newer = { input: 'new' };
    handOver('json-formatter', newer);
    expect(peekHandover('json-formatter')).toBe(newer);
  });

  it('does not forget a newer state when a screen clears the older one it took', () => {
    const taken = { input: 'first' };
    handOver('json-formatter', taken);
    const newer = { input: 'second' };
    handOver('json-formatter', newer);
    clearHandover('json-formatter', taken);
    expect(peekHandover('json-formatter')).toBe(newer);
  });

  it('compares states by identity when clearing: an equal copy clears nothing', () => {
    handOver('json-formatter', { input: 'same' });
    clearHandover('json-formatter', { input: 'same' });
    expect(peekHandover('json-formatter')).toEqual({ input: 'same' });
  });

  it('never writes the state to storage or the address', () => {
    const before = window.location.href;
    handOver('json-formatter', { input: 'private text' });
    expect(window.location.href).toBe(before);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('private text');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('private text');
  });

  it('is taken by the tool’s state when its screen starts: well-formed fields over the defaults, then forgotten', () => {
    handOver('json-formatter', { input: '[1,2]', indent: 'wide', unknown: true });
    const { result } = renderHook(() => useToolState({ input: '', indent: 2 }), inTool('json-formatter'));
    expect(result.current[0]).toEqual({ input: '[1,2]', indent: 2 });
    expect(peekHandover('json-formatter')).toBeUndefined();
  });

  it('fills a secret field from a state handed over on this page, never from a share link’s, and stores neither', () => {
    const rules = { secret: ['input'] as const };
    const here = { input: 'Vacation-Pesticide', indent: 4 };
    handOver('json-formatter', here, { fromThisPage: true });
    expect(handedOverOnThisPage(here)).toBe(true);
    const opened = renderHook(() => useToolState({ input: '', indent: 2 }, rules), inTool('json-formatter'));
    expect(opened.result.current[0]).toEqual({ input: 'Vacation-Pesticide', indent: 4 });
    opened.unmount();

    const linked = { input: 'from a link', indent: 4 };
    handOver('json-formatter', linked);
    expect(handedOverOnThisPage(linked)).toBe(false);
    const { result } = renderHook(() => useToolState({ input: '', indent: 2 }, rules), inTool('json-formatter'));
    expect(result.current[0]).toEqual({ input: '', indent: 4 });
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Vacation-Pesticide');
  });
});
