import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';

const renderCounter = () => renderTool('string-length-counter');

const stats = () => screen.getByLabelText('Statistics');

describe('String Length Counter screen', () => {
  it('shows zero counts before there is text', async () => {
    await renderCounter();
    for (const label of ['Characters0', 'Code points0', 'UTF-16 units0', 'UTF-8 bytes0', 'Words0', 'Lines0', 'Spaces0'])
      expect(stats()).toHaveTextContent(label);
    expect(stats()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('button', { name: 'Copy statistics' })).not.toBeInTheDocument();
  });

  it('counts as you type', async () => {
    await renderCounter();
    await setEditorText('Text', 'Hi 👩‍👩‍👧\ncafe\u0301');
    await waitFor(() => expect(stats()).toHaveTextContent('Characters9'));
    expect(stats()).toHaveTextContent('Code points14');
    expect(stats()).toHaveTextContent('UTF-16 units17');
    expect(stats()).toHaveTextContent('UTF-8 bytes28');
    expect(stats()).toHaveTextContent('Words2');
    expect(stats()).toHaveTextContent('Lines2');
    expect(stats()).toHaveTextContent('Spaces1');
    expect(screen.getByRole('button', { name: 'Copy statistics' })).toBeInTheDocument();
  });
});
