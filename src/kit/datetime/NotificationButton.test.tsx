import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationButton } from './NotificationButton';

const props = { onChange: vi.fn(), granted: 'A notification will show at zero.', children: 'Notify me at zero' };

describe('NotificationButton', () => {
  it('asks only while the user has not decided', () => {
    const { rerender, container } = render(<NotificationButton permission="default" {...props} />);
    expect(screen.getByRole('button', { name: 'Notify me at zero' })).toBeInTheDocument();
    rerender(<NotificationButton permission="granted" {...props} />);
    expect(screen.getByText('A notification will show at zero.')).toBeInTheDocument();
    rerender(<NotificationButton permission="denied" {...props} />);
    expect(screen.getByText('Notifications are blocked for this site in the browser’s settings.')).toBeInTheDocument();
    rerender(<NotificationButton permission="unsupported" {...props} />);
    expect(container).toBeEmptyDOMElement();
  });
});
