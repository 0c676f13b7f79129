import { gzipSync } from 'node:zlib';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { SAMPLE_INPUT } from './core';

/** The runs go through the live debounce and React's scheduling; a loaded machine needs more than 1 s. */
const SLOW = { timeout: 10_000 };

describe('Sitemap XML Validator screen', () => {
  it('opens a .xml.gz file, decompressed', async () => {
    await renderTool('sitemap-xml-validator');
    const file = new File([new Uint8Array(gzipSync(Buffer.from(SAMPLE_INPUT)))], 'sitemap.xml.gz', {
      type: 'application/gzip',
    });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByText(/decompressed to/)).toBeInTheDocument(), SLOW);
    expect(await editorText('Sitemap XML')).toBe(SAMPLE_INPUT);
    await waitFor(() => expect(screen.getByTestId('problem-summary')).toHaveTextContent('No problems found'), SLOW);
  });

  it('says when a file cannot be read', async () => {
    await renderTool('sitemap-xml-validator');
    const file = new File([new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2])], 'broken.xml.gz');
    fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files: [file] } });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('does not decompress');
  });
});
