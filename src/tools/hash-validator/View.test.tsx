import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_TEXT } from './core';

const SLOW = { timeout: 5000 };

describe('Hash Validator screen', () => {
  it('identifies a digest here, and says verification needs the worker where there is none', async () => {
    await renderTool('hash-validator');
    fireEvent.change(screen.getByRole('textbox', { name: 'Hash' }), {
      target: { value: '900150983cd24fb0d6963f7d28e17f72' },
    });
    const candidates = await screen.findByRole('table', { name: 'Candidate algorithms, likeliest first' }, SLOW);
    expect(candidates).toHaveTextContent('MD5');
    expect(screen.getByLabelText('Hash details')).toHaveTextContent('Lowercase');
    const text = screen.getByLabelText('Text or password to check');
    expect(text).toHaveAttribute('data-secret');
    expect(text).toHaveAttribute('type', 'password');
    fireEvent.change(text, { target: { value: SAMPLE_TEXT } });
    expect(await screen.findByText(/Checking runs in a background worker/, {}, SLOW)).toBeInTheDocument();
  });
});
