import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('while busy ignores clicks and shows its busy label, but keeps keyboard focus', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Convert</Button>);
    const button = screen.getByRole('button', { name: 'Convert' });
    button.focus();
    rerender(
      <Button onClick={onClick} busy busyLabel="Converting...">
        Convert
      </Button>,
    );
    expect(button).toHaveAccessibleName('Converting...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Convert</Button>);
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
