import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { ScheduleScreen } from './ScheduleScreen';

beforeAll(async () => {
  await loadTemporal();
});

describe('ScheduleScreen', () => {
  it('puts Load Sample and Clear in the action row, and the body below', async () => {
    const onSample = vi.fn();
    const onClear = vi.fn();
    render(
      <ScheduleScreen onSample={onSample} onClear={onClear}>
        <p>The body</p>
      </ScheduleScreen>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSample).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The body')).toBeInTheDocument();
  });
});
