import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/render-tool';

describe('OpenAPI Validator screen', () => {
  it('checks the sample: problems, summary and operations by tag', async () => {
    await renderTool('openapi-validator');
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(() => expect(screen.getByTestId('problem-summary')).toHaveTextContent('1 warning'), {
      timeout: 8000,
    });
    expect(screen.getByRole('button', { name: /components\.schemas\.LegacyPet/ })).toBeInTheDocument();
    expect(screen.getAllByText('Pet Store').length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Operations tagged pets' })).toHaveTextContent('listPets');
    expect(screen.getByRole('table', { name: 'Operations tagged store' })).toHaveTextContent('placeOrder');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
