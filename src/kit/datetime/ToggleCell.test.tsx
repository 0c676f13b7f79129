import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleCell } from './ToggleCell';

describe('ToggleCell', () => {
  it('is a toggle button named by its label, pressed or not', async () => {
    const onPress = vi.fn();
    const { rerender } = render(
      <ToggleCell pressed={false} label="Monday, November 2, 2026" onPress={onPress}>
        2
      </ToggleCell>,
    );
    const cell = screen.getByRole('button', { name: 'Monday, November 2, 2026' });
    expect(cell).toHaveAttribute('aria-pressed', 'false');
    expect(cell).not.toHaveAttribute('aria-current');
    await userEvent.setup().click(cell);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <ToggleCell pressed current label="Monday, November 2, 2026, today" onPress={onPress}>
        2
      </ToggleCell>,
    );
    const today = screen.getByRole('button', { name: 'Monday, November 2, 2026, today' });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(today).toHaveAttribute('aria-current', 'date');
  });

  it('sets a marked cell apart from a plain one', () => {
    render(
      <>
        <ToggleCell pressed={false} marked label="09:00, working hours" onPress={() => {}}>
          09:00
        </ToggleCell>
        <ToggleCell pressed={false} label="03:00" onPress={() => {}}>
          03:00
        </ToggleCell>
      </>,
    );
    expect(screen.getByRole('button', { name: '09:00, working hours' }).className).toContain('bg-green-100');
    expect(screen.getByRole('button', { name: '03:00' }).className).not.toContain('bg-green-100');
  });
});
