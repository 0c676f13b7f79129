import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/render-tool';

const SLOW = { timeout: 5000 };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('Credit Card Validator screen', () => {
  it('checks the number as it is typed, with its expiry date and code', async () => {
    await renderTool('credit-card-validator');
    type('Card number', '3782 822463 10005');
    type('Expiry date (optional)', '01/2001');
    type('Security code (optional)', '123');
    const verdict = await screen.findByRole('region', { name: 'Verdict' }, SLOW);
    await waitFor(() => expect(verdict).toHaveTextContent('A valid American Express number'), SLOW);
    expect(screen.getByLabelText('Card number details')).toHaveTextContent('As printed3782 822463 10005');
    expect(screen.getByRole('region', { name: 'Expiry date' })).toHaveTextContent('Expired');
    expect(screen.getByRole('region', { name: 'Security code' })).toHaveTextContent(
      'American Express cards have a 4-digit CID; this has 3 digits.',
    );
  });

  it('marks the fields that are secrets, and masks the security code', async () => {
    await renderTool('credit-card-validator');
    expect(screen.getByLabelText('Card number', { exact: true })).toHaveAttribute('data-secret');
    expect(screen.getByLabelText('Security code (optional)')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Expiry date (optional)')).not.toHaveAttribute('data-secret');
    expect(screen.getByText(/Card numbers and security codes are never stored/)).toBeInTheDocument();
  });

  it('fills in a picked test number', async () => {
    await renderTool('credit-card-validator');
    fireEvent.change(screen.getByLabelText("Providers' test numbers"), {
      target: { value: 'Stripe:36227206271667' },
    });
    expect(screen.getByLabelText('Card number', { exact: true })).toHaveValue('36227206271667');
    await waitFor(
      () => expect(screen.getByLabelText('Card number details')).toHaveTextContent('As printed3622 720627 1667'),
      SLOW,
    );
  });
});
