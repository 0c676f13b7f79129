import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { BROKEN_SAMPLE_INPUT, BROKEN_SAMPLE_SCAN } from './core';

const SLOW = { timeout: 5000 };

describe('API Key Validator screen', () => {
  it('shows the provider, checksum and the rotate warning for a key as it is typed', async () => {
    await renderTool('api-key-validator');
    const field = screen.getByLabelText('API key or token');
    expect(field).toHaveAttribute('data-secret');
    fireEvent.change(field, { target: { value: BROKEN_SAMPLE_INPUT } });
    const verdict = await screen.findByRole('region', { name: 'Verdict' }, SLOW);
    expect(verdict).toHaveTextContent('Warning');
    expect(verdict).toHaveTextContent('revoke it and make a new one');
    expect(screen.getByRole('region', { name: 'Key Details' })).toHaveTextContent('ProviderGitHub');
    expect(screen.getByRole('region', { name: 'Not checked here' })).toHaveTextContent(
      'Whether the key is live, revoked or expired',
    );
  });

  it('scans free text in its own tab, showing keys masked with line and column', async () => {
    await renderTool('api-key-validator');
    fireEvent.click(screen.getByRole('tab', { name: 'Scan a file' }));
    // The tab's editor loads on first use, which took 4.7 s on a busy machine: past findByRole's 1 s.
    await screen.findByRole('textbox', { name: 'Text to scan' }, { timeout: 15_000 });
    await setEditorText('Text to scan', BROKEN_SAMPLE_SCAN);
    const table = await screen.findByRole('table', { name: 'Keys found' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(table).toHaveTextContent('ghp_••••••••••••JkVY');
    expect(table).not.toHaveTextContent('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');
    expect(screen.getByLabelText('Scan counts')).toHaveTextContent('Live secrets2');
  });
});
