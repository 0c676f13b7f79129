import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION, toast, useToasts } from './toasts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  useToasts.getState().clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('adds typed toasts with the default duration and removes them after it', () => {
    toast.success('Saved');
    toast.error('Broken', 5000);
    expect(useToasts.getState().toasts.map(({ message, type, duration }) => ({ message, type, duration }))).toEqual([
      { message: 'Saved', type: 'success', duration: DEFAULT_TOAST_DURATION },
      { message: 'Broken', type: 'error', duration: 5000 },
    ]);
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1);
    expect(useToasts.getState().toasts).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts.map((item) => item.message)).toEqual(['Broken']);
    vi.advanceTimersByTime(2000);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('closes one by id, and clears all', () => {
    const first = toast.info('one');
    toast.info('two');
    useToasts.getState().removeToast(first);
    expect(useToasts.getState().toasts.map((item) => item.message)).toEqual(['two']);
    useToasts.getState().clearToasts();
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('gives every toast its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, (_, index) => toast.info(`x${index}`)));
    expect(ids.size).toBe(50);
  });

  it('shows an identical toast once, as the newest, with its time started over', () => {
    toast.success('Copied to clipboard!');
    toast.info('Other');
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 100);
    toast.success('Copied to clipboard!');
    expect(useToasts.getState().toasts.map((item) => item.message)).toEqual(['Other', 'Copied to clipboard!']);
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1);
    expect(useToasts.getState().toasts.map((item) => item.message)).toEqual(['Copied to clipboard!']);
    vi.advanceTimersByTime(1);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('stacks the same message when its type differs', () => {
    toast.info('Same');
    toast.error('Same');
    expect(useToasts.getState().toasts).toHaveLength(2);
  });
});
