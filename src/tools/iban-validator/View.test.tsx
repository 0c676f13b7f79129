import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/render-tool';

const SLOW = { timeout: 5000 };
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('IBAN Validator screen', () => {
  it('checks an IBAN as it is typed, with its parts', async () => {
    await renderTool('iban-validator');
    type('IBAN', 'FR14 2004 1010 0505 0001 3M02 606');
    await waitFor(() => expect(screen.getByLabelText('IBAN details')).toHaveTextContent('Branch code01005'), SLOW);
    const details = screen.getByLabelText('IBAN details');
    expect(details).toHaveTextContent('CountryFrance (FR)');
    expect(details).toHaveTextContent('Bank code20041');
    expect(details).toHaveTextContent('Account number0500013M026');
    expect(details).toHaveTextContent('Electronic formFR1420041010050500013M02606');
    expect(screen.getByRole('region', { name: 'Verdict' })).toHaveTextContent('A valid France IBAN');
  });

  it('says what is wrong and marks where', async () => {
    await renderTool('iban-validator');
    type('IBAN', 'DE12 3704 0044 0532 0130 00');
    const verdict = await screen.findByRole('region', { name: 'Verdict' }, SLOW);
    await waitFor(() => expect(verdict).toHaveTextContent('the check digits should be 89, not 12'), SLOW);
    expect(verdict.querySelector('mark')).toHaveTextContent('1');
    expect(screen.getByLabelText('IBAN details')).toHaveTextContent('Check digits12: should be 89');
  });

  it('checks a BIC beside it', async () => {
    await renderTool('iban-validator');
    type('BIC (optional)', 'DEUTDE00');
    expect(screen.getByRole('region', { name: 'BIC verdict' })).toHaveTextContent('BIC: Warning');
    expect(screen.getByLabelText('BIC details')).toHaveTextContent('Location00 (test BIC)');
  });
});
