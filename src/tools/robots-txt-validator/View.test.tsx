import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findEditor } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

describe('Robots.txt Validator screen', () => {
  it('tests a URL against its sample and marks the deciding rule in the editor', async () => {
    await renderTool('robots-txt-validator');
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    const verdict = await screen.findByRole('region', { name: 'Tester verdict' }, SLOW);
    await waitFor(() => expect(verdict).toHaveTextContent('Disallowed'), SLOW);
    const view = await findEditor('robots.txt');
    await waitFor(
      () => expect(view.contentDOM.querySelector('.cm-focusMark')?.textContent).toBe('Disallow: /private/'),
      SLOW,
    );

    fireEvent.change(screen.getByRole('textbox', { name: 'URL or path' }), { target: { value: '/blog/' } });
    await waitFor(() => expect(verdict).toHaveTextContent('Allowed'), SLOW);
    expect(verdict).toHaveTextContent('No rule of the group for Googlebot (line 8) matches /blog/');
  });
});
