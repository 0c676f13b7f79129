import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, useToasts } from '../state/toasts';
import { ToastStack } from './ToastStack';

afterEach(() => act(() => useToasts.getState().clearToasts()));

const items = () => within(screen.getByRole('status', { name: 'Notifications' })).queryAllByRole('listitem');

describe('ToastStack', () => {
  it('stacks different toasts, offers Clear all for more than one, and clears them', () => {
    render(<ToastStack />);
    act(() => {
      toast.success('Copied to clipboard!');
      toast.error('Failed to copy to clipboard');
    });
    expect(items()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(items()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('shows a repeated toast once', () => {
    render(<ToastStack />);
    act(() => {
      toast.success('Copied to clipboard!');
      toast.success('Copied to clipboard!');
    });
    expect(items()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('keeps a toast with an action until it is taken, and taking it runs it once and closes the toast', () => {
    vi.useFakeTimers();
    try {
      const run = vi.fn();
      render(<ToastStack />);
      act(() => {
        useToasts.getState().addToast('A new version is available', 'info', Infinity, { label: 'Reload', run });
      });
      act(() => vi.advanceTimersByTime(24 * 60 * 60 * 1000));
      expect(items()).toHaveLength(1);
      expect(items()[0]!.querySelector('[aria-hidden="true"][style*="toast-progress"]')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(run).toHaveBeenCalledTimes(1);
      expect(items()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
