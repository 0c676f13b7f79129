import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { DateFrame } from './DateFrame';

beforeAll(async () => {
  await loadTemporal();
});

describe('DateFrame', () => {
  it('puts Load Sample and Clear in the action row, and the body below', async () => {
    const onSample = vi.fn();
    const onClear = vi.fn();
    render(
      <DateFrame onSample={onSample} onClear={onClear}>
        <p>The body</p>
      </DateFrame>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load Sample' }));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSample).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The body')).toBeInTheDocument();
  });
});
