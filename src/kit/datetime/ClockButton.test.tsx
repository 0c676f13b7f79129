import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClockButton } from './ClockButton';

describe('ClockButton', () => {
  it('names each action, and runs it when pressed', async () => {
    const onClick = vi.fn();
    render(
      <>
        <ClockButton action="start" variant="primary" onClick={onClick} />
        <ClockButton action="pause" />
        <ClockButton action="resume" />
        <ClockButton action="reset" disabled />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});
