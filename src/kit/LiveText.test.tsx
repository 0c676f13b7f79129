import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_TEXT_DELAY, LiveText } from './LiveText';

describe('LiveText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is in the page empty first, then speaks a message once it has held', () => {
    const { container, rerender } = render(<LiveText message="Valid: a good address" />);
    const region = container.querySelector('[data-live-region]')!;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(LIVE_TEXT_DELAY));
    expect(region).toHaveTextContent('Valid: a good address');

    // Messages that change while typing are read once, the last one.
    rerender(<LiveText message="Invalid: a" />);
    act(() => vi.advanceTimersByTime(LIVE_TEXT_DELAY / 2));
    rerender(<LiveText message="Invalid: ab" />);
    act(() => vi.advanceTimersByTime(LIVE_TEXT_DELAY / 2));
    expect(region).toHaveTextContent('Valid: a good address');
    act(() => vi.advanceTimersByTime(LIVE_TEXT_DELAY));
    expect(region).toHaveTextContent('Invalid: ab');
    expect(container.querySelector('[data-live-region]')).toBe(region);
  });
});
