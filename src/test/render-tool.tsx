import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ToolRoute } from '../app/ToolRoute';
import { findTool } from '../catalogue';

/** A busy machine can take more than the default second to load a screen and the editor chunk. */
const LOAD_TIMEOUT = 5000;

/**
 * Renders a tool as the app shows it (the header from the catalogue, then the lazy screen) and waits until
 * the screen and the editors in its panes have loaded.
 */
export async function renderTool(id: string) {
  const tool = findTool(id);
  if (!tool) throw new Error(`No tool "${id}" in the catalogue`);
  const rendered = render(
    <Router hook={memoryLocation({ path: tool.path }).hook}>
      <ToolRoute tool={tool} />
    </Router>,
  );
  await waitFor(() => expect(screen.queryByText(`Loading ${tool.name}...`)).not.toBeInTheDocument(), {
    timeout: LOAD_TIMEOUT,
  });
  await waitFor(
    () => {
      for (const pane of document.querySelectorAll('[data-pane]')) {
        if (!pane.querySelector('.cm-editor')) throw new Error('An editor is still loading');
      }
    },
    { timeout: LOAD_TIMEOUT },
  );
  return { tool, ...rendered };
}
