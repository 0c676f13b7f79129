import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SHOWN_EXPORT, TextExports, type TextExport } from './TextExports';

const EXPORTS: TextExport[] = [
  {
    id: 'md',
    tab: 'Markdown',
    label: 'Markdown',
    text: '| a |',
    fileName: 'x.md',
    mimeType: 'text/markdown',
    note: 'For a README.',
  },
  {
    id: 'text',
    tab: 'Plain text',
    label: 'plain text',
    text: 'a b c',
    fileName: 'x.txt',
    mimeType: 'text/plain',
    note: 'A grid.',
  },
];

function Exports() {
  const [selected, setSelected] = useState('md');
  return <TextExports exports={EXPORTS} selected={selected} onSelect={setSelected} />;
}

describe('TextExports', () => {
  it('shows the chosen format with its note, Copy and Download, and switches by tab', async () => {
    render(<Exports />);
    expect(screen.getByRole('region', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByLabelText('Markdown export')).toHaveTextContent('| a |');
    expect(screen.getByText('For a README.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Markdown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Markdown' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Plain text' }));
    expect(screen.getByLabelText('plain text export')).toHaveTextContent('a b c');
    expect(screen.queryByLabelText('Markdown export')).not.toBeInTheDocument();
  });

  it('lays out only the start of a long export, at a line end, and says Copy and Download give all of it', () => {
    const line = `${'x'.repeat(99)}\n`;
    const text = line.repeat(SHOWN_EXPORT / 50);
    const long = [{ ...EXPORTS[0]!, text, note: ['First.', 'Second.'] }];
    render(<TextExports exports={long} selected="md" onSelect={() => {}} />);
    const shown = screen.getByLabelText('Markdown export').textContent!;
    expect(shown.length).toBe(SHOWN_EXPORT);
    expect(shown.endsWith('\n')).toBe(true);
    expect(screen.getByText('First.')).toBeInTheDocument();
    expect(screen.getByText('Second.')).toBeInTheDocument();
    expect(
      screen.getByText(`The start of the Markdown (20,000 of 40,000 characters): Copy and Download give all of it.`),
    ).toBeInTheDocument();
  });
});
