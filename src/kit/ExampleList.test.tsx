import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExampleList } from './ExampleList';

const EXAMPLES = [
  { name: 'Every author', code: '$..author' },
  { name: 'Cheap books', code: '$..book[?@.price < 10]', description: 'A filter on a number.' },
];

describe('ExampleList', () => {
  it('lists each example with its code and description, and its button loads it', async () => {
    const onUse = vi.fn();
    render(<ExampleList label="Example queries" examples={EXAMPLES} action="Load" onUse={onUse} />);
    const list = screen.getByRole('list', { name: 'Example queries' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('$..book[?@.price < 10]')).toBeInTheDocument();
    expect(screen.getByText('A filter on a number.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load Cheap books' }));
    expect(onUse).toHaveBeenCalledWith(EXAMPLES[1]);
  });
});
